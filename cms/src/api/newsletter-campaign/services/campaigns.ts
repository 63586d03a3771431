/**
 * Newsletter campaigns (spec §1 "a newsletter"; contracts/admin-newsletter; docs/messaging.md
 * "Newsletter campaigns"): an editor writes a campaign in the back office (subject and Markdown body in
 * French and, optionally, English), previews it, sends a test to their own address, then sends it once,
 * now or from a set time. Service `api::newsletter-campaign.campaigns`.
 *
 * - **Who gets it.** The subscribers confirmed when the send is asked for (never a pending or
 *   unsubscribed address), each in their language: English subscribers get the English side, or the
 *   French campaign when it has none. Every e-mail goes through the newsletter's mailing
 *   (`queueToSubscriber`): unsubscribe link in the content, one-click `List-Unsubscribe` headers.
 * - **How.** One outbox message per subscriber (lib/outbox, `related: campaign:<documentId>`), at the bulk
 *   priority (account codes and booking e-mails go first), not capped as unsolicited (the subscribers
 *   asked for it and confirmed), written in the transaction that marks the campaign sent: a campaign is
 *   queued whole or not at all, and once only (a conditional update from `draft`; a second send is
 *   refused with 409 `CampaignAlreadySent`).
 * - **When.** Throttled: the n-th message (from 0) is due {@link sendInterval}·n after the start, the
 *   start being now or the chosen time (`next_attempt_at`; the outbox worker only sends due messages):
 *   at most `NEWSLETTER_RATE_PER_MINUTE` (default {@link DEFAULT_RATE_PER_MINUTE}) e-mails a minute per
 *   campaign. A subscriber who unsubscribes before their message leaves is withdrawn from it ({@link withdraw}).
 * - **Status.** `draft` until sent; then `scheduled` (start in the future) or `sending`; `sent` once no
 *   message of the campaign waits any more (each outcome of the outbox is checked: {@link settle}). A
 *   campaign that left `draft` can no longer be changed or deleted.
 */
import { NEWSLETTER_CAMPAIGN, NEWSLETTER_SUBSCRIBER, OUTBOX, type Row } from '../../../lib/content-types';
import { ApiError, badRequest } from '../../../lib/http-errors';
import { renderForSending } from '../../../lib/mail';
import type { MailTemplate } from '../../../lib/mail/templates';
import { t, type Locale } from '../../../lib/messages';
import { onOutboxOutcome, PRIORITY } from '../../../lib/outbox';
import { services } from '../../../lib/services';
import { writeTransaction } from '../../../lib/transactions';
import { clock } from '../../../contracts/clock';

/** The template of a campaign's e-mails. */
export const CAMPAIGN_TEMPLATE = 'newsletter-campaign' as const;

/** E-mails of one campaign a minute unless `NEWSLETTER_RATE_PER_MINUTE` says otherwise. */
export const DEFAULT_RATE_PER_MINUTE = 60;

/**
 * The sending rate: `NEWSLETTER_RATE_PER_MINUTE` (a positive number), read at each send so an operator's
 * change applies without a restart, else {@link DEFAULT_RATE_PER_MINUTE}.
 * @returns e-mails a minute
 */
export function ratePerMinute(): number {
  const value = Number(process.env.NEWSLETTER_RATE_PER_MINUTE);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RATE_PER_MINUTE;
}

/** Milliseconds between two e-mails of a campaign (60,000 / the rate). */
export const sendInterval = (): number => 60_000 / ratePerMinute();

/** The outbox's `related` of a campaign's e-mails to subscribers. */
export const campaignRelated = (documentId: string) => `campaign:${documentId}`;
/** The outbox's `related` of a campaign's tests (not counted with its e-mails). */
const testRelated = (documentId: string) => `campaign-test:${documentId}`;

/** A campaign's stored row. */
export type CampaignRow = Row<typeof NEWSLETTER_CAMPAIGN>;

/** Subject and Markdown body per language (the English side empty, `null`, when not written). */
export interface CampaignContent {
  subject: Record<Locale, string | null>;
  body: Record<Locale, string | null>;
}

/** What became of a campaign's e-mails (contracts/admin-newsletter `NewsletterCampaignCounts`). */
export interface CampaignCounts {
  queued: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/** Whether the campaign has an English side (subject and body). */
const hasEnglish = (content: CampaignContent) => Boolean(content.subject.en?.trim() && content.body.en?.trim());

/**
 * The language of the campaign a subscriber of language `wanted` gets: theirs, or French when the
 * campaign has no English side.
 */
export function contentLocale(content: CampaignContent, wanted: Locale): Locale {
  return wanted === 'en' && hasEnglish(content) ? 'en' : 'fr';
}

/** The e-mail of the campaign in `locale` (which has content: see {@link contentLocale}). */
function campaignMail(content: CampaignContent, locale: Locale, unsubscribeUrl: string, test = false): MailTemplate {
  return {
    name: CAMPAIGN_TEMPLATE,
    subject: content.subject[locale] ?? content.subject.fr ?? '',
    body: content.body[locale] ?? content.body.fr ?? '',
    unsubscribeUrl,
    ...(test ? { test: true } : {}),
  };
}

/** The campaign's rows (one per language), or `null` when there is none. */
async function campaignRows(documentId: string): Promise<{ fr: CampaignRow; en?: CampaignRow } | null> {
  const rows = (await strapi.db.query(NEWSLETTER_CAMPAIGN).findMany({ where: { documentId } })) as CampaignRow[];
  const fr = rows.find((row) => row.locale === 'fr') ?? rows[0];
  if (!fr) return null;
  return { fr, en: rows.find((row) => row.locale === 'en') };
}

/** The content of a campaign's rows. */
function contentOf(rows: { fr: CampaignRow; en?: CampaignRow }): CampaignContent {
  return {
    subject: { fr: rows.fr.subject ?? null, en: rows.en?.subject ?? null },
    body: { fr: rows.fr.body ?? null, en: rows.en?.body ?? null },
  };
}

/** The statuses of a message still to be sent (a failed one is retried). */
const WAITING = ['queued', 'failed'];

const service = () => ({
  /**
   * The two e-mails of a campaign (saved or not) as its French and English subscribers will get them,
   * rendered as sent, with the unsubscribe link of `email` (the admin previewing it).
   * @param content - subject and body per language
   * @param email - the address whose unsubscribe link the preview shows
   * @returns per subscriber language: the content's language, subject, HTML document and plain text
   */
  async preview(content: CampaignContent, email: string) {
    const { unsubscribeUrl } = services.newsletter().mailing(email.toLowerCase());
    const one = async (wanted: Locale) => {
      const locale = contentLocale(content, wanted);
      const mail = await renderForSending(campaignMail(content, locale, unsubscribeUrl), locale);
      return { content_locale: locale, subject: mail.subject, html: mail.html, text: mail.text };
    };
    return { fr: await one('fr'), en: await one('en') };
  },

  /**
   * Send campaign `documentId` to the signed-in admin's own address, marked as a test, through the
   * outbox at once (transactional priority; subscribers get nothing; whatever the campaign's status).
   * @param email - the admin's address
   * @param locale - the test's language; without it, French and (when the campaign has one) English
   * @returns the languages sent, or `null` for an unknown campaign
   */
  async sendTest(documentId: string, email: string, locale?: Locale): Promise<Locale[] | null> {
    const rows = await campaignRows(documentId);
    if (!rows) return null;
    const content = contentOf(rows);
    const locales = [...new Set(locale ? [contentLocale(content, locale)] : (['fr', 'en'] as const).map((wanted) => contentLocale(content, wanted)))];
    await writeTransaction(async () => {
      for (const each of locales) {
        await services.newsletter().queueToSubscriber({ email: email.toLowerCase(), mail_locale: each }, ({ unsubscribeUrl }) => campaignMail(content, each, unsubscribeUrl, true), {
          priority: PRIORITY.transactional,
          related: testRelated(documentId),
          unsolicited: false,
        });
      }
    });
    return locales;
  },

  /**
   * Send campaign `documentId` once to the subscribers confirmed now (see the module's rules), from `at`
   * or now: the campaign becomes `scheduled` or `sending` and one message per subscriber is queued,
   * throttled, in the same transaction.
   * @param options.at - when the sending starts (in the future), or now when absent
   * @param options.by - the admin's address, kept on the campaign
   * @param options.locale - the admin's language (messages)
   * @returns `false` for an unknown campaign
   * @throws ApiError 400 (`at` in the past), 409 `CampaignAlreadySent` (not a draft any more)
   */
  async send(documentId: string, { at, by, locale }: { at?: Date; by: string; locale: Locale }): Promise<boolean> {
    const now = clock.ms();
    if (at && at.getTime() <= now) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { at: [t(locale, 'newsletter.campaignAtPast')] } });
    const rows = await campaignRows(documentId);
    if (!rows) return false;
    const content = contentOf(rows);
    const start = at ? at.getTime() : now;
    await writeTransaction(async () => {
      const campaigns = strapi.db.query(NEWSLETTER_CAMPAIGN);
      // Once only: of two sends at once, one moves the campaign out of `draft`, the other finds nothing to move.
      const { count } = await campaigns.updateMany({
        where: { documentId, status: 'draft' },
        data: { status: at ? 'scheduled' : 'sending', send_at: new Date(start), sent_by: by.slice(0, 320) },
      });
      if (!count) throw new ApiError(409, 'CampaignAlreadySent', t(locale, 'newsletter.campaignAlreadySent'));
      const subscribers = (await strapi.db.query(NEWSLETTER_SUBSCRIBER).findMany({
        select: ['email', 'mail_locale'],
        where: { status: 'confirmed' },
        orderBy: { id: 'asc' },
      })) as { email: string; mail_locale: Locale }[];
      const interval = sendInterval();
      const newsletter = services.newsletter();
      for (const [index, subscriber] of subscribers.entries()) {
        const language = contentLocale(content, subscriber.mail_locale);
        await newsletter.queueToSubscriber({ email: subscriber.email, mail_locale: language }, ({ unsubscribeUrl }) => campaignMail(content, language, unsubscribeUrl), {
          priority: PRIORITY.bulk,
          related: campaignRelated(documentId),
          // Confirmed subscribers asked for it: never capped as unsolicited.
          unsolicited: false,
          notBefore: Math.round(start + index * interval),
        });
      }
      await campaigns.updateMany({
        where: { documentId },
        data: { recipients: subscribers.length, ...(subscribers.length ? {} : { status: 'sent', finished_at: new Date(now) }) },
      });
    });
    return true;
  },

  /**
   * What became of a campaign's e-mails: by outbox status, and the subscribers unsubscribed since the
   * sending started (all zero for a draft). A finished campaign answers the counts stored when it
   * finished: the outbox forgets sent messages after their retention period (docs/privacy.md).
   * @param sendAt - the campaign's `send_at`
   */
  async counts(documentId: string, sendAt: Date | string | null | undefined): Promise<CampaignCounts> {
    const related = campaignRelated(documentId);
    const outbox = strapi.db.query(OUTBOX);
    const [stored, queued, sent, failed, unsubscribed] = await Promise.all([
      strapi.db.query(NEWSLETTER_CAMPAIGN).findOne({ select: ['sent_count', 'failed_count'], where: { documentId, status: 'sent', sent_count: { $notNull: true } } }) as Promise<{
        sent_count: number;
        failed_count: number | null;
      } | null>,
      outbox.count({ where: { related, status: 'queued' } }),
      outbox.count({ where: { related, status: 'sent' } }),
      outbox.count({ where: { related, status: { $in: ['failed', 'dead'] } } }),
      sendAt ? strapi.db.query(NEWSLETTER_SUBSCRIBER).count({ where: { status: 'unsubscribed', unsubscribed_at: { $gte: new Date(sendAt) } } }) : Promise.resolve(0),
    ]);
    if (stored) return { queued: Number(queued), sent: Math.max(stored.sent_count, Number(sent)), failed: Math.max(stored.failed_count ?? 0, Number(failed)), unsubscribed: Number(unsubscribed) };
    return { queued: Number(queued), sent: Number(sent), failed: Number(failed), unsubscribed: Number(unsubscribed) };
  },

  /**
   * Bring a sent campaign's status up to date with its e-mails: `sent` (with `finished_at`) once none
   * waits any more, else `sending` once one of them has left.
   */
  async settle(documentId: string): Promise<void> {
    const waiting = await strapi.db.query(OUTBOX).count({ where: { related: campaignRelated(documentId), status: { $in: WAITING } } });
    const campaigns = strapi.db.query(NEWSLETTER_CAMPAIGN);
    if (Number(waiting) === 0) {
      // The final counts stay with the campaign: its outbox rows leave after their retention period.
      const related = campaignRelated(documentId);
      const [sent, failed] = await Promise.all([
        strapi.db.query(OUTBOX).count({ where: { related, status: 'sent' } }),
        strapi.db.query(OUTBOX).count({ where: { related, status: { $in: ['failed', 'dead'] } } }),
      ]);
      await campaigns.updateMany({
        where: { documentId, status: { $in: ['scheduled', 'sending'] } },
        data: { status: 'sent', finished_at: clock.now(), sent_count: Number(sent), failed_count: Number(failed) },
      });
    } else {
      await campaigns.updateMany({ where: { documentId, status: 'scheduled' }, data: { status: 'sending' } });
    }
  },

  /**
   * Withdraw the campaign e-mails not sent yet to `email` (it unsubscribed): those waiting in the
   * outbox and not being sent at this moment (a claimed one leaves).
   * @param email - the address, lower-cased as stored
   */
  async withdraw(email: string): Promise<void> {
    const now = clock.ms();
    const where = {
      template: CAMPAIGN_TEMPLATE,
      recipient: email,
      status: { $in: WAITING },
      related: { $startsWith: 'campaign:' },
      $or: [{ claimed_until: { $null: true } }, { claimed_until: { $lt: now } }],
    };
    const outbox = strapi.db.query(OUTBOX);
    const waiting = (await outbox.findMany({ select: ['id', 'related'], where })) as { id: number; related: string }[];
    if (!waiting.length) return;
    await outbox.deleteMany({ where: { ...where, id: { $in: waiting.map((row) => row.id) } } });
    for (const related of new Set(waiting.map((row) => row.related))) await this.settle(related.slice('campaign:'.length));
  },
});

// Each attempt of a campaign's e-mail may finish the campaign (tests are not counted).
onOutboxOutcome(CAMPAIGN_TEMPLATE, async ({ related }) => {
  if (related?.startsWith('campaign:')) await services.newsletterCampaigns().settle(related.slice('campaign:'.length));
});

/** The campaign service's type. */
export type NewsletterCampaignService = ReturnType<typeof service>;

export default service;
