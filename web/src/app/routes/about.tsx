/** Route module for the about route (lazy-loaded; see app/router.tsx). */
export { AboutPage as Component } from '../../features/about/components/about-page';
