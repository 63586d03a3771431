/** Route module of `/consultant/edit-account/profile-detail` (lazy-loaded; see app/router.tsx). */
export { ProfileDetailPage as Component } from '../../features/consultant/components/profile-detail-page';
