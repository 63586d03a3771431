/**
 * The audit log of reads of sensitive data (DESIGN §3; contracts/admin-people `AuditLogRecord`): every
 * download of a private file (`GET /api/files/:id`), every consultant read of a client's forms and every
 * admin read of a consultation chat writes a row (api/private-file/services/private-files.ts `audit`). Read only: the back office lists and opens rows,
 * filtered by actor, subject, action and date, and never changes or deletes them.
 */
import { AUDIT_TAG, auditFilters, AuditLogRecord } from '../../../contracts/admin-people';
import { defineAdminResource } from '../../../lib/admin-resource';
import { dayBounds, instantOrNull, relationOf, textOrNull } from './people';

export default defineAdminResource({
  name: 'audit-logs',
  noun: 'audit-log entry',
  tag: AUDIT_TAG,
  uid: 'api::audit-log.audit-log',
  record: AuditLogRecord,
  create: false,
  remove: false,
  trash: false,
  populate: { actor: { select: ['documentId', 'email'] }, subject: { select: ['documentId', 'email'] } },
  search: ['action', 'file_kind', 'actor.email', 'subject.email'],
  sortable: ['createdAt', 'action', 'actor_role', 'file_kind'],
  filters: auditFilters,
  filterWhere: { createdAt: dayBounds('createdAt') },
  toRecord({ row }) {
    const actor = relationOf<{ email?: string | null }>(row.actor);
    const subject = relationOf<{ email?: string | null }>(row.subject);
    return {
      id: row.documentId,
      action: textOrNull(row.action) ?? '',
      actor_id: actor?.documentId ?? null,
      actor_email: actor?.email ?? null,
      actor_role: textOrNull(row.actor_role),
      file_id: textOrNull(row.file_document_id),
      file_kind: textOrNull(row.file_kind),
      subject_id: subject?.documentId ?? null,
      subject_email: subject?.email ?? null,
      booking_id: textOrNull(row.booking_document_id),
      ip: textOrNull(row.ip),
      user_agent: textOrNull(row.user_agent),
      createdAt: instantOrNull(row.createdAt) ?? '',
    };
  },
});
