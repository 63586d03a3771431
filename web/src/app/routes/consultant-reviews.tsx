/** Route module of `/consultant/reviews` (lazy-loaded; see app/router.tsx): the consultant's reviews and its answers. */
export { ConsultantReviewsPage as Component } from '../../features/reviews/components/consultant-reviews-page';
