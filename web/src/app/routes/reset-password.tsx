/** Route module of `/public/:role/verify/:token/:email` (lazy-loaded; see app/router.tsx). */
export { ResetPasswordPage as Component } from '../../features/auth/components/reset-password-page';
