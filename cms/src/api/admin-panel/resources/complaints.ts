/**
 * Complaints in the back office (spec §2 admin "view-complaint-consultant", "view-complaint-client",
 * "edit-complaint/{id}"; contracts/admin-complaints): every complaint with both parties, its type in
 * the admin's language, its status and decision, filtered by status (one or several), type, who raised
 * it, creation date, consultant, client and booking, searched by reference, the parties' names and the
 * description. Read only through the dialect: a complaint is a record of what happened; an admin moves
 * it through its workflow with `PUT /complaints/:id` (controllers/complaints.ts). One complaint
 * (`GET /complaints/:id`, and the workflow's answers) adds its texts, both files, the response, the
 * whole history with internal notes, and the visits to the booking's consultation room as evidence.
 */
import type { z } from 'zod';
import { AdminComplaintDetail, AdminComplaintRecord, COMPLAINT_SORTABLE, complaintFilters, COMPLAINTS_TAG } from '../../../contracts/admin-complaints';
import { ComplaintStatus } from '../../../contracts/complaints';
import { defineAdminResource, type ResourceRow } from '../../../lib/admin-resource';
import { COMPLAINT } from '../../../lib/content-types';
import type { Locale } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { COMPLAINT_POPULATE, complaintTypeNames, typeName, type ComplaintRow } from '../../complaint/services/complaints';
import { viewOf } from '../../private-file/services/private-files';
import { dayBounds, instantOrNull } from './people';

const asComplaint = (row: ResourceRow) => row as unknown as ComplaintRow;

/**
 * The back office's records of complaint rows, in order; the types' names of the whole page in one query.
 * @param rows - complaint rows populated with `COMPLAINT_POPULATE`
 * @param locale - the admin's language (the types' names)
 * @returns `AdminComplaintRecord`s (instants UTC ISO; parties and booking by documentId)
 */
export async function complaintRecords(rows: readonly ComplaintRow[], locale: Locale): Promise<z.input<typeof AdminComplaintRecord>[]> {
  const names = await complaintTypeNames(rows.map((row) => row.complaint_type));
  return rows.map((row) => ({
    id: row.documentId,
    reference: row.reference,
    status: row.status,
    complaint_type: row.complaint_type,
    complaint_type_name: typeName(names, row.complaint_type, locale),
    raised_by_role: row.raised_by_role,
    client: row.client?.documentId ?? null,
    client_name: row.client?.display_name ?? '',
    consultant: row.consultant?.documentId ?? null,
    consultant_name: row.consultant?.display_name ?? '',
    booking: row.booking?.documentId ?? null,
    booking_start: instantOrNull(row.booking?.start),
    decision_favour: row.decision_favour ?? null,
    responded: Boolean(row.responded_at),
    createdAt: instantOrNull(row.createdAt) ?? '',
    updatedAt: instantOrNull(row.updatedAt) ?? '',
    closed_at: instantOrNull(row.closed_at),
  }));
}

/**
 * The back office's record of a complaint row.
 * @param row - a complaint row populated with `COMPLAINT_POPULATE`
 * @param locale - the admin's language (the type's name)
 * @returns `AdminComplaintRecord`
 */
export async function complaintRecord(row: ComplaintRow, locale: Locale): Promise<z.input<typeof AdminComplaintRecord>> {
  return (await complaintRecords([row], locale))[0];
}

/**
 * The back office's view of one complaint: its record, texts, both files, the response, the whole
 * history (internal notes and who wrote each entry) and the visits of both parties to the room of its
 * booking (none without a booking).
 * @param row - a complaint row populated with `COMPLAINT_POPULATE`
 * @returns `AdminComplaintDetail`
 */
export async function complaintDetail(row: ComplaintRow, locale: Locale): Promise<z.input<typeof AdminComplaintDetail>> {
  const booking = row.booking ?? null;
  const [record, history, visits] = await Promise.all([
    complaintRecord(row, locale),
    services.complaints().adminHistory(row),
    booking ? services.roomAttendance().visits([booking]) : Promise.resolve(new Map()),
  ]);
  return {
    ...record,
    description: row.description,
    additional_information: row.additional_information || null,
    attachment: viewOf(row.attachment),
    response_text: row.response_text || null,
    response_attachment: viewOf(row.response_attachment),
    responded_at: instantOrNull(row.responded_at),
    resolution_note: row.resolution_note || null,
    booking_status: booking ? (booking.status === 'cancelled' ? 'cancelled' : 'confirmed') : null,
    booking_end: instantOrNull(booking?.end),
    attendance: booking ? (visits.get(booking.id) ?? []) : [],
    history,
  };
}

/**
 * The detail of complaint `id` (row id), as the workflow's step answers it.
 * @throws Error when the row is gone (callers pass a complaint they just changed)
 */
export async function complaintDetailById(id: number, locale: Locale): Promise<z.input<typeof AdminComplaintDetail>> {
  const row = (await strapi.db.query(COMPLAINT).findOne({ where: { id }, populate: COMPLAINT_POPULATE })) as unknown as ComplaintRow | null;
  if (!row) throw new Error(`complaint ${id} vanished`);
  return complaintDetail(row, locale);
}

export default defineAdminResource({
  name: 'complaints',
  noun: 'complaint',
  tag: COMPLAINTS_TAG,
  uid: COMPLAINT,
  record: AdminComplaintRecord,
  detail: AdminComplaintDetail,
  create: false,
  update: false,
  remove: false,
  trash: false,
  populate: COMPLAINT_POPULATE,
  // The list shows the parties' and the booking's references, not their accounts nor the files.
  listPopulate: {
    client: { select: ['id', 'documentId', 'display_name'] },
    consultant: { select: ['id', 'documentId', 'display_name'] },
    booking: { select: ['id', 'documentId', 'start'] },
  },
  search: ['reference', 'client.display_name', 'consultant.display_name', 'description'],
  sortable: COMPLAINT_SORTABLE,
  // In the workflow's order, on every database (and `status` cannot be sorted by column).
  sortValues: { status: ComplaintStatus.options },
  filters: complaintFilters,
  filterWhere: {
    status: (value: string | string[]) => ({ status: Array.isArray(value) ? { $in: value } : value }),
    createdAt: dayBounds('createdAt'),
  },
  toRecords: (documents, locale) =>
    complaintRecords(
      documents.map(({ row }) => asComplaint(row)),
      locale,
    ),
  toDetail: ({ row }, locale) => complaintDetail(asComplaint(row), locale),
});
