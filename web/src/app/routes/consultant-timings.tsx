/** Route module of `/consultant/add-timing` (lazy-loaded; see app/router.tsx). */
export { TimingsPage as Component } from '../../features/consultant/components/timings-page';
