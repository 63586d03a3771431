/** Route module for the sdg route (lazy-loaded; see app/router.tsx). */
export { SdgPage as Component } from '../../features/sdg/components/sdg-page';
