/**
 * The free starter kit and brochure (spec §1; contracts/starter-kit): stores a visitor's request with
 * its e-mail queued in the outbox and answers 202 at once; the outbox sends it with the two PDF files
 * (a failure is retried with growing delays). At most 3 requests per e-mail address a day and 10 per client address an hour
 * (429 after), and past the starter-kit budget across all addresses a proof of work
 * (src/lib/rate-limit.ts).
 */
import { starterKitRoutes as routes } from '../../../contracts/starter-kit';
import { localeOf, readBody, reply, type ApiContext } from '../../../lib/http';
import { limitPublicPost } from '../../../lib/rate-limit';
import { services } from '../../../lib/services';

export default {
  /** `POST /api/client/starter-kit` `{ name, email, locale }` → `202 { data: { id } }` */
  async create(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const input = readBody(ctx, routes.create);
    await limitPublicPost(locale, 'starterKits', ctx.get('x-altcha') || undefined, [
      ['starterKitPerEmail', input.email],
      ['starterKitPerIp', ctx.ip],
    ]);
    const id = await services.starterKits().create(input, ctx.ip);
    reply(ctx, routes.create, 202, { data: { id } });
  },
};
