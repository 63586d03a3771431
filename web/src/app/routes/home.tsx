/** Route module for the home route (lazy-loaded; see app/router.tsx). */
export { HomePage as Component } from '../../features/home/components/home-page';
