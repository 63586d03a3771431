/**
 * Client bookings (docs/api-bookings.md "Time slots", "Bookings (client)"; contract:
 * `contracts/bookings.ts`): thin controllers over the bookings service; the caller is the signed-in
 * client (`global::signed-in`), except for the public time slots.
 */
import { clientBookingRoutes as routes } from '../../../contracts/bookings';
import { badRequest } from '../../../lib/http-errors';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { ownClientProfile } from '../../../lib/client-profile';
import { idempotent } from '../../../lib/idempotency';
import { t } from '../../../lib/messages';
import { consume } from '../../../lib/rate-limit';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';
import type { Actor } from '../../booking/services/bookings';
import type { ClientRow } from '../../../lib/booking/rows';
import { clock } from '../../../contracts/clock';
import { moveToEarlierSlot, setEarlierSlotAlert } from '../../../lib/booking/earlier-slots';

const bookings = () => services.bookings();
const DAY_MS = 86_400_000;
/** Longest period of one slots request, in days. */
const MAX_RANGE_DAYS = 62;
/** Period of a slots request without `to`, in days. */
const DEFAULT_RANGE_DAYS = 14;

/**
 * The signed-in client as an {@link Actor}, with its profile row and, as its `user`, the account the
 * signed-in policy loaded (not read again).
 * @throws ApiError 404 when the account has no client profile
 */
async function client(ctx: ApiContext) {
  const account = accountOf(ctx);
  const userId = account.id;
  const profile = { ...(await ownClientProfile(userId, localeOf(ctx))), user: account } as ClientRow;
  const actor: Actor = { role: 'client', userId, profile };
  return { actor, profile };
}

export default {
  /** Free slots of a consultant in [`from`, `to`) (UTC), at most 62 days; 400 for a longer or reversed period. */
  async slots(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.slots, 'booking.consultantUnavailable');
    const query = readQuery(ctx, routes.slots);
    const from = query.from ?? clock.now();
    const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
    if (to <= from || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
      throw badRequest(t(locale, 'validation.query'), { fieldErrors: { to: [t(locale, 'booking.range', { days: MAX_RANGE_DAYS })] } });
    }
    reply(ctx, routes.slots, 200, await bookings().slots(id, from, to, locale));
  },

  /** Hold a free slot for a visitor (public; at most 30 holds per address and hour). */
  async hold(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const body = readBody(ctx, routes.hold);
    await consume(locale, [['slotHoldsPerIp', ctx.ip]]);
    reply(ctx, routes.hold, 201, { data: await bookings().hold({ consultantId: body.consultantId, start: body.start, holdToken: body.holdToken }, locale) });
  },

  /** The signed-in client's price for its next booking with the consultant. */
  async quote(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.quote, 'booking.consultantUnavailable');
    const { profile } = await client(ctx);
    reply(ctx, routes.quote, 200, { data: await bookings().quote(profile, id, localeOf(ctx)) });
  },

  /** The consultants whose free first consultation the signed-in client has used. */
  async freeFirstUsed(ctx: ApiContext) {
    const { profile } = await client(ctx);
    reply(ctx, routes.freeFirstUsed, 200, { data: await bookings().freeFirstUsed(profile) });
  },

  /** The price with a coupon; 400 `CouponInvalid` for an unusable one. */
  async applyCoupon(ctx: ApiContext) {
    const body = readBody(ctx, routes.applyCoupon);
    const { profile } = await client(ctx);
    reply(ctx, routes.applyCoupon, 200, { data: await bookings().applyCoupon(profile, body.consultantId, body.code, localeOf(ctx)) });
  },

  /**
   * Book a slot. With an `Idempotency-Key` header, a repeat of the same request gets the first answer
   * (also a stored 4xx); the body is validated inside, so that a refused body is replayed too.
   */
  async create(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const raw = ctx.request.body;
    const { profile } = await client(ctx);
    const header = ctx.request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header.join(', ') : header;
    const answer = await idempotent(accountOf(ctx).id, key, { path: ctx.path, body: raw }, locale, async () => {
      const body = readBody(ctx, routes.create);
      const data = await bookings().create(profile, { consultantId: body.consultantId, start: body.start, couponCode: body.couponCode || undefined, holdToken: body.holdToken }, locale);
      return { status: 201, body: { data } };
    });
    // A stored refusal is replayed as it was sent; a booking goes through the contract (shaped once:
    // what the contract's parse gives is the answer `reply` would send).
    const created = answer.status === 201 ? routes.create.responses[201].schema.safeParse(answer.body) : undefined;
    if (created?.success) {
      ctx.status = 201;
      ctx.body = created.data;
    } else {
      ctx.status = answer.status;
      ctx.body = answer.body;
    }
  },

  /** The signed-in client's bookings, one page. */
  async list(ctx: ApiContext) {
    const query = readQuery(ctx, routes.list);
    const { actor } = await client(ctx);
    const { rows, total } = await bookings().list(actor, query.when, query.page, query.pageSize);
    reply(ctx, routes.list, 200, listBody(rows, query.page, query.pageSize, total));
  },

  /** One of the client's bookings by its link token; 404 for anyone else's. */
  async byToken(ctx: ApiContext) {
    const { token } = readParams(ctx, routes.byToken, 'booking.notFound');
    const { actor } = await client(ctx);
    reply(ctx, routes.byToken, 200, { data: await bookings().byToken(actor, token, localeOf(ctx)) });
  },

  /** Cancel one of the client's bookings before its change deadline. */
  async cancel(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.cancel, 'booking.notFound');
    const body = readBody(ctx, routes.cancel);
    const { actor } = await client(ctx);
    reply(ctx, routes.cancel, 200, { data: await bookings().cancel(actor, id, body.reason, localeOf(ctx)) });
  },

  /** Move one of the client's bookings to another free slot before its change deadline. */
  async reschedule(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.reschedule, 'booking.notFound');
    const body = readBody(ctx, routes.reschedule);
    const { actor } = await client(ctx);
    reply(ctx, routes.reschedule, 200, { data: await bookings().reschedule(actor, id, body.start, localeOf(ctx)) });
  },

  /** Turn on the earlier-slot alert of one of the client's bookings (docs/api-bookings.md "Earlier-slot alerts"). */
  async earlierSlotAlertOn(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.earlierSlotAlertOn, 'booking.notFound');
    readBody(ctx, routes.earlierSlotAlertOn);
    const { actor } = await client(ctx);
    reply(ctx, routes.earlierSlotAlertOn, 200, { data: await setEarlierSlotAlert(actor, id, true, localeOf(ctx)) });
  },

  /** Turn off the earlier-slot alert of one of the client's bookings. */
  async earlierSlotAlertOff(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.earlierSlotAlertOff, 'booking.notFound');
    const { actor } = await client(ctx);
    reply(ctx, routes.earlierSlotAlertOff, 200, { data: await setEarlierSlotAlert(actor, id, false, localeOf(ctx)) });
  },

  /** The one-click move of an earlier-slot e-mail (public: the signed token is the authority). */
  async moveToEarlierSlot(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const body = readBody(ctx, routes.moveToEarlierSlot);
    await consume(locale, [['alertLinksPerIp', ctx.ip]]);
    const { booking } = await moveToEarlierSlot(body.token, locale);
    reply(ctx, routes.moveToEarlierSlot, 200, { data: booking });
  },
};
