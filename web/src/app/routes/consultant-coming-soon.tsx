/**
 * Route modules of the consultant pages whose data arrive with later issues (lazy-loaded; see
 * app/router.tsx): `/consultant/my-booking`, `add-complaint`, `view-complaint-by-me`, `view-complaint-against`.
 */
export { AddComplaintPage, ComplaintsAgainstPage, ComplaintsByMePage, MyBookingPage } from '../../features/consultant/components/coming-soon-page';
