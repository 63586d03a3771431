/**
 * Booking routes of the client surface (issue 5; docs/api-bookings.md). Slots are public; the rest
 * needs a signed-in client.
 */
const signedIn = { auth: false as const, policies: ['global::signed-in'] };
const route = (method: string, path: string, handler: string, config: object = signedIn) => ({ method, path: `/client${path}`, handler: `bookings.${handler}`, config });

export default {
  routes: [
    route('GET', '/consultants/:id/slots', 'slots', { auth: false }),
    route('GET', '/consultants/:id/quote', 'quote'),
    route('POST', '/apply-coupon', 'applyCoupon'),
    route('POST', '/bookings', 'create'),
    route('GET', '/bookings', 'list'),
    route('GET', '/bookings/by-token/:token', 'byToken'),
    route('POST', '/bookings/:id/cancel', 'cancel'),
    route('POST', '/bookings/:id/reschedule', 'reschedule'),
  ],
};
