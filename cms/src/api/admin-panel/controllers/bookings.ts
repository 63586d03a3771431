/**
 * Actions on bookings in the back office (contracts/admin-bookings `bookingActionRoutes`): mark paid,
 * refund, cancel, each answering the booking's record (../resources/bookings.ts). Thin: the
 * `api::admin-panel.bookings` service does the work.
 */
import { bookingActionRoutes as routes } from '../../../contracts/admin-bookings';
import { accountOf, localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
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

  /** `POST /admin-panel/bookings/:id/cancel` `{ reason }` */
  async cancel(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.cancel, 'admin.notFound');
    const { reason } = readBody(ctx, routes.cancel);
    reply(ctx, routes.cancel, 200, await bookingRecordById(await services.adminBookings().cancel(id, reason, accountOf(ctx), localeOf(ctx))));
  },
};
