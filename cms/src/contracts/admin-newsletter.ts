/**
 * The newsletter in the back office (spec §1 "a newsletter"; docs/api-engagement.md "Newsletter",
 * docs/messaging.md "Newsletter campaigns"):
 *
 * - the read-only admin resource `newsletter-subscribers` (list, show, delete for good on an erasure
 *   request; no create, no edit);
 * - the admin resource `newsletter-campaigns` (subject and Markdown body as `{ fr, en }`; list, show,
 *   create, edit and delete while a draft) and its actions: `POST /newsletter-campaigns/preview` (both
 *   languages as the subscribers will see them), `POST /newsletter-campaigns/:id/test` (to the signed-in
 *   admin) and `POST /newsletter-campaigns/:id/send` `{ at? }` (once, now or from a set time).
 *
 * @module contracts/admin-newsletter
 */
import { z } from 'zod';
import { ApiErrorBody, checkMessage, Instant, InstantInput, Locale, orNull } from './common';
import { localizedText, localizedValue, ResourceId } from './admin-dialect';
import { DateBound } from './admin-people';
import { SubscriberStatus } from './newsletter';
import { route } from './route';

/** Reference-page group of the back office's subscriber list. */
export const NEWSLETTER_ADMIN_TAG = 'Newsletter subscribers (admin)';

/** A subscriber as the back office lists it, with the proof of consent. */
export const NewsletterSubscriberRecord = z
  .object({
    id: z.string(),
    email: z.string(),
    status: SubscriberStatus,
    /** language of the e-mails */
    mail_locale: Locale,
    /** when the address was (last) submitted on the form */
    consent_at: orNull(Instant),
    /** client IP of that submission */
    consent_ip: z.string().nullable(),
    /** version of the consent wording shown then */
    consent_version: z.string().nullable(),
    confirmed_at: orNull(Instant),
    unsubscribed_at: orNull(Instant),
    createdAt: Instant,
  })
  .meta({ id: 'NewsletterSubscriberRecord' });

/** Filters of the subscriber list: status, language and `createdAt_gte` / `createdAt_lte` (plus `q` on the address). */
export const newsletterSubscriberFilters = {
  status: { kind: 'equals', schema: SubscriberStatus },
  mail_locale: { kind: 'equals', schema: Locale },
  createdAt: { kind: 'range', schema: DateBound },
} as const;

// Campaigns ----------------------------------------------------------------------------------------

/** Reference-page group of the back office's newsletter campaigns. */
export const NEWSLETTER_CAMPAIGN_TAG = 'Newsletter campaigns (admin)';

/**
 * Where a campaign is: `draft` (written, editable, never sent), `scheduled` (its sending starts at
 * `send_at`), `sending` (its e-mails are leaving, throttled), `sent` (every e-mail sent or given up).
 */
export const CampaignStatus = z.enum(['draft', 'scheduled', 'sending', 'sent']);

/** A campaign as the back office lists it: subject and Markdown body per language, and its sending. */
export const NewsletterCampaignRecord = z
  .object({
    id: z.string(),
    subject: localizedValue(z.string()),
    /** Markdown */
    body: localizedValue(z.string()),
    status: CampaignStatus,
    /** when the sending starts (or started); `null` for a draft */
    send_at: orNull(Instant),
    /** confirmed subscribers it was queued for; `null` for a draft */
    recipients: z.number().int().nullable(),
    /** e-mail address of the admin who sent it */
    sent_by: z.string().nullable(),
    /** when its last e-mail was sent or given up */
    finished_at: orNull(Instant),
    createdAt: Instant,
    updatedAt: Instant,
  })
  .meta({ id: 'NewsletterCampaignRecord' });

/**
 * What became of a campaign's e-mails (one per recipient, in the outbox): `queued` (waiting for their
 * time, throttled), `sent`, `failed` (the last attempt failed: retried with growing delays, then given
 * up), and `unsubscribed`: subscribers who unsubscribed since the sending started (whatever their reason).
 */
export const NewsletterCampaignCounts = z
  .object({
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    unsubscribed: z.number().int(),
  })
  .meta({ id: 'NewsletterCampaignCounts' });

/** A campaign's page: the record and its counts. */
export const NewsletterCampaignDetail = NewsletterCampaignRecord.extend({ counts: NewsletterCampaignCounts }).meta({ id: 'NewsletterCampaignDetail' });

/** A subject or body of one language. */
const campaignText = (max: number) => z.string().trim().min(1).max(max);

/**
 * A campaign as the back office writes it: the French subject and body are required; the English ones
 * go together (both or neither: without them, English subscribers get the French campaign).
 */
export const NewsletterCampaignInput = z
  .object({
    subject: localizedText(campaignText(200)),
    /** Markdown */
    body: localizedText(campaignText(50_000)),
  })
  .strict()
  .superRefine((value, issue) => {
    const subject = Boolean(value.subject.en);
    const body = Boolean(value.body.en);
    if (subject && !body) issue.addIssue({ code: 'custom', path: ['body', 'en'], ...checkMessage('validation.required') });
    if (body && !subject) issue.addIssue({ code: 'custom', path: ['subject', 'en'], ...checkMessage('validation.required') });
  })
  .meta({ id: 'NewsletterCampaignInput' });

/** Filters of the campaign list: status (plus `q` on the subjects). */
export const newsletterCampaignFilters = {
  status: { kind: 'equals', schema: CampaignStatus },
} as const;

/** Fields the campaign list can be sorted by. */
export const NEWSLETTER_CAMPAIGN_SORTABLE = ['createdAt', 'updatedAt', 'status', 'send_at', 'subject'] as const;

/** One language of a campaign's preview, as its subscribers will see it. */
export const NewsletterCampaignMailPreview = z
  .object({
    /** the language of the content: `fr` for English subscribers when the campaign has no English side */
    content_locale: Locale,
    subject: z.string(),
    /** the whole e-mail's HTML document */
    html: z.string(),
    /** the plain-text part */
    text: z.string(),
  })
  .meta({ id: 'NewsletterCampaignMailPreview' });

/** The preview of a campaign for its French and its English subscribers. */
export const NewsletterCampaignPreview = z.object({ fr: NewsletterCampaignMailPreview, en: NewsletterCampaignMailPreview }).meta({ id: 'NewsletterCampaignPreview' });

const campaignError = (description: string) => ({ description, schema: ApiErrorBody });

/** The back office's actions on campaigns beside the resource, `api::admin-panel.newsletter-campaigns`. */
export const newsletterCampaignActionRoutes = {
  preview: route({
    method: 'POST',
    path: '/admin-panel/newsletter-campaigns/preview',
    summary: 'Render a campaign (saved or not) as its French and English subscribers will receive it',
    description:
      'Body: the campaign’s `subject` and `body` (as `NewsletterCampaignInput`). Answers both e-mails, rendered by the same template as the ones sent, with the signed-in admin’s own unsubscribe link; ' +
      'English subscribers get the French campaign when its English side is empty (`content_locale: "fr"`).',
    tag: NEWSLETTER_CAMPAIGN_TAG,
    access: 'signed-in',
    body: NewsletterCampaignInput,
    responses: { 200: { description: 'The two e-mails', schema: NewsletterCampaignPreview } },
  }),
  test: route({
    method: 'POST',
    path: '/admin-panel/newsletter-campaigns/:id/test',
    summary: 'Send a campaign to the signed-in admin’s own address, marked as a test',
    description:
      'Body `{ locale? }`: the language of the test; without it, the campaign in French and (when it has an English side) in English. The e-mails go through the outbox at once, ' +
      'whatever the campaign’s status; subscribers get nothing. Answers the campaign.',
    tag: NEWSLETTER_CAMPAIGN_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: z.object({ locale: Locale.optional() }).strict(),
    responses: { 200: { description: 'The campaign', schema: NewsletterCampaignDetail } },
  }),
  send: route({
    method: 'POST',
    path: '/admin-panel/newsletter-campaigns/:id/send',
    summary: 'Send a draft campaign to the confirmed subscribers, now or from a set time',
    description:
      'Body `{ at? }`: when the sending starts (ISO 8601, in the future; default now). One e-mail per subscriber confirmed at this moment is queued in the outbox, each in the ' +
      'subscriber’s language (French when the campaign has no English side), with the unsubscribe link and the one-click `List-Unsubscribe` headers, spread over time at ' +
      '`NEWSLETTER_RATE_PER_MINUTE` e-mails a minute (default 60). A subscriber who unsubscribes before their e-mail leaves does not get it. A campaign is sent once: ' +
      'a second send answers 409 `CampaignAlreadySent`; and it can then no longer be changed or deleted.',
    tag: NEWSLETTER_CAMPAIGN_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: z.object({ at: InstantInput.optional() }).strict(),
    responses: {
      200: { description: 'The campaign, `scheduled` or `sending`', schema: NewsletterCampaignDetail },
      400: campaignError('`ValidationError`: `at` is not in the future'),
      409: campaignError('`CampaignAlreadySent`: the campaign was already sent or scheduled'),
    },
  }),
};
