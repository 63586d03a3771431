/**
 * Renders and hands one e-mail to the mail server, for the outbox worker (lib/outbox/worker.ts), which
 * alone sends e-mails: services queue them (lib/outbox `enqueueMail`). Through Strapi's e-mail plugin
 * (`@strapi/provider-email-nodemailer`, SMTP settings from `SMTP_*`; the embedded catcher when none),
 * rendered by ./templates in the recipient's language with the web-settings logo and site title.
 */
import { cached } from '../content-cache';
import { UPLOAD_FILE, WEB_SETTING } from '../content-types';
import { services } from '../services';
import type { Locale } from '../messages';
import { renderMail, type MailTemplate, type RenderedMail } from './templates';

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
 * Render one e-mail as it is sent, with the site's branding (the back office's previews).
 * @param template - which message, with its values
 * @param locale - the recipient's language of correspondence (fr/en)
 * @returns subject, plain text and HTML document
 */
export async function renderForSending(template: MailTemplate, locale: Locale): Promise<RenderedMail> {
  return renderMail(template, locale, await branding(locale));
}

/**
 * Render and send one e-mail now.
 * @param to - recipient address
 * @param locale - the recipient's language of correspondence (fr/en)
 * @param template - which message, with its values
 * @param options - `attachments`; `headers` (e.g. the newsletter's `List-Unsubscribe`); `messageId`: the
 *   message's stable `Message-ID` (the same for every attempt)
 * @throws Error when the SMTP server refuses or cannot be reached (the worker records it and retries)
 */
export async function deliverMail(
  to: string,
  locale: Locale,
  template: MailTemplate,
  { attachments, headers, messageId }: { attachments?: MailAttachment[]; headers?: Record<string, string>; messageId?: string } = {},
): Promise<void> {
  const mail = await renderForSending(template, locale);
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
      ...(messageId ? { messageId } : {}),
    });
}
