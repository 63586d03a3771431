/**
 * Where a complaint's page is: under the box it belongs to for the reader (these are the paths the
 * server's e-mails link to).
 *
 * @module features/complaints/model/links
 */
import { paths } from '../../../config/paths';
import type { ComplaintBox, ComplaintRole } from './types';

/**
 * The page of a complaint in `box` for `role`: `/client/view-complaint-by-me/<id>`,
 * `/consultant/view-complaint-against/<id>`…
 */
export function complaintPathOf(role: ComplaintRole, box: ComplaintBox, id: string): string {
  return box === 'by-me' ? paths[role].complaintByMe(id) : paths[role].complaintAgainst(id);
}

/** The list of `box` for `role`. */
export function complaintListPathOf(role: ComplaintRole, box: ComplaintBox): string {
  return box === 'by-me' ? paths[role].complaintsByMe : paths[role].complaintsAgainst;
}
