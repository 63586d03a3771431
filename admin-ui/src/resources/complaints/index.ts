import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';

import type { AdminResourceModule } from '../types';
import { COMPLAINT_VIEWS, type AdminComplaint } from './complaint';
import { ComplaintList } from './ComplaintList';
import { ComplaintShow } from './ComplaintShow';

/**
 * Complaints between clients and consultants (spec §2 admin routes "view-complaint-consultant",
 * "view-complaint-client", "edit-complaint/{id}"; menu group Complaint, as its two views: complaints by
 * consultants and by clients): `/api/admin-panel/complaints` in the ra-data-simple-rest dialect — list
 * (search, statuses, who raised it, type, days, parties, CSV export) and show; no create, edit or
 * delete: a complaint is a record of what happened. An admin takes it in review, resolves or rejects
 * it, or adds an internal note, each one step of `PUT /complaints/:id` from the show page.
 */
export const complaints: AdminResourceModule = {
  name: 'complaints',
  list: ComplaintList,
  show: ComplaintShow,
  icon: FeedbackIcon,
  recordRepresentation: (record: AdminComplaint) => record.reference,
  menu: { group: 'complaint', order: 10, views: COMPLAINT_VIEWS },
};
