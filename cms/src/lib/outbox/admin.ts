/**
 * What an admin does to the outbox from the back office (docs/messaging.md "Back office"): "Send again".
 */
import { OUTBOX, type Row } from '../content-types';
import { kickOutbox } from './worker';

/** A stored outbox message. */
export type OutboxMessageRow = Row<typeof OUTBOX>;

/**
 * Send a message again (an admin's "Send again", whatever its status): it becomes `queued`, due now
 * (`next_attempt_at` 0), its claim cleared and its attempts kept, and the worker is woken to send it at
 * once. Attempts counting on, a `dead` message gets one attempt more (dead again if it fails); a
 * `failed` one is tried now rather than at its next delay; a `sent` one is sent a second time, with the
 * same `Message-ID`.
 * @param documentId - the message's documentId
 * @returns the message as queued again, or `null` when there is no such message
 */
export async function resendMessage(documentId: string): Promise<OutboxMessageRow | null> {
  const row = (await strapi.db.query(OUTBOX).findOne({ where: { documentId } })) as OutboxMessageRow | null;
  if (!row) return null;
  await strapi.db.query(OUTBOX).update({ where: { id: row.id }, data: { status: 'queued', next_attempt_at: 0, claimed_until: null, claimed_by: null } });
  // Read before the worker is woken: the answer shows the message queued, not half-way through sending.
  const queued = (await strapi.db.query(OUTBOX).findOne({ where: { id: row.id } })) as OutboxMessageRow;
  kickOutbox();
  return queued;
}
