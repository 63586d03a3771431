/**
 * The newsletter (spec §1 "a newsletter"; contracts/newsletter; docs/api-engagement.md "Newsletter"):
 * double opt-in subscription with a proof of consent, confirmation and unsubscription by links.
 *
 * - **Subscribing** never tells whether an address is known: the caller answers the same whatever
 *   happens here, and the e-mail is sent in the background (a failed e-mail is logged), so neither the
 *   answer nor its timing differs. A new address is stored `pending`; a pending one gets a new
 *   confirmation link (the earlier one stops working); an unsubscribed one becomes `pending` again with a
 *   new link; a confirmed one is left as it is and receives nothing. Each submission that asks for a
 *   confirmation records its proof of consent: when, from which client IP, and the version of the consent
 *   wording shown under the form ({@link NEWSLETTER_CONSENT_VERSION}). One row per address (unique,
 *   lower-cased): re-subscribing never duplicates it. The confirmation e-mail counts against the
 *   address's daily cap of unsolicited e-mails (src/lib/mail/unsolicited.ts): past it, nothing is sent.
 * - **Confirming** takes the token of the confirmation e-mail: single use, valid
 *   {@link CONFIRM_TTL_MINUTES} minutes; the check and the write are one conditional update, so a link
 *   used twice at once confirms once and the other use is refused.
 * - **Unsubscribing** takes the address's unsubscribe token, the same in every newsletter e-mail (an
 *   HMAC of the address under the server's application key, so it can be written into any later mailing
 *   without being stored; only its SHA-256 is stored, to find the row, and brought up to date by each
 *   mailing should the key change). It keeps working after use. The campaign e-mails still waiting in
 *   the outbox for the address (throttled or scheduled) are withdrawn: none leaves after the unsubscription.
 * - **Consent records** (docs/privacy.md "Consent records"): a confirmation records the newsletter
 *   consent given, the unsubscription of a confirmed address records it withdrawn, each with the wording's
 *   version and linked to the account with the same address when there is one.
 * - **Mailings**: every newsletter e-mail goes through {@link NewsletterService.sendToSubscriber}, which
 *   adds the unsubscribe link to the content and the `List-Unsubscribe` / `List-Unsubscribe-Post`
 *   headers (RFC 2369, RFC 8058) to the message, so that no mailing can forget them.
 *
 * Only hashes of tokens are stored. Instants are UTC. Service `api::newsletter-subscriber.newsletter`.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { NEWSLETTER_CONSENT_VERSION } from '../../../contracts/newsletter';
import { NEWSLETTER_SUBSCRIBER } from '../../../lib/content-types';
import { ApiError } from '../../../lib/http-errors';
import { siteUrl } from '../../../lib/mail';
import { enqueueMail, type EnqueueMailOptions, type EnqueueOutcome } from '../../../lib/outbox';
import { services } from '../../../lib/services';
import type { MailTemplate } from '../../../lib/mail/templates';
import { t, type Locale } from '../../../lib/messages';
import { clock } from '../../../contracts/clock';

/** How long a confirmation link is valid, in minutes (48 hours). */
export const CONFIRM_TTL_MINUTES = 48 * 60;

/** A subscriber's status. */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A stored subscriber (the fields this service reads). */
interface SubscriberRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  mail_locale: Locale;
  confirm_token_hash: string | null;
  confirm_expires_at: string | Date | null;
  consent_version?: string | null;
}

/** The unsubscribe side of one newsletter e-mail. */
export interface MailingLinks {
  /** the web page with the unsubscribe button: `${PUBLIC_URL}/newsletter/unsubscribe/:token` */
  unsubscribeUrl: string;
  /** the API address that accepts a one-click POST (RFC 8058) */
  oneClickUrl: string;
  /** `List-Unsubscribe` (the https one-click address) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` */
  headers: Record<string, string>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The server's application key (Strapi `server.app.keys`, from `APP_KEYS`), which keys the unsubscribe tokens. */
function tokenKey(): string {
  const keys = strapi.config.get<string[] | undefined>('server.app.keys');
  if (!keys?.[0]) throw new Error('newsletter: server.app.keys is not set');
  return keys[0];
}

/** The unsubscribe token of `email` (lower-cased): base64url HMAC-SHA256, stable for the address. */
function unsubscribeToken(email: string): string {
  return createHmac('sha256', tokenKey()).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}

/** The 400 of an unknown, used or expired link, in the caller's language. */
function linkInvalid(locale: Locale): ApiError {
  return new ApiError(400, 'NewsletterLinkInvalid', t(locale, 'newsletter.linkInvalid'));
}

const service = () => ({
  /**
   * The unsubscribe link and headers of a newsletter e-mail to `email` (see the module's "Mailings").
   * @param email - the subscriber's address (lower-cased, as stored)
   */
  mailing(email: string): MailingLinks {
    const token = unsubscribeToken(email);
    const oneClickUrl = `${siteUrl()}/api/client/newsletter/one-click?token=${encodeURIComponent(token)}`;
    return {
      unsubscribeUrl: `${siteUrl()}/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      oneClickUrl,
      headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  },

  /**
   * Queue one newsletter e-mail to a subscriber in the outbox (lib/outbox), in the subscriber's language,
   * with the unsubscribe link (handed to `build` for the content) and the `List-Unsubscribe` headers.
   * @param subscriber - address and language of the e-mails
   * @param build - the template, given the mailing's links
   * @param options.priority - sending order (default: transactional; campaigns pass the bulk priority)
   * @param options.unsolicited - whether the daily cap of unsolicited e-mails applies (default: by template;
   *   campaigns to confirmed subscribers pass `false`)
   * @param options.notBefore - not sent before this instant (epoch ms; a campaign's throttled or scheduled e-mails)
   * @returns `queued`, or `withheld` past the address's daily cap of unsolicited e-mails
   */
  async queueToSubscriber(
    subscriber: { email: string; mail_locale: Locale },
    build: (links: MailingLinks) => MailTemplate,
    options: Pick<EnqueueMailOptions, 'priority' | 'related' | 'unsolicited' | 'notBefore'> = {},
  ): Promise<EnqueueOutcome> {
    const links = this.mailing(subscriber.email);
    // After a change of the application key the token changes too: the row follows, so this e-mail's link works.
    const hash = sha256(unsubscribeToken(subscriber.email));
    await strapi.db.query(NEWSLETTER_SUBSCRIBER).updateMany({ where: { email: subscriber.email, unsubscribe_token_hash: { $ne: hash } }, data: { unsubscribe_token_hash: hash } });
    return enqueueMail(subscriber.email, subscriber.mail_locale, build(links), { headers: links.headers, ...options });
  },

  /**
   * `POST /client/newsletter`: subscribe `email` (double opt-in; see the module's "Subscribing"). Returns
   * once the row is written; the confirmation e-mail, if any, leaves in the background.
   * @param email - the address, lower-cased
   * @param mailLocale - language of the e-mails
   * @param ip - the client IP, kept as proof of consent
   */
  async subscribe(email: string, mailLocale: Locale, ip: string): Promise<void> {
    const query = strapi.db.query(NEWSLETTER_SUBSCRIBER);
    let row = (await query.findOne({ where: { email } })) as SubscriberRow | null;
    if (row?.status === 'confirmed') return;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const data = {
      status: 'pending' as const,
      mail_locale: mailLocale,
      confirm_token_hash: sha256(token),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MINUTES * 60_000),
      consent_at: now,
      consent_ip: ip.slice(0, 64),
      consent_version: NEWSLETTER_CONSENT_VERSION,
      confirmed_at: null,
      unsubscribed_at: null,
    };
    if (!row) {
      try {
        await query.create({ data: { email, unsubscribe_token_hash: sha256(unsubscribeToken(email)), ...data } });
      } catch (error) {
        // The same address submitted twice at once: the other submission stored it first.
        row = (await query.findOne({ where: { email } })) as SubscriberRow | null;
        if (!row) throw error;
        if (row.status === 'confirmed') return;
      }
    }
    if (row) await query.update({ where: { id: row.id }, data });
    await this.queueToSubscriber({ email, mail_locale: mailLocale }, ({ unsubscribeUrl }) => ({
      name: 'newsletter-confirm',
      confirmUrl: `${siteUrl()}/newsletter/confirm/${token}`,
      expiresInMinutes: CONFIRM_TTL_MINUTES,
      unsubscribeUrl,
    }));
  },

  /**
   * `POST /client/newsletter/confirm`: confirm the subscription of the confirmation link's `token`.
   * @throws ApiError 400 `NewsletterLinkInvalid` for an unknown, used or expired token
   */
  async confirm(token: string, locale: Locale): Promise<SubscriberStatus> {
    const hash = sha256(token);
    const query = strapi.db.query(NEWSLETTER_SUBSCRIBER);
    const row = (await query.findOne({ where: { confirm_token_hash: hash } })) as SubscriberRow | null;
    if (!row || row.status !== 'pending' || !row.confirm_expires_at || new Date(row.confirm_expires_at).getTime() < clock.ms()) throw linkInvalid(locale);
    // One conditional update: of two uses of the same link at once, only one finds the token.
    const { count } = await query.updateMany({
      where: { id: row.id, confirm_token_hash: hash, status: 'pending' },
      data: { status: 'confirmed', confirmed_at: clock.now(), confirm_token_hash: null, confirm_expires_at: null },
    });
    if (count !== 1) throw linkInvalid(locale);
    await services.consents().recordNewsletter(row.email, 'given', row.consent_version ?? null);
    return 'confirmed';
  },

  /**
   * `POST /client/newsletter/unsubscribe` and the one-click POST: unsubscribe the address of `token`
   * (again: it stays unsubscribed). A pending confirmation link stops working; the campaign e-mails not
   * sent yet to the address are withdrawn.
   * @throws ApiError 400 `NewsletterLinkInvalid` for an unknown token
   */
  async unsubscribe(token: string, locale: Locale): Promise<SubscriberStatus> {
    const query = strapi.db.query(NEWSLETTER_SUBSCRIBER);
    const row = (await query.findOne({ where: { unsubscribe_token_hash: sha256(token) } })) as SubscriberRow | null;
    if (!row) throw linkInvalid(locale);
    if (row.status !== 'unsubscribed') {
      await query.update({ where: { id: row.id }, data: { status: 'unsubscribed', unsubscribed_at: clock.now(), confirm_token_hash: null, confirm_expires_at: null } });
      // A confirmed subscription's consent is withdrawn (a pending one was never given).
      if (row.status === 'confirmed') await services.consents().recordNewsletter(row.email, 'withdrawn', row.consent_version ?? null);
    }
    await services.newsletterCampaigns().withdraw(row.email);
    return 'unsubscribed';
  },
});

/** The newsletter service's type. */
export type NewsletterService = ReturnType<typeof service>;

export default service;
