/**
 * The outbox (docs/messaging.md "Back office"; contracts/admin-outbox `OutboxMessageRecord`): every
 * e-mail and SMS the platform queued, with its delivery (status, attempts, last error, next attempt,
 * when sent). Read only: messages are queued by the platform and sent by the outbox worker; an admin
 * sends one again with `POST /outbox/:id/resend` (controllers/outbox.ts). Filtered by status, channel,
 * template and creation date, searched by recipient, template and what the message is about.
 *
 * A message's content (`payload`) is never part of the record: the template and the recipient are what
 * an admin needs, and the booking and complaint messages (`sensitive`) reveal that a person consults,
 * and about what.
 */
import type { z } from 'zod';
import { OUTBOX_ADMIN_TAG, OUTBOX_SORTABLE, OutboxChannel, outboxFilters, OutboxMessageRecord, OutboxStatus } from '../../../contracts/admin-outbox';
import { defineAdminResource, type ResourceRow } from '../../../lib/admin-resource';
import { OUTBOX } from '../../../lib/content-types';
import { dayBounds, instantOrNull, textOrNull } from './people';

/**
 * When the next attempt of a message is due, from the epoch-milliseconds column (`0`: due at once,
 * since it was queued or sent again, i.e. its last change); `null` when no attempt is planned (sent or
 * dead).
 */
function nextAttempt(row: ResourceRow, status: z.infer<typeof OutboxStatus>): string | null {
  if (status === 'sent' || status === 'dead' || row.next_attempt_at === null || row.next_attempt_at === undefined) return null;
  // A biginteger column: a number on SQLite, a string on PostgreSQL.
  const due = Number(row.next_attempt_at);
  if (!Number.isFinite(due)) return null;
  return due > 0 ? new Date(due).toISOString() : instantOrNull(row.updatedAt);
}

/**
 * The back office's record of a stored message (never its content).
 * @returns `OutboxMessageRecord` (instants UTC ISO 8601)
 */
export function outboxRecord(row: ResourceRow): z.input<typeof OutboxMessageRecord> {
  const status = OutboxStatus.catch('queued').parse(row.status);
  return {
    id: row.documentId,
    channel: OutboxChannel.catch('email').parse(row.channel),
    template: textOrNull(row.template) ?? '',
    recipient: textOrNull(row.recipient) ?? '',
    language: row.language === 'en' ? 'en' : 'fr',
    status,
    attempts: Number(row.attempts ?? 0),
    last_error: textOrNull(row.last_error) || null,
    next_attempt_at: nextAttempt(row, status),
    sent_at: instantOrNull(row.sent_at),
    message_id: textOrNull(row.message_id),
    related: textOrNull(row.related) || null,
    sensitive: Boolean(row.sensitive),
    priority: Number(row.priority ?? 5),
    createdAt: instantOrNull(row.createdAt) ?? '',
    updatedAt: instantOrNull(row.updatedAt) ?? '',
  };
}

export default defineAdminResource({
  name: 'outbox',
  noun: 'outbox message',
  tag: OUTBOX_ADMIN_TAG,
  uid: OUTBOX,
  record: OutboxMessageRecord,
  create: false,
  update: false,
  remove: false,
  trash: false,
  search: ['recipient', 'template', 'related'],
  sortable: OUTBOX_SORTABLE,
  // In the delivery's order, on every database (and `status` cannot be sorted by column).
  sortValues: { status: OutboxStatus.options },
  filters: outboxFilters,
  filterWhere: { createdAt: dayBounds('createdAt') },
  toRecord: ({ row }) => outboxRecord(row),
});
