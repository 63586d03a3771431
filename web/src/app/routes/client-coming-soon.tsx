/**
 * Route modules of the client pages whose data arrive with a later issue (lazy-loaded; see
 * app/router.tsx): `/client/add-complaint`, `view-complaint-by-me`, `view-complaint-against`.
 */
export { AddComplaintPage, ComplaintsAgainstPage, ComplaintsByMePage } from '../../features/client/components/coming-soon-page';
