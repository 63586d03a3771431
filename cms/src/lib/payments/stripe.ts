/**
 * Stripe Checkout provider (issue 5 §4). Placeholder until implemented: see docs/api-bookings.md.
 */
import type { PaymentProvider } from './index';

export function stripeProvider(): PaymentProvider {
  throw new Error('The Stripe provider is not implemented yet.');
}
