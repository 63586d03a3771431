/**
 * Booking routes of the client surface (issue 5; docs/api-bookings.md). Slots are public; the rest
 * needs a signed-in client.
 */
import type { QueryShape } from '../../../lib/query-params';
import { listQuery, slotsQuery } from '../controllers/bookings';

const signedIn = { auth: false as const, policies: ['global::signed-in'] };
const route = (method: string, path: string, handler: string, config: object = signedIn, query?: QueryShape) => ({
  method,
  path: `/client${path}`,
  handler: `bookings.${handler}`,
  config,
  ...(query ? { request: { query } } : {}),
});

export default {
  routes: [
    route('GET', '/consultants/:id/slots', 'slots', { auth: false }, slotsQuery),
    route('GET', '/consultants/:id/quote', 'quote'),
    route('POST', '/apply-coupon', 'applyCoupon'),
    route('POST', '/bookings', 'create'),
    route('GET', '/bookings', 'list', signedIn, listQuery),
    route('GET', '/bookings/by-token/:token', 'byToken'),
    route('POST', '/bookings/:id/cancel', 'cancel'),
    route('POST', '/bookings/:id/reschedule', 'reschedule'),
  ],
};
