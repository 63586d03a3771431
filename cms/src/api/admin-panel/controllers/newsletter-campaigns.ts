/**
 * The back office's actions on newsletter campaigns (contracts/admin-newsletter
 * `newsletterCampaignActionRoutes`): preview in both languages, a test to the signed-in admin, and the
 * one send, now or from a set time. The list, the record and its edits come from the admin resource
 * (../resources/newsletter-campaigns.ts); the `api::newsletter-campaign.campaigns` service does the work.
 */
import { newsletterCampaignActionRoutes as routes } from '../../../contracts/admin-newsletter';
import { notFound } from '../../../lib/http-errors';
import { accountOf, localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { t } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { campaignDetail, campaignDocument } from '../resources/newsletter-campaigns';

/** The campaign's page after an action. @throws ApiError 404 */
async function detailOf(ctx: ApiContext, documentId: string) {
  const document = await campaignDocument(documentId);
  if (!document) throw notFound(t(localeOf(ctx), 'admin.notFound'));
  return campaignDetail(document);
}

export default {
  /** `POST /admin-panel/newsletter-campaigns/preview` → `200` both languages as subscribers will see them */
  async preview(ctx: ApiContext) {
    const body = readBody(ctx, routes.preview);
    const content = {
      subject: { fr: body.subject.fr, en: body.subject.en || null },
      body: { fr: body.body.fr, en: body.body.en || null },
    };
    reply(ctx, routes.preview, 200, await services.newsletterCampaigns().preview(content, accountOf(ctx).email));
  },

  /** `POST /admin-panel/newsletter-campaigns/:id/test` → `200` the campaign (the test e-mails are queued) */
  async test(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.test, 'admin.notFound');
    const { locale } = readBody(ctx, routes.test);
    const sent = await services.newsletterCampaigns().sendTest(id, accountOf(ctx).email, locale);
    if (!sent) throw notFound(t(localeOf(ctx), 'admin.notFound'));
    reply(ctx, routes.test, 200, (await detailOf(ctx, id)) as never);
  },

  /** `POST /admin-panel/newsletter-campaigns/:id/send` `{ at? }` → `200` the campaign, scheduled or sending */
  async send(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.send, 'admin.notFound');
    const { at } = readBody(ctx, routes.send);
    const found = await services.newsletterCampaigns().send(id, { at, by: accountOf(ctx).email, locale });
    if (!found) throw notFound(t(locale, 'admin.notFound'));
    reply(ctx, routes.send, 200, (await detailOf(ctx, id)) as never);
  },
};
