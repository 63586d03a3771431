/**
 * The daily cap of unsolicited e-mails per mailbox (docs/api-auth.md "Limits"), so that the public forms
 * (sign-up and mobile codes, "you already have an account", password resets, newsletter confirmation,
 * starter kit, waiting list) cannot be used to flood someone's inbox, however many client addresses,
 * accounts and forms an attacker uses.
 *
 * - **What counts**: the e-mails of {@link UNSOLICITED_TEMPLATES}, sent to whoever's address a visitor
 *   typed into a public form. E-mails a signed-in user or an admin asked for and transactional ones
 *   (bookings, complaints, consultant review, password changed, admin invitation) are never capped.
 * - **How many**: {@link unsolicitedMailPerDay} (`UNSOLICITED_MAIL_PER_DAY`, default 5) per mailbox and
 *   UTC calendar day (from 00:00 to 24:00 UTC by the platform's clock): the counter starts again at
 *   midnight UTC, so at most twice the cap can land within a few minutes around midnight, and never more
 *   than the cap within one UTC day.
 * - **Which mailbox**: {@link mailboxOf}: trimmed, lower-cased, without sub-address (`name+tag@…` is
 *   `name@…`, since the tag reaches the same inbox whatever the domain), and Gmail's dots and
 *   `googlemail.com` folded (Gmail delivers `j.doe@googlemail.com` to `jdoe@gmail.com`).
 * - **Past the cap** the e-mail is silently not sent: the form answers exactly as below the cap, a
 *   warning is logged naming the mailbox only by the first 12 hex digits of its SHA-256
 *   ({@link recipientKey}; an operator can hash a suspected address to match), and the counter store
 *   holds the same hash, never the address.
 *
 * The counter lives in the rate-limit store (src/lib/rate-limit.ts: Redis with `REDIS_URL`, shared by
 * every app replica; in memory otherwise), counted before sending so that concurrent sends never pass
 * the cap; an e-mail the mail server refuses is given back.
 */
import { createHash } from 'node:crypto';
import { clock } from '../../contracts/clock';
import { countUnsolicitedMail, uncountUnsolicitedMail } from '../rate-limit';
import type { MailTemplate } from './templates';

/** The e-mails a visitor can have sent to any address from a public form (see the module's "What counts"). */
export const UNSOLICITED_TEMPLATES: ReadonlySet<MailTemplate['name']> = new Set<MailTemplate['name']>([
  'email-otp',
  'mobile-otp',
  'account-exists',
  'password-reset',
  'newsletter-confirm',
  'starter-kit',
  'waiting-list-confirmation',
  // Follows a waiting-list entry anybody may have made for the address (no double opt-in).
  'waiting-list-available',
]);

/** Unsolicited e-mails a mailbox receives at most per UTC day unless `UNSOLICITED_MAIL_PER_DAY` says otherwise. */
export const DEFAULT_UNSOLICITED_MAIL_PER_DAY = 5;

/**
 * The cap: `UNSOLICITED_MAIL_PER_DAY` (a positive integer), read on each use so an operator's change
 * applies without a restart, else {@link DEFAULT_UNSOLICITED_MAIL_PER_DAY}.
 * @returns e-mails per mailbox and UTC day
 */
export function unsolicitedMailPerDay(): number {
  const value = Number(process.env.UNSOLICITED_MAIL_PER_DAY);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UNSOLICITED_MAIL_PER_DAY;
}

/** Domains whose mailboxes ignore dots in the local part, and the one they deliver to. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the cap counts it: trimmed, lower-cased, the sub-address (`+tag`)
 * dropped, and for Gmail the dots of the local part dropped and `googlemail.com` read as `gmail.com`.
 * @param address - an e-mail address as a form received it
 * @returns the normalized address (an address without `@` is only trimmed and lower-cased)
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '') || local;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * How the counter store and the logs name a mailbox: the SHA-256 of {@link mailboxOf}, in hex.
 * @param address - an e-mail address
 * @returns 64 hex digits
 */
export function recipientKey(address: string): string {
  return createHash('sha256').update(mailboxOf(address)).digest('hex');
}

/** The UTC calendar day of `ms` (epoch milliseconds), `YYYY-MM-DD`. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The answer of {@link takeUnsolicitedMail}. */
export interface UnsolicitedMailTicket {
  /** Whether the e-mail may be sent (false: the mailbox had its e-mails of the day). */
  granted: boolean;
  /** Give the counted e-mail back (it could not be sent); does nothing when not granted. */
  giveBack(): Promise<void>;
}

/**
 * Count one unsolicited e-mail to `address` for today (UTC, by the platform's clock) and say whether it
 * may leave. Past the cap nothing is logged here; the caller logs and sends nothing.
 * @param address - the recipient
 * @returns the ticket; when the counter store fails (Redis down and its in-memory stand-in too), the
 *   e-mail is granted (an error is logged): sign-up codes must not depend on the counters
 */
export async function takeUnsolicitedMail(address: string): Promise<UnsolicitedMailTicket & { key: string; day: string; cap: number }> {
  const key = recipientKey(address);
  const day = utcDay(clock.ms());
  const cap = unsolicitedMailPerDay();
  const counterKey = `${day}:${key}`;
  let count: number;
  try {
    count = await countUnsolicitedMail(counterKey);
  } catch (error) {
    strapi.log.error(`unsolicited e-mail counter unavailable, e-mail to ${key.slice(0, 12)} sent uncounted: ${(error as Error).message}`);
    return { granted: true, giveBack: async () => undefined, key, day, cap };
  }
  const granted = count <= cap;
  return {
    granted,
    giveBack: async () => {
      if (granted) await uncountUnsolicitedMail(counterKey).catch(() => undefined);
    },
    key,
    day,
    cap,
  };
}
