/** Route module of `/client/change-password` and `/consultant/change-password` (lazy-loaded). */
export { ChangePasswordPage as Component } from '../../features/account/components/change-password-page';
