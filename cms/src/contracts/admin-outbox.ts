/**
 * The outbox in the back office (docs/messaging.md "Back office"; DESIGN §8 "visible and resendable in
 * the back office"):
 *
 * - the read-only admin resource `outbox` (list with filters `status`, `channel`, `template`,
 *   `createdAt_gte` / `createdAt_lte`, `q` over the recipient, the template and what the message is
 *   about; sorted by creation, status or attempts; one message; CSV export in the back office): every
 *   e-mail and SMS the platform queued, with its delivery (status, attempts, last error, next attempt,
 *   when sent) and its `Message-ID`. Never its content: the template and the recipient are what an
 *   admin needs, and the messages about a booking or a complaint (`sensitive`) reveal that a person
 *   consults, and about what;
 * - `POST /api/admin-panel/outbox/:id/resend` ({@link outboxActionRoutes}): "Send again".
 *
 * Instants are UTC ISO 8601; ids are documentIds.
 *
 * @module contracts/admin-outbox
 */
import { z } from 'zod';
import { EmptyBody, Instant, Locale, orNull } from './common';
import { ResourceId } from './admin-dialect';
import { DateBound } from './admin-people';
import { route } from './route';

/** Reference-page group of the back office's outbox. */
export const OUTBOX_ADMIN_TAG = 'Outbox (admin)';

/**
 * Where a message stands: `queued` (waiting for the worker, or sent again by an admin), `sent`,
 * `failed` (retried later with growing delays), `dead` (every attempt failed: nothing more is tried
 * until an admin sends it again).
 */
export const OutboxStatus = z.enum(['queued', 'sent', 'failed', 'dead']);

/** How a message is sent. */
export const OutboxChannel = z.enum(['email', 'sms']);

/** A message of the outbox as the back office lists it (never its content). */
export const OutboxMessageRecord = z
  .object({
    id: z.string(),
    channel: OutboxChannel,
    /** which message, e.g. `booking-confirmed`, `email-otp` */
    template: z.string(),
    /** e-mail address (or phone number of an SMS) */
    recipient: z.string(),
    /** language of the message */
    language: Locale,
    status: OutboxStatus,
    /** attempts made so far (kept when an admin sends the message again) */
    attempts: z.number().int().min(0),
    /** the transport's reason of the last failed attempt, `null` once sent */
    last_error: z.string().nullable(),
    /**
     * when the next attempt is due (a message due at once: since when it is due); `null` once sent or
     * dead (no attempt planned)
     */
    next_attempt_at: orNull(Instant),
    sent_at: orNull(Instant),
    /** the `Message-ID` header sent with every attempt, e.g. `<uuid@host>` */
    message_id: z.string().nullable(),
    /** what the message is about, e.g. `booking:<documentId>`, `complaint:<documentId>` */
    related: z.string().nullable(),
    /** a booking or complaint message: its content is never shown to admins */
    sensitive: z.boolean(),
    /** sending order when messages wait, lower first: account codes 0, other transactional messages 5, bulk 9 */
    priority: z.number().int(),
    createdAt: Instant,
    updatedAt: Instant,
  })
  .meta({ id: 'OutboxMessageRecord' });

/** Filters of the back office's list (plus `q` over the recipient, the template and `related`). */
export const outboxFilters = {
  status: { kind: 'equals', schema: OutboxStatus },
  channel: { kind: 'equals', schema: OutboxChannel },
  template: { kind: 'equals', schema: z.string().trim().min(1).max(60) },
  createdAt: { kind: 'range', schema: DateBound },
} as const;

/** Fields the back office's list can be sorted by. */
export const OUTBOX_SORTABLE = ['createdAt', 'status', 'attempts'] as const;

/** The back office's action, `resend` of `api::admin-panel.outbox`. */
export const outboxActionRoutes = {
  resend: route({
    method: 'POST',
    path: '/admin-panel/outbox/:id/resend',
    summary: 'Send a message of the outbox again',
    description:
      'An admin’s "Send again", whatever the message’s status: it becomes `queued` again, due now, its attempts kept, and the outbox worker sends it at once. ' +
      'A `dead` or `failed` message is tried again; a `sent` one is sent a second time (the admin’s explicit decision). The message keeps its `Message-ID` header: ' +
      'a recipient whose mail server or client already has the first copy may see the second as a duplicate of it (some drop it). ' +
      'Answers the message, `queued` until the worker has sent it. An unknown id answers 404 in the admin’s language.',
    tag: OUTBOX_ADMIN_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: EmptyBody,
    responses: { 200: { description: 'The message, queued again', schema: OutboxMessageRecord } },
  }),
};
