/** Route module of `/consultant/my-profile` (lazy-loaded; see app/router.tsx). */
export { MyProfilePage as Component } from '../../features/consultant/components/my-profile-page';
