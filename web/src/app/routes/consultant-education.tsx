/** Route module of `/consultant/edit-account/education-detail` (lazy-loaded; see app/router.tsx). */
export { EducationPage as Component } from '../../features/consultant/components/education-page';
