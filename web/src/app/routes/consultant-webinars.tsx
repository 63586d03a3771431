/** Route module of `/consultant/webinars` (lazy-loaded; see app/router.tsx): the consultant's webinars. */
export { ConsultantWebinarsPage as Component } from '../../features/webinars/components/consultant-webinars-page';
