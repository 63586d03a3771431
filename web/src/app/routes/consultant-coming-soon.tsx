/**
 * Route modules of the consultant pages whose data arrive with later issues (lazy-loaded; see
 * app/router.tsx): `/consultant/add-complaint`, `view-complaint-by-me`, `view-complaint-against`.
 */
export { AddComplaintPage, ComplaintsAgainstPage, ComplaintsByMePage } from '../../features/consultant/components/coming-soon-page';
