/** Route module for the webinar-detail route (lazy-loaded; see app/router.tsx). */
export { WebinarDetailPage as Component } from '../../features/webinars/components/webinar-detail-page';
