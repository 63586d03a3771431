/** Route module for the webinars route (lazy-loaded; see app/router.tsx). */
export { WebinarsPage as Component } from '../../features/webinars/components/webinars-page';
