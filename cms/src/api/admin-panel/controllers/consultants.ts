/**
 * Admin review of consultant profiles (docs/api-consultant.md "Admins"; contract: `contracts/admin.ts`):
 * approve, reject with a reason, and the active switch, each answering the full review record
 * (`GET /consultants/:id` is the `consultants` admin resource, ../resources/consultants.ts). Bare JSON
 * records (ra-data-simple-rest dialect, DESIGN §2); `:id` is the profile's documentId.
 */
import { consultantReviewRoutes as routes } from '../../../contracts/admin';
import { accountOf, localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import { consultantReview } from '../resources/consultants';

export default {
  /** Approve a submitted, complete profile, recording the items the admin ticked as checked (`verified`). */
  async approve(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.approve, 'notFound.consultant');
    const { verified = [] } = readBody(ctx, routes.approve);
    reply(ctx, routes.approve, 200, await consultantReview(await services.review().approve(id, localeOf(ctx), { verified, adminUserId: accountOf(ctx).id })));
  },

  /** Reject a submitted or approved profile with a reason. */
  async reject(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.reject, 'notFound.consultant');
    const body = readBody(ctx, routes.reject);
    reply(ctx, routes.reject, 200, await consultantReview(await services.review().reject(id, body, localeOf(ctx))));
  },

  /** Switch a profile active or inactive. */
  async setActive(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.setActive, 'notFound.consultant');
    const body = readBody(ctx, routes.setActive);
    reply(ctx, routes.setActive, 200, await consultantReview(await services.review().setActive(id, body, localeOf(ctx))));
  },
};
