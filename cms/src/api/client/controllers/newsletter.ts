/**
 * The newsletter of the public site (spec §1 "a newsletter"; contracts/newsletter): the footer form,
 * the confirmation and unsubscribe pages' buttons, and the one-click unsubscription of mail clients.
 * The work is in the `api::newsletter-subscriber.newsletter` service.
 */
import { newsletterRoutes as routes } from '../../../contracts/newsletter';
import { localeOf, readBody, readQuery, reply, type ApiContext } from '../../../lib/http';
import { t } from '../../../lib/messages';
import { consume, limitPublicPost } from '../../../lib/rate-limit';
import { services } from '../../../lib/services';

export default {
  /** `POST /api/client/newsletter` `{ email, locale? }` → `202 { data: { message } }`, the same for every address. */
  async subscribe(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const input = readBody(ctx, routes.subscribe);
    await limitPublicPost(locale, 'newsletter', ctx.get('x-altcha') || undefined, [
      ['newsletterPerIp', ctx.ip],
      ['newsletterPerEmail', input.email],
    ]);
    await services.newsletter().subscribe(input.email, input.locale ?? locale, ctx.ip);
    reply(ctx, routes.subscribe, 202, { data: { message: t(locale, 'newsletter.checkInbox') } });
  },

  /** `POST /api/client/newsletter/confirm` `{ token }` → `200 { data: { status: 'confirmed' } }`. */
  async confirm(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { token } = readBody(ctx, routes.confirm);
    await consume(locale, [['newsletterLinkPerIp', ctx.ip]], { message: 'newsletter.tooMany' });
    reply(ctx, routes.confirm, 200, { data: { status: await services.newsletter().confirm(token, locale) } });
  },

  /** `POST /api/client/newsletter/unsubscribe` `{ token }` → `200 { data: { status: 'unsubscribed' } }`. */
  async unsubscribe(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { token } = readBody(ctx, routes.unsubscribe);
    await consume(locale, [['newsletterLinkPerIp', ctx.ip]], { message: 'newsletter.tooMany' });
    reply(ctx, routes.unsubscribe, 200, { data: { status: await services.newsletter().unsubscribe(token, locale) } });
  },

  /** `POST /api/client/newsletter/one-click?token=…` body `List-Unsubscribe=One-Click` (RFC 8058, no `x-api-key`). */
  async oneClick(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { token } = readQuery(ctx, routes.oneClick);
    readBody(ctx, routes.oneClick);
    await consume(locale, [['newsletterLinkPerIp', ctx.ip]], { message: 'newsletter.tooMany' });
    reply(ctx, routes.oneClick, 200, { data: { status: await services.newsletter().unsubscribe(token, locale) } });
  },
};
