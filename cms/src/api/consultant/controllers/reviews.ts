/**
 * The consultant's reviews and its one public answer to each (docs/api-reviews.md; contract:
 * `contracts/reviews.ts`). Thin: `api::review.reviews` does the work. Another consultant's review answers 404.
 */
import { consultantReviewListRoutes as routes } from '../../../contracts/reviews';
import { ownProfile } from '../../../lib/consultant-profile';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';

const reviews = () => services.reviews();

export default {
  /** `GET /consultant/reviews`: newest first, hidden ones marked, with the consultant's rating. */
  async list(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const query = readQuery(ctx, routes.list);
    const profile = await ownProfile(accountOf(ctx).id, locale);
    const { data, total, rating } = await reviews().ofOwnProfile(profile, query.page, query.pageSize, locale);
    const body = listBody(data, query.page, query.pageSize, total);
    reply(ctx, routes.list, 200, { ...body, meta: { ...body.meta, rating } });
  },

  /** `POST /consultant/reviews/:id/reply` → 201 the review with its answer; 409 the second time. */
  async reply(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.reply, 'review.notFound');
    const input = readBody(ctx, routes.reply);
    const profile = await ownProfile(accountOf(ctx).id, locale);
    reply(ctx, routes.reply, 201, { data: await reviews().reply(profile, id, input.text, locale) });
  },
};
