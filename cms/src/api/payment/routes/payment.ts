/**
 * Payment provider callbacks (docs/api-bookings.md "Stripe webhook"; contract: `contracts/payments.ts`).
 * Called by the provider, not by our front ends: no user token and no `x-api-key` (access `keyless`:
 * the `global::role-surface` guard exempts this path); the Stripe signature authenticates each call instead.
 */
import { routesOf } from '../../../lib/contract-routes';
import { paymentRoutes } from '../../../contracts/payments';

export default { routes: routesOf('stripe-webhook', paymentRoutes) };
