/**
 * Actions on bookings in the back office (contracts/admin-bookings `bookingActionRoutes`): mark paid,
 * refund, cancel, each answering the booking's detail (../resources/bookings.ts); and the chat of its
 * consultation room (`bookingMessageRoutes`, admin dialect list, audited). Thin: the
 * `api::admin-panel.bookings` service does the work.
 */
import { bookingActionRoutes as routes, bookingMessageRoutes } from '../../../contracts/admin-bookings';
import { contentRange } from '../../../lib/admin-resource';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import { bookingRecordById } from '../resources/bookings';

export default {
  /** `POST /admin-panel/bookings/:id/mark-paid` `{ payment_reference? }` */
  async markPaid(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.markPaid, 'admin.notFound');
    const { payment_reference } = readBody(ctx, routes.markPaid);
    reply(ctx, routes.markPaid, 200, await bookingRecordById(await services.adminBookings().markPaid(id, payment_reference, localeOf(ctx))));
  },

  /** `POST /admin-panel/bookings/:id/refund` `{}` */
  async refund(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.refund, 'admin.notFound');
    readBody(ctx, routes.refund);
    reply(ctx, routes.refund, 200, await bookingRecordById(await services.adminBookings().refund(id, localeOf(ctx))));
  },

  /** `GET /admin-panel/bookings/:id/messages?range=[first,last]`: one range of the chat, oldest first, with `Content-Range`; audited. */
  async messages(ctx: ApiContext) {
    const contract = bookingMessageRoutes.messages;
    const { id } = readParams(ctx, contract, 'admin.notFound');
    const [first, last] = readQuery(ctx, contract).range ?? [0, 99];
    const reader = { user: accountOf(ctx), role: 'admin', ip: ctx.request.ip ?? '', userAgent: ctx.get('user-agent') };
    const { rows, total } = await services.adminBookings().messages(id, first, last - first + 1, reader, localeOf(ctx));
    ctx.set('Content-Range', contentRange('messages', first, rows.length, total));
    reply(ctx, contract, 200, rows);
  },

  /** `POST /admin-panel/bookings/:id/cancel` `{ reason }` */
  async cancel(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.cancel, 'admin.notFound');
    const { reason } = readBody(ctx, routes.cancel);
    reply(ctx, routes.cancel, 200, await bookingRecordById(await services.adminBookings().cancel(id, reason, accountOf(ctx), localeOf(ctx))));
  },
};
