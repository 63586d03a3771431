/**
 * The free starter kit and brochure (spec §1 "a free starter kit and brochure sent by e-mail on
 * request"; §2 admin `view-user-starter-kit-requests`):
 *
 * - `POST /api/client/starter-kit` `{ name, email, locale }` (public): stores a request and e-mails the
 *   starter kit and the brochure as two PDF files in the asked language (`202`: the e-mail is queued in
 *   the outbox with the request and leaves after the answer; a failed delivery is retried with growing
 *   delays, docs/messaging.md);
 * - the back office's `starter-kit-requests` resource (read only: list with filters `status`,
 *   `mail_locale`, `createdAt_gte` / `createdAt_lte`, `q` over name and e-mail; one request; CSV export
 *   in the back office) and `POST /api/admin-panel/starter-kit-requests/:id/resend`, which queues the
 *   e-mail again at once and answers the request, `pending` until the outbox has sent it.
 *
 * Instants are UTC ISO 8601; ids are documentIds.
 *
 * @module contracts/starter-kit
 */
import { z } from 'zod';
import { ApiErrorBody, dataOf, Email, EmptyBody, Instant, orNull } from './common';
import { ResourceId } from './admin-dialect';
import { DateBound } from './admin-people';
import { route } from './route';

/** Reference-page group of the public request. */
export const STARTER_KIT_TAG = 'Starter kit';
/** Reference-page group of the back office's requests. */
export const STARTER_KIT_ADMIN_TAG = 'Starter-kit requests (admin)';

/** Language of the e-mail and of its two PDF files. */
export const StarterKitLocale = z.enum(['fr', 'en']);

/** Delivery state: `pending` (not sent yet), `sent`, `failed` (retried while attempts remain). */
export const StarterKitStatus = z.enum(['pending', 'sent', 'failed']);

/** The request of a visitor. */
export const StarterKitRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: Email,
    /** language of the e-mail and the PDF files */
    locale: StarterKitLocale,
  })
  .strict()
  .meta({ id: 'StarterKitRequest' });

/** A request as the back office lists it. */
export const StarterKitRequestRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    mail_locale: StarterKitLocale,
    status: StarterKitStatus,
    /** delivery attempts so far */
    attempts: z.number().int(),
    sent_at: orNull(Instant),
    /** why the last attempt failed (short, no server details), `null` after a success */
    last_error: z.string().nullable(),
    /** when the next automatic attempt is due; `null` once sent or when no attempt remains */
    next_attempt_at: orNull(Instant),
    /** address the request came from */
    request_ip: z.string().nullable(),
    createdAt: Instant,
    updatedAt: Instant,
  })
  .meta({ id: 'StarterKitRequestRecord' });

/** Filters of the back office's list. */
export const starterKitFilters = {
  status: { kind: 'equals', schema: StarterKitStatus },
  mail_locale: { kind: 'equals', schema: StarterKitLocale },
  createdAt: { kind: 'range', schema: DateBound },
} as const;

/** Fields the back office's list can be sorted by. */
export const STARTER_KIT_SORTABLE = ['createdAt', 'name', 'email', 'status', 'mail_locale', 'attempts', 'sent_at'] as const;

/** The public request, action `create` of `api::client.starter-kit`. */
export const starterKitRoutes = {
  create: route({
    method: 'POST',
    path: '/client/starter-kit',
    summary: 'Ask for the free starter kit and brochure by e-mail',
    description:
      'Body `{ name, email, locale }`. Stores the request and e-mails the starter kit and the brochure (two PDF files) in `locale`; the e-mail leaves after the answer ' +
      'and a failed delivery is retried by the outbox with growing delays. At most 3 requests per e-mail address a day and 10 per client address an hour (429 `TooManyRequests`); ' +
      'past the starter-kit budget across all addresses, a proof of work is asked (429 `ChallengeRequired`, repeat with `x-altcha`).',
    tag: STARTER_KIT_TAG,
    access: 'public',
    body: StarterKitRequest,
    responses: {
      202: { description: 'Stored; the e-mail is on its way', schema: dataOf(z.object({ id: z.string() })) },
      429: { description: 'Too many requests, or a proof of work is needed', schema: ApiErrorBody },
    },
  }),
};

/** The back office's action, `resend` of `api::admin-panel.starter-kit-requests`. */
export const starterKitActionRoutes = {
  resend: route({
    method: 'POST',
    path: '/admin-panel/starter-kit-requests/:id/resend',
    summary: 'Send the starter kit and brochure of a request again',
    description:
      'Queues the e-mail once more in the outbox whatever the request’s status (not counted against the daily cap of unsolicited e-mails), and answers the request, `pending` until the outbox has sent it.',
    tag: STARTER_KIT_ADMIN_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: EmptyBody,
    responses: { 200: { description: 'The request, pending again', schema: StarterKitRequestRecord } },
  }),
};
