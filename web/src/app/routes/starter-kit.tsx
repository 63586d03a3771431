/** Route module for the free starter kit and brochure (lazy-loaded; see app/router.tsx). */
export { StarterKitPage as Component } from '../../features/starter-kit/components/starter-kit-page';
