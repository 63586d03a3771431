/**
 * Data requests in the back office (docs/privacy.md "Data requests in the back office"; contracts/privacy
 * `DataRequestRecord`, `dataRequestFilters`): every export and erasure of a person's data, made by the
 * person or by an admin on its behalf, with who asked, when and how it ended. Read only (list and
 * record): rows are written by the export (api/account/services/data-export.ts) and the erasure; the
 * list is filtered by kind, status, the person's role and creation date, searched over the person's
 * label (its e-mail address at the time) and the admin's e-mail, and sorted by creation date.
 */
import type { z } from 'zod';
import { DataRequestRecord, dataRequestFilters, PRIVACY_ADMIN_TAG } from '../../../contracts/privacy';
import { defineAdminResource, type ResourceRow } from '../../../lib/admin-resource';
import { DATA_REQUEST } from '../../../lib/content-types';
import { dayBounds, instantOrNull, relationOf, textOrNull } from './people';

const KINDS = DataRequestRecord.shape.kind;
const STATUSES = DataRequestRecord.shape.status;
const ROLES = DataRequestRecord.shape.subject_role;
const REQUESTERS = DataRequestRecord.shape.requested_by;

/**
 * The back office's record of a stored data request (populated with the person's account).
 * @returns `DataRequestRecord` (instants UTC ISO 8601; `subject_id` null once the account is erased)
 */
export function dataRequestRecord(row: ResourceRow): z.input<typeof DataRequestRecord> {
  return {
    id: row.documentId,
    kind: KINDS.catch('export').parse(row.kind),
    status: STATUSES.catch('completed').parse(row.status),
    subject_role: ROLES.catch('client').parse(row.subject_role),
    subject_id: relationOf(row.subject)?.documentId ?? null,
    subject_label: textOrNull(row.subject_label) ?? '',
    requested_by: REQUESTERS.catch('self').parse(row.requested_by),
    requester_email: textOrNull(row.requester_email),
    detail: textOrNull(row.detail),
    completed_at: instantOrNull(row.completed_at),
    createdAt: instantOrNull(row.createdAt) ?? '',
  };
}

export default defineAdminResource({
  name: 'data-requests',
  noun: 'data request',
  tag: PRIVACY_ADMIN_TAG,
  uid: DATA_REQUEST,
  record: DataRequestRecord,
  create: false,
  update: false,
  remove: false,
  trash: false,
  populate: { subject: { select: ['documentId'] } },
  search: ['subject_label', 'requester_email'],
  sortable: ['createdAt'],
  filters: dataRequestFilters,
  filterWhere: { createdAt: dayBounds('createdAt') },
  toRecord: ({ row }) => dataRequestRecord(row),
});
