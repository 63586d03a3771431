/**
 * "Pay the consultant directly" (the default provider): no online checkout; the booking (or webinar
 * registration) stays `pending` until the consultant or an admin marks it paid.
 */
import type { PaymentProvider } from './index';

export const directProvider: PaymentProvider = {
  name: 'direct',
  async startCheckout() {
    return null;
  },
  async startRegistrationCheckout() {
    return null;
  },
  async refund() {},
  async checkoutStatus() {
    return 'open' as const;
  },
};
