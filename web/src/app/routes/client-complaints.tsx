/**
 * Route modules of the client's complaint pages (lazy-loaded; see app/router.tsx): `/client/add-complaint`,
 * `view-complaint-by-me`, `view-complaint-against` and one complaint of each
 * (`view-complaint-by-me/:id`, `view-complaint-against/:id`, the links of the server's e-mails).
 */
import { AddComplaintPage } from '../../features/complaints/components/add-complaint-page';
import { ComplaintDetailsPage } from '../../features/complaints/components/complaint-details-page';
import { ComplaintsListPage } from '../../features/complaints/components/complaints-list-page';

/** `/client/add-complaint`. */
export function AddComplaint() {
  return <AddComplaintPage role="client" />;
}

/** `/client/view-complaint-by-me`. */
export function ComplaintsByMe() {
  return <ComplaintsListPage role="client" box="by-me" />;
}

/** `/client/view-complaint-against`. */
export function ComplaintsAgainst() {
  return <ComplaintsListPage role="client" box="against-me" />;
}

/** `/client/view-complaint-by-me/:id`. */
export function ComplaintByMe() {
  return <ComplaintDetailsPage role="client" box="by-me" />;
}

/** `/client/view-complaint-against/:id`. */
export function ComplaintAgainst() {
  return <ComplaintDetailsPage role="client" box="against-me" />;
}
