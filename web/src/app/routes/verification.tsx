/** Route module for the verification route (lazy-loaded; see app/router.tsx). */
export { VerificationPage as Component } from '../../features/verification/components/verification-page';
