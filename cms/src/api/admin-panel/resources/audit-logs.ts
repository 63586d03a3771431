/**
 * The audit log of reads of sensitive data (DESIGN §3; contracts/admin-people `AuditLogRecord`): every
 * download of a private file (`GET /api/files/:id`) and every consultant read of a client's forms writes
 * a row (api/private-file/services/private-files.ts). Read only: the back office lists and opens rows,
 * filtered by actor, subject, action and date, and never changes or deletes them.
 */
import { AUDIT_TAG, auditFilters, AuditLogRecord } from '../../../contracts/admin-people';
import { defineAdminResource } from '../../../lib/admin-resource';
import { instantOrNull, relationOf, textOrNull } from './people';

/** A calendar-date bound covers its whole UTC day: `_gte` from its first instant, `_lte` to its last. */
function dayBounds(bounds: { $gte?: string; $lte?: string }): Record<string, unknown> {
  const day = (value: string | undefined, time: string) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${time}Z` : value);
  const range: Record<string, string> = {};
  const from = day(bounds.$gte, '00:00:00.000');
  const to = day(bounds.$lte, '23:59:59.999');
  if (from) range.$gte = new Date(from).toISOString();
  if (to) range.$lte = new Date(to).toISOString();
  return { createdAt: range };
}

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
  filterWhere: { createdAt: dayBounds },
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
      ip: textOrNull(row.ip),
      user_agent: textOrNull(row.user_agent),
      createdAt: instantOrNull(row.createdAt) ?? '',
    };
  },
});
