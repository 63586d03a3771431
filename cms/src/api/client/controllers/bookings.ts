/**
 * Client bookings (issue 5 §2–§5; docs/api-bookings.md "Time slots", "Bookings (client)"): thin
 * controllers over `api::booking.bookings`; the caller is `ctx.state.account` (`global::signed-in`).
 */
import { badRequest } from '../../../lib/http-errors';
import { ownClientProfile } from '../../../lib/client-profile';
import { idempotent } from '../../../lib/idempotency';
import type { Locale } from '../../../lib/messages';
import { t } from '../../../lib/messages';
import { listBody } from '../../../lib/pagination';
import { messageKey, paginationParams, requestBody, validate, z } from '../../../lib/validation';
import { queryParams } from '../../../lib/query-params';
import type { Actor } from '../../booking/services/bookings';

const bookings = () => strapi.service('api::booking.bookings') as any;
const locale = (ctx: any): Locale => ctx.state.locale;
const MAX_RANGE_DAYS = 62;

/** An ISO 8601 instant with an explicit offset or `Z` → Date. */
export const instantField = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), messageKey('booking.instant'))
  .transform((value) => new Date(value));

const documentId = z.string().min(1).max(64);
/** Query parameters of the booking lists (client and consultant), declared on their routes. */
const listQuery = { when: z.enum(['upcoming', 'past']).default('upcoming'), ...paginationParams(10, 50) };
/** Query parameters of the time slots, declared on their route. */
export const slotsQuery = { from: instantField.optional(), to: instantField.optional() };

/** The signed-in client as an {@link Actor}, with the profile row. */
async function client(ctx: any): Promise<{ actor: Actor; profile: any }> {
  const profile = await ownClientProfile(ctx.state.account.id, locale(ctx), { user: true });
  return { actor: { role: 'client', userId: ctx.state.account.id, profile }, profile };
}

export { client as clientActor, listQuery, documentId };

export default {
  /** GET /api/client/consultants/:id/slots?from=&to= (public). */
  async slots(ctx: any) {
    const query = queryParams(ctx, slotsQuery);
    const from = query.from ?? new Date();
    const to = query.to ?? new Date(from.getTime() + 14 * 86_400_000);
    if (to <= from || to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000) {
      throw badRequest(t(locale(ctx), 'validation.query'), { fieldErrors: { to: [t(locale(ctx), 'booking.range', { days: MAX_RANGE_DAYS })] } });
    }
    ctx.body = await bookings().slots(String(ctx.params.id), from, to, locale(ctx));
  },

  /** GET /api/client/consultants/:id/quote: the signed-in client's price for its next booking with the consultant. */
  async quote(ctx: any) {
    const id = validate(documentId, String(ctx.params.id ?? ''), locale(ctx), 'validation.failed');
    const { profile } = await client(ctx);
    ctx.body = { data: await bookings().quote(profile, id, locale(ctx)) };
  },

  /** POST /api/client/apply-coupon `{ consultantId, code }`. */
  async applyCoupon(ctx: any) {
    const body = validate(z.object({ consultantId: documentId, code: z.string().trim().min(1).max(32) }), requestBody(ctx), locale(ctx));
    const { profile } = await client(ctx);
    ctx.body = { data: await bookings().applyCoupon(profile, body.consultantId, body.code, locale(ctx)) };
  },

  /** POST /api/client/bookings `{ consultantId, start, couponCode? }` with an optional `Idempotency-Key`. */
  async create(ctx: any) {
    const raw = requestBody(ctx);
    const { profile } = await client(ctx);
    const key = ctx.request.header['idempotency-key'];
    const answer = await idempotent(ctx.state.account.id, key, { path: ctx.path, body: raw }, locale(ctx), async () => {
      const body = validate(z.object({ consultantId: documentId, start: instantField, couponCode: z.string().trim().max(32).optional().or(z.literal('')) }), raw, locale(ctx));
      const data = await bookings().create(profile, { consultantId: body.consultantId, start: body.start, couponCode: body.couponCode || undefined }, locale(ctx));
      return { status: 201, body: { data } };
    });
    ctx.status = answer.status;
    ctx.body = answer.body;
  },

  /** GET /api/client/bookings?when=upcoming|past&page=&pageSize=. */
  async list(ctx: any) {
    const query = queryParams(ctx, listQuery);
    const { actor } = await client(ctx);
    const { rows, total } = await bookings().list(actor, query.when, query.page, query.pageSize);
    ctx.body = listBody(rows, query.page, query.pageSize, total);
  },

  /** GET /api/client/bookings/by-token/:token. */
  async byToken(ctx: any) {
    const { actor } = await client(ctx);
    ctx.body = { data: await bookings().byToken(actor, String(ctx.params.token).slice(0, 64), locale(ctx)) };
  },

  /** POST /api/client/bookings/:id/cancel `{ reason? }`. */
  async cancel(ctx: any) {
    const body = validate(z.object({ reason: z.string().trim().max(1000).optional() }), requestBody(ctx), locale(ctx));
    const { actor } = await client(ctx);
    ctx.body = { data: await bookings().cancel(actor, String(ctx.params.id), body.reason, locale(ctx)) };
  },

  /** POST /api/client/bookings/:id/reschedule `{ start }`. */
  async reschedule(ctx: any) {
    const body = validate(z.object({ start: instantField }), requestBody(ctx), locale(ctx));
    const { actor } = await client(ctx);
    ctx.body = { data: await bookings().reschedule(actor, String(ctx.params.id), body.start, locale(ctx)) };
  },
};
