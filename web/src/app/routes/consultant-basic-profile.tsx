/** Route module of `/consultant/edit-account/basic-profile` (lazy-loaded; see app/router.tsx). */
export { BasicProfilePage as Component } from '../../features/consultant/components/basic-profile-page';
