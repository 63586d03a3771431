/** Route module for the alternative-medicine route (lazy-loaded; see app/router.tsx). */
export { AlternativeMedicinePage as Component } from '../../features/alternative-medicine/components/alternative-medicine-page';
