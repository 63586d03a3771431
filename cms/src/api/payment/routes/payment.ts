/**
 * Payment provider callbacks (issue 5 §4; docs/api-bookings.md "Price"). Called by the provider, not by
 * our front ends: no user token and no `x-api-key` (the `global::role-surface` guard exempts this
 * path); the Stripe signature authenticates each call instead.
 */
export default {
  routes: [
    { method: 'POST', path: '/payments/stripe/webhook', handler: 'stripe-webhook.receive', config: { auth: false as const } },
  ],
};
