/** Route module for the terms route (lazy-loaded; see app/router.tsx). */
export { TermsPage as Component } from '../../features/legal/components/terms-page';
