/** Route module for the expert-detail route (lazy-loaded; see app/router.tsx). */
export { ExpertDetailPage as Component } from '../../features/experts/components/expert-detail-page';
