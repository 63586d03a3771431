/**
 * The outbox (docs/messaging.md): every e-mail and SMS the platform sends is first written as a row of
 * `outbox_messages` (content type `api::outbox-message.outbox-message`), in the database transaction of
 * the change that causes it, and then sent by the outbox worker (./worker.ts): at once after the commit,
 * again with growing delays after a failure, by one server process only when several run.
 *
 * A request therefore never waits on the mail server, and a message is never lost: if the transaction
 * rolls back, the message was never queued; if it commits, the message is in the database until sent
 * (or declared dead after the last attempt, visible in the back office's Outbox).
 *
 * What is stored is what to send, not how it looks: the template's name and values, the recipient and
 * its language; the worker renders it when it sends (so a booking's answer does not wait on rendering).
 * Files attached are stored with the message (base64), or the whole e-mail is made when sending by a
 * named builder (./attachments.ts) when its files are large (the starter kit's PDF files).
 */
import crypto from 'node:crypto';
import { OUTBOX } from '../content-types';
import { afterAnswer } from '../after-answer';
import type { MailTemplate } from '../mail/templates';
import { takeUnsolicitedMail, UNSOLICITED_TEMPLATES } from '../mail/unsolicited';
import type { Locale } from '../messages';
import type { MailPayload, OutboxAttachment } from './attachments';
import { kickOutbox } from './worker';

/** Order of sending when messages wait: lower first. Codes (sign-up, password) go before everything. */
export const PRIORITY = { codes: 0, transactional: 5, bulk: 9 } as const;

/** Templates whose messages are account codes or links a person is waiting for on a page. */
const CODE_TEMPLATES = new Set(['email-otp', 'mobile-otp', 'password-reset', 'account-exists', 'admin-invitation']);

/**
 * Templates whose content touches a person's health or care (a booking and its times, a complaint):
 * their bodies are never shown to admins in the back office, only the template and recipient.
 */
const SENSITIVE_TEMPLATES = new Set([
  'booking-confirmed',
  'booking-rescheduled',
  'booking-cancelled',
  'booking-reminder',
  'complaint-update',
  'webinar-registered',
  'webinar-rescheduled',
  'webinar-cancelled',
  'webinar-reminder',
  'webinar-released',
  'earlier-slot',
  'favourite-slots',
]);

/** Options of {@link enqueueMail}. */
export interface EnqueueMailOptions {
  attachments?: OutboxAttachment[];
  /** Extra message headers (e.g. the newsletter's `List-Unsubscribe`). */
  headers?: Record<string, string>;
  /**
   * Whether the recipient's daily cap of unsolicited e-mails applies (lib/mail/unsolicited; default:
   * whether the template is one a public form sends to any typed address; false for an admin's action).
   */
  unsolicited?: boolean;
  /** Sending order (default: codes first, then transactional). */
  priority?: number;
  /** What the message is about, shown and searchable in the back office, e.g. `booking:<documentId>`. */
  related?: string;
  /** Not sent before this instant (epoch ms; default: at once), e.g. a scheduled or throttled newsletter. */
  notBefore?: number;
}

/**
 * What became of a message: `queued` (in the outbox, sent by the worker), or `withheld` (an unsolicited
 * e-mail past the recipient's daily cap: nothing will be sent, on purpose).
 */
export type EnqueueOutcome = 'queued' | 'withheld';

/** A new stable Message-ID (RFC 5322), the same for every attempt of one message. */
function newMessageId(): string {
  const host = (() => {
    try {
      return new URL(process.env.PUBLIC_URL || 'http://localhost').hostname || 'localhost';
    } catch {
      return 'localhost';
    }
  })();
  return `<${crypto.randomUUID()}@${host}>`;
}

/** Run `work` once the running transaction commits, or at once outside a transaction. */
async function afterCommit(work: () => void): Promise<void> {
  if (!strapi.db.inTransaction()) {
    work();
    return;
  }
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(work);
  });
}

/** Write one message row (inside the running transaction, if any) and wake the worker after the commit. */
async function enqueue(row: {
  channel: 'email' | 'sms';
  template: string;
  recipient: string;
  locale: Locale;
  payload: unknown;
  priority: number;
  related?: string;
  notBefore?: number;
}): Promise<void> {
  const { locale, notBefore, ...rest } = row;
  // `createMany` with one row: the same insert as `create`, without reading the row back (nothing here uses it).
  await strapi.db.query(OUTBOX).createMany({
    data: [
      {
        ...rest,
        language: locale,
        sensitive: SENSITIVE_TEMPLATES.has(row.template),
        status: 'queued',
        attempts: 0,
        // Due at once (0, whatever the clock says): the worker sends it right after the commit; or not before `notBefore`.
        next_attempt_at: notBefore ?? 0,
        message_id: newMessageId(),
      },
    ],
  });
  await afterCommit(kickOutbox);
}

/**
 * Queue one e-mail. Call it inside the transaction of the change that causes it: the message exists if
 * and only if the change committed. An unsolicited one (by default the templates of
 * {@link UNSOLICITED_TEMPLATES}) is first counted against the recipient's daily cap and, past it, not
 * queued at all (a warning is logged without the address).
 * @param to - recipient address
 * @param locale - the recipient's language of correspondence (fr/en)
 * @param template - which message, with its values
 * @returns `queued`, or `withheld` past the cap
 */
export async function enqueueMail(to: string, locale: Locale, template: MailTemplate, options: EnqueueMailOptions = {}): Promise<EnqueueOutcome> {
  return queueMail(to, locale, template.name, { template }, options);
}

/**
 * Queue one e-mail whose template and files a registered builder makes when it is sent (large files,
 * not stored with the message: the starter kit's PDF files), as {@link enqueueMail} otherwise.
 * @param name - the template's name (shown in the back office; the cap of unsolicited e-mails follows it)
 * @param build - the builder's name (`registerMailBuilder`) and the argument it gets (e.g. a documentId)
 */
export async function enqueueBuiltMail(
  to: string,
  locale: Locale,
  name: MailTemplate['name'],
  build: { builder: string; argument: string },
  options: Omit<EnqueueMailOptions, 'attachments'> = {},
): Promise<EnqueueOutcome> {
  return queueMail(to, locale, name, { build }, options);
}

async function queueMail(
  to: string,
  locale: Locale,
  name: MailTemplate['name'],
  content: { template: MailTemplate } | { build: { builder: string; argument: string } },
  options: EnqueueMailOptions,
): Promise<EnqueueOutcome> {
  const template = { name };
  const unsolicited = options.unsolicited ?? UNSOLICITED_TEMPLATES.has(template.name);
  const ticket = unsolicited ? await takeUnsolicitedMail(to) : null;
  if (ticket && !ticket.granted) {
    strapi.log.warn(`unsolicited e-mail "${template.name}" withheld: mailbox ${ticket.key.slice(0, 12)} already had ${ticket.cap} on ${ticket.day} (UTC)`);
    return 'withheld';
  }
  // A change that rolls back sends nothing: its e-mail does not count against the cap either.
  if (ticket && strapi.db.inTransaction()) {
    await strapi.db.transaction(async ({ onRollback }) => {
      onRollback(() => void ticket.giveBack().catch(() => undefined));
    });
  }
  const payload: MailPayload = {
    ...content,
    ...(options.attachments?.length
      ? {
          attachments: options.attachments.map((file) =>
            typeof file.content === 'string'
              ? { filename: file.filename, contentType: file.contentType, content: file.content }
              : { filename: file.filename, contentType: file.contentType, content: file.content.toString('base64'), encoding: 'base64' as const },
          ),
        }
      : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  };
  await enqueue({
    channel: 'email',
    template: template.name,
    recipient: to,
    locale,
    payload,
    priority: options.priority ?? (CODE_TEMPLATES.has(template.name) ? PRIORITY.codes : PRIORITY.transactional),
    related: options.related,
    notBefore: options.notBefore,
  });
  return 'queued';
}

/**
 * Queue one e-mail once the answer of the request being handled has been sent: the public forms whose
 * answer must be the same, in content and in time, whether or not an address has an account (sign-up
 * codes, password reset: docs/api-auth.md "No account enumeration") answer first and queue after (lib/after-answer).
 * @param to - recipient address
 * @param locale - the recipient's language of correspondence (fr/en)
 * @param template - which message, with its values
 */
export function enqueueMailAfterAnswer(to: string, locale: Locale, template: MailTemplate): void {
  afterAnswer(() => enqueueMail(to, locale, template));
}

export { registerMailBuilder, type BuiltMail, type OutboxAttachment } from './attachments';
export { startOutboxWorker, stopOutboxWorker, drainOutbox, kickOutbox, onOutboxOutcome, registerChannel, RETRY_DELAYS_MINUTES, MAX_ATTEMPTS, type OutboxOutcome } from './worker';
export { enqueue as queueMessage };
export { resendMessage, type OutboxMessageRow } from './admin';
