/** Route module of `/public/:role/forget-password` (lazy-loaded; see app/router.tsx). */
export { ForgotPasswordPage as Component } from '../../features/auth/components/forgot-password-page';
