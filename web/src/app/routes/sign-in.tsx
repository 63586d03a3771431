/** Route module of `/public/:role/sign-in` (lazy-loaded; see app/router.tsx). */
export { SignInPage as Component } from '../../features/auth/components/sign-in-page';
