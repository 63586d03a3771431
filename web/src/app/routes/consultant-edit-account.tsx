/** Route module of `/consultant/edit-account` (lazy-loaded; see app/router.tsx). */
export { EditAccountPage as Component } from '../../features/consultant/components/edit-account-page';
