/** Route module of `/client/dashboard` and `/consultant/dashboard` (lazy-loaded; see app/router.tsx). */
export { DashboardPage as Component } from '../../features/account/components/dashboard-page';
