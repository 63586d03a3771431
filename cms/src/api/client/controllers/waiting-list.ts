/**
 * Waiting list (spec §1 "waiting lists"; docs/api-engagement.md "Waiting list"): a visitor joins the
 * waiting list of a specialization in a country. At most 10 valid requests per IP and 5 per e-mail
 * address and hour (429 after), and past the waiting-list budget across all addresses a proof of work
 * (src/lib/rate-limit.ts). The answer is the same for a new entry and an updated one.
 */
import { waitingListRoutes as routes } from '../../../contracts/waiting-list';
import { localeOf, readBody, reply, type ApiContext } from '../../../lib/http';
import { t } from '../../../lib/messages';
import { limitPublicPost } from '../../../lib/rate-limit';
import { services } from '../../../lib/services';

export default {
  /** `POST /api/client/waiting-list` `{ role, email, name, country, specialization, locale? }` → `201 { data: { message } }` */
  async join(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const input = readBody(ctx, routes.join);
    await limitPublicPost(locale, 'waitingList', ctx.get('x-altcha') || undefined, [
      ['waitingListPerIp', ctx.ip],
      ['waitingListPerEmail', input.email],
    ]);
    await services.waitingList().join(input, locale);
    reply(ctx, routes.join, 201, { data: { message: t(input.locale ?? locale, 'waitingList.received') } });
  },
};
