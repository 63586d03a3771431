/**
 * Newsletter campaigns (spec §1 "a newsletter"; contracts/admin-newsletter `NewsletterCampaignRecord`;
 * docs/messaging.md "Newsletter campaigns"): subject and Markdown body per language (`{ fr, en }`, stored
 * as the fr and en locales of one document), listed with their status and sending, filtered by status,
 * searched in their subjects and bodies. A campaign is created, changed and deleted while a draft; once
 * sent (or scheduled) it is kept as it was sent (409 `CampaignNotDraft`). Its page adds what became of
 * its e-mails (`counts`). Preview, test and send are actions beside it (../controllers/newsletter-campaigns.ts).
 */
import {
  CampaignStatus,
  NEWSLETTER_CAMPAIGN_SORTABLE,
  NEWSLETTER_CAMPAIGN_TAG,
  NewsletterCampaignDetail,
  NewsletterCampaignInput,
  NewsletterCampaignRecord,
  newsletterCampaignFilters,
} from '../../../contracts/admin-newsletter';
import { defaultRecord, defineAdminResource, type ResourceDocument, type ResourceRow } from '../../../lib/admin-resource';
import { NEWSLETTER_CAMPAIGN } from '../../../lib/content-types';
import { ApiError } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { clock } from '../../../contracts/clock';

const LOCALIZED = ['subject', 'body'] as const;

/** 409 on a change or delete of a campaign that left `draft`. */
function refuseUnlessDraft(document: ResourceDocument, locale: Locale): void {
  if (document.row.status !== 'draft') throw new ApiError(409, 'CampaignNotDraft', t(locale, 'newsletter.campaignNotDraft'));
}

/**
 * A campaign's list record: the stored fields, its status as of now (a `scheduled` campaign whose start
 * has come is `sending`).
 */
export function campaignRecord(document: ResourceDocument): Record<string, unknown> {
  const record = defaultRecord({ record: NewsletterCampaignRecord, localized: LOCALIZED }, document);
  const status = CampaignStatus.catch('draft').parse(record.status);
  const started = typeof record.send_at === 'string' && new Date(record.send_at).getTime() <= clock.ms();
  return { ...record, status: status === 'scheduled' && started ? 'sending' : status };
}

/** A campaign's page: its record and the counts of its e-mails. */
export async function campaignDetail(document: ResourceDocument): Promise<Record<string, unknown>> {
  const record = campaignRecord(document);
  return { ...record, counts: await services.newsletterCampaigns().counts(document.row.documentId, record.send_at as string | null) };
}

/** The campaign `documentId` as the resource loads it, or `null`. */
export async function campaignDocument(documentId: string): Promise<ResourceDocument | null> {
  const rows = (await strapi.db.query(NEWSLETTER_CAMPAIGN).findMany({ where: { documentId } })) as ResourceRow[];
  const fr = rows.find((row) => row.locale === 'fr');
  if (!fr) return null;
  const en = rows.find((row) => row.locale === 'en');
  return { row: fr, locales: { fr, ...(en ? { en } : {}) }, published: false, trashed: false };
}

export default defineAdminResource({
  name: 'newsletter-campaigns',
  noun: 'newsletter campaign',
  tag: NEWSLETTER_CAMPAIGN_TAG,
  uid: NEWSLETTER_CAMPAIGN,
  record: NewsletterCampaignRecord,
  detail: NewsletterCampaignDetail,
  input: NewsletterCampaignInput,
  trash: false,
  localized: LOCALIZED,
  search: ['subject', 'body'],
  sortable: NEWSLETTER_CAMPAIGN_SORTABLE,
  // In the order of a campaign's life, on every database (and `status` cannot be sorted by column).
  sortValues: { status: CampaignStatus.options },
  filters: newsletterCampaignFilters,
  filterWhere: { status: (value: string) => ({ status: value }) },
  toRecord: campaignRecord,
  toDetail: campaignDetail,
  toData(shared, { existing, locale }) {
    if (existing) refuseUnlessDraft(existing, locale);
    return shared;
  },
  beforeDelete: refuseUnlessDraft,
});
