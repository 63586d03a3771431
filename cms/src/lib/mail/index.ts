/**
 * Sends the platform's transactional e-mails (spec §2 sign-up, §3, §5) through Strapi's e-mail plugin
 * (`@strapi/provider-email-nodemailer`, SMTP settings from `SMTP_*`; the embedded catcher when none),
 * rendered by ./templates in the recipient's language with the web-settings logo and site title.
 * The e-mails public forms send to any typed address are capped per mailbox and day (./unsolicited.ts).
 */
import { afterAnswer } from '../after-answer';
import { cached } from '../content-cache';
import { UPLOAD_FILE, WEB_SETTING } from '../content-types';
import { ApiError } from '../http-errors';
import { services } from '../services';
import { t, type Locale } from '../messages';
import { renderMail, type MailTemplate } from './templates';
import { takeUnsolicitedMail, UNSOLICITED_TEMPLATES } from './unsolicited';

/** Absolute public URL of the site, without trailing slash (`PUBLIC_URL`, else http://localhost:PORT). */
export function siteUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 1337}`).replace(/\/+$/, '');
}

/** What the e-mails' branding is read from (kept in memory until one of them is written). */
const BRANDING_SOURCES = [WEB_SETTING, UPLOAD_FILE];

async function branding(locale: Locale) {
  const settings = await cached(`mail-branding:${locale}`, () => services.catalogue().webSetting(locale), BRANDING_SOURCES).catch(() => null);
  const base = siteUrl();
  const logo = settings?.web_logo?.url;
  return {
    siteTitle: settings?.site_title ?? 'Ayuvie',
    logoUrl: logo ? (/^https?:\/\//.test(logo) ? logo : `${base}${logo}`) : null,
    legalName: settings?.legal_name ?? settings?.site_title ?? 'Ayuvie',
    siteUrl: base,
  };
}

/** A file attached to an e-mail (e.g. a booking's `.ics` invitation). */
export interface MailAttachment {
  /** File name shown to the recipient, e.g. `consultation.ics`. */
  filename: string;
  /** UTF-8 text or bytes. */
  content: string | Buffer;
  /** MIME type, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
}

/**
 * What became of an e-mail: `sent` (the mail server took it), or `withheld` (an unsolicited e-mail past
 * the recipient's daily cap, ./unsolicited.ts: nothing was sent, on purpose).
 */
export type MailOutcome = 'sent' | 'withheld';

/**
 * Render and send one e-mail. An unsolicited one (by default the templates of
 * {@link UNSOLICITED_TEMPLATES}) is first counted against the recipient's daily cap and, past it, not
 * sent at all: the caller answers its visitor as usual (a warning is logged without the address).
 * @param to - recipient address
 * @param locale - the recipient's language of correspondence (fr/en)
 * @param template - which message, with its values
 * @param requestLocale - language of the error shown to the caller if sending fails
 * @param options - `attachments`: files attached to the message; `headers`: extra message headers (e.g. the
 *   newsletter's `List-Unsubscribe`, built by its service's `mailing` helper); `unsolicited`: whether the
 *   daily cap applies (default: whether `template` is one of {@link UNSOLICITED_TEMPLATES}; false for an
 *   e-mail an admin sends on purpose)
 * @returns `sent`, or `withheld` past the cap
 * @throws ApiError 503 when the SMTP server refuses or cannot be reached (nothing is half-done: callers send last)
 */
export async function sendMail(
  to: string,
  locale: Locale,
  template: MailTemplate,
  requestLocale: Locale = locale,
  { attachments, headers, unsolicited = UNSOLICITED_TEMPLATES.has(template.name) }: { attachments?: MailAttachment[]; headers?: Record<string, string>; unsolicited?: boolean } = {},
): Promise<MailOutcome> {
  const mail = renderMail(template, locale, await branding(locale));
  const ticket = unsolicited ? await takeUnsolicitedMail(to) : null;
  if (ticket && !ticket.granted) {
    strapi.log.warn(`unsolicited e-mail "${template.name}" withheld: mailbox ${ticket.key.slice(0, 12)} already had ${ticket.cap} on ${ticket.day} (UTC)`);
    return 'withheld';
  }
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(attachments?.length ? { attachments } : {}),
        ...(headers ? { headers } : {}),
      });
  } catch (error) {
    await ticket?.giveBack();
    strapi.log.error(`e-mail "${template.name}" to ${to} failed: ${(error as Error).message}`);
    throw new ApiError(503, 'MailUnavailable', t(requestLocale, 'auth.mailFailed'));
  }
  return 'sent';
}

/**
 * Send one e-mail without making the caller wait for it: the public forms whose answer must be the same,
 * in content and in time, whether or not an address has an account (sign-up codes, password reset:
 * docs/api-auth.md "No account enumeration") answer first and send after. A failure is logged by
 * {@link sendMail} and shown to nobody (the caller was answered already; asking again sends again).
 * It runs once the answer has been sent (lib/after-answer).
 * @param to - recipient address
 * @param locale - the recipient's language of correspondence (fr/en)
 * @param template - which message, with its values
 */
export function sendMailAfterAnswer(to: string, locale: Locale, template: MailTemplate): void {
  afterAnswer(() => sendMail(to, locale, template).catch(() => undefined));
}
