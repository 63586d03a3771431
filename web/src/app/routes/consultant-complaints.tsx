/**
 * Route modules of the consultant's complaint pages (lazy-loaded; see app/router.tsx): `/consultant/add-complaint`,
 * `view-complaint-by-me`, `view-complaint-against` and one complaint of each
 * (`view-complaint-by-me/:id`, `view-complaint-against/:id`, the links of the server's e-mails).
 */
import { AddComplaintPage } from '../../features/complaints/components/add-complaint-page';
import { ComplaintDetailsPage } from '../../features/complaints/components/complaint-details-page';
import { ComplaintsListPage } from '../../features/complaints/components/complaints-list-page';

/** `/consultant/add-complaint`. */
export function AddComplaint() {
  return <AddComplaintPage role="consultant" />;
}

/** `/consultant/view-complaint-by-me`. */
export function ComplaintsByMe() {
  return <ComplaintsListPage role="consultant" box="by-me" />;
}

/** `/consultant/view-complaint-against`. */
export function ComplaintsAgainst() {
  return <ComplaintsListPage role="consultant" box="against-me" />;
}

/** `/consultant/view-complaint-by-me/:id`. */
export function ComplaintByMe() {
  return <ComplaintDetailsPage role="consultant" box="by-me" />;
}

/** `/consultant/view-complaint-against/:id`. */
export function ComplaintAgainst() {
  return <ComplaintDetailsPage role="consultant" box="against-me" />;
}
