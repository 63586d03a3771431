/** Route module for the experts route (lazy-loaded; see app/router.tsx). */
export { ExpertsPage as Component } from '../../features/experts/components/experts-page';
