/**
 * Moderation of reviews in the back office (contracts/reviews `reviewActionRoutes`): hide one from the
 * public and from the consultant's rating with a reason its author reads, or show it again. The
 * `api::review.reviews` service does the work; the answer is the review's record (../resources/reviews.ts).
 */
import { reviewActionRoutes as routes } from '../../../contracts/reviews';
import { notFound } from '../../../lib/http-errors';
import { localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { t } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { reviewRecord } from '../resources/reviews';

export default {
  /** `POST /admin-panel/reviews/:id/hide` `{ reason }` → 200 the review, hidden */
  async hide(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.hide, 'admin.notFound');
    const { reason } = readBody(ctx, routes.hide);
    const row = await services.reviews().setHidden(id, reason);
    if (!row) throw notFound(t(locale, 'admin.notFound'));
    reply(ctx, routes.hide, 200, reviewRecord(row));
  },

  /** `POST /admin-panel/reviews/:id/unhide` `{}` → 200 the review, public again */
  async unhide(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.unhide, 'admin.notFound');
    readBody(ctx, routes.unhide);
    const row = await services.reviews().setHidden(id, null);
    if (!row) throw notFound(t(locale, 'admin.notFound'));
    reply(ctx, routes.unhide, 200, reviewRecord(row));
  },
};
