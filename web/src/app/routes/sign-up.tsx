/** Route module of `/public/:role/sign-up` (lazy-loaded; see app/router.tsx). */
export { SignUpPage as Component } from '../../features/auth/components/sign-up-page';
