/**
 * The client's reviews of attended sessions and the public reviews of a consultant (docs/api-reviews.md;
 * contract: `contracts/reviews.ts`). Thin: `api::review.reviews` does the work.
 */
import { clientReviewRoutes as routes } from '../../../contracts/reviews';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { ownClientProfile } from '../../../lib/client-profile';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';
import type { ClientRow } from '../../../lib/booking/rows';

const reviews = () => services.reviews();

/** The signed-in client's profile row. @throws ApiError 404 when the account has no client profile */
const client = async (ctx: ApiContext) => (await ownClientProfile(accountOf(ctx).id, localeOf(ctx))) as ClientRow;

export default {
  /** `GET /client/bookings/:id/review`: whether the client may review the booking, and its review once written. */
  async eligibility(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.eligibility, 'booking.notFound');
    reply(ctx, routes.eligibility, 200, { data: await reviews().eligibility(await client(ctx), id, locale) });
  },

  /** `POST /client/bookings/:id/review` → 201 the review. */
  async create(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.create, 'booking.notFound');
    const input = readBody(ctx, routes.create);
    const profile = await client(ctx);
    reply(ctx, routes.create, 201, { data: await reviews().create(profile, id, { rating: input.rating, text: input.text, locale: input.locale ?? locale }, locale) });
  },

  /** `GET /client/reviews`: the client's own reviews, hidden ones with the reason. */
  async mine(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const query = readQuery(ctx, routes.mine);
    const { data, total } = await reviews().mine(await client(ctx), query.page, query.pageSize, locale);
    reply(ctx, routes.mine, 200, listBody(data, query.page, query.pageSize, total));
  },

  /** `GET /client/consultants/:id/reviews` (public): a visible consultant's reviews and rating. */
  async ofConsultant(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.ofConsultant, 'notFound.consultant');
    const query = readQuery(ctx, routes.ofConsultant);
    const { data, total, rating } = await reviews().ofConsultant(id, query.page, query.pageSize, locale);
    const body = listBody(data, query.page, query.pageSize, total);
    reply(ctx, routes.ofConsultant, 200, { ...body, meta: { ...body.meta, rating } });
  },
};
