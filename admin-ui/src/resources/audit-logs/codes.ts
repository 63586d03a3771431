import type { Schemas } from '../../lib/api-types';

/** One read of sensitive data (contracts/admin-people `AuditLogRecord`). */
export type AuditLogRecord = Schemas['AuditLogRecord'];

/**
 * What was read: a private file downloaded, a client's consent form or health assessment read by a
 * consultant, the chat of a booking's consultation room read by an admin.
 */
export const AUDIT_ACTIONS = ['file.read', 'consent-form.read', 'health-assessment.read', 'room-messages.read'] as const;

/** Translation prefix of the actions (dots in an action would split its translation key). */
export const actionKey = (action: string) => `resources.audit-logs.actions.${action.replace(/\./g, '_')}`;

/** The choices of the action filter. */
export const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: actionKey(action) }));
