/** Route module for the privacy route (lazy-loaded; see app/router.tsx). */
export { PrivacyPage as Component } from '../../features/legal/components/privacy-page';
