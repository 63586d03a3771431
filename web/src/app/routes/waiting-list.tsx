/** Route module for the waiting-list route (lazy-loaded; see app/router.tsx). */
export { WaitingListPage as Component } from '../../features/waiting-list/components/waiting-list-page';
