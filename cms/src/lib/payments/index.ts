/**
 * Payment providers (docs/api-bookings.md "Price", docs/api-webinars.md "Payment"). A booking or a
 * webinar registration that costs money starts a payment with the configured provider; a free one never
 * reaches a provider.
 *
 * - `direct` (default): the client pays the consultant directly; the consultant or an admin marks the
 *   booking paid (`POST /api/consultant/bookings/:id/mark-paid`).
 * - `stripe` (`PAYMENT_PROVIDER=stripe`): Stripe Checkout; the webhook marks the booking paid.
 */
import { directProvider } from './direct';
import { stripeProvider } from './stripe';

/** What a provider needs to know of a booking. Amounts in minor units. */
export interface PaymentBooking {
  /** Booking documentId. */
  documentId: string;
  token: string;
  fee_minor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** UTC instant. */
  start: string;
  duration_minutes: number;
  consultant_name: string;
  client_email: string;
  /** `fr` or `en`: the Checkout page language. */
  locale: 'fr' | 'en';
  /** The client's IANA zone, for the date in the product name (UTC when absent). */
  client_time_zone?: string;
}

/** What a provider needs to know of a webinar registration. Amounts in minor units. */
export interface PaymentRegistration {
  /** Registration documentId. */
  documentId: string;
  fee_minor: number;
  /** ISO 4217, upper case (the webinar's currency). */
  currency: string;
  /** The webinar's title in the client's language. */
  title: string;
  /** The webinar's slug: the client comes back to its page after paying. */
  webinar_slug: string;
  /** UTC instant of the webinar's start. */
  start: string;
  duration_minutes: number;
  client_email: string;
  /** `fr` or `en`: the Checkout page language. */
  locale: 'fr' | 'en';
  /** The client's IANA zone, for the date in the product name (UTC when absent). */
  client_time_zone?: string;
}

/** Where an online checkout stands at the provider: still open, paid, or expired unpaid. */
export type CheckoutStatus = 'open' | 'paid' | 'expired';

/** A started online payment. */
export interface CheckoutStart {
  /** Provider's reference (Stripe Checkout session id), stored on the booking. */
  reference: string;
  /** Where the client pays. */
  checkoutUrl: string;
}

export interface PaymentProvider {
  name: 'direct' | 'stripe';
  /**
   * Start the payment of a booking that costs money.
   * @returns the checkout to send the client to, or null when the client pays outside the platform
   * @throws Error when the provider cannot be reached (the booking is still created, payment pending)
   */
  startCheckout(booking: PaymentBooking): Promise<CheckoutStart | null>;
  /**
   * Start the payment of a webinar registration that costs money (the seat is held meanwhile).
   * @returns the checkout to send the client to, or null when the client pays outside the platform
   * @throws Error when the provider cannot be reached (the registration stands, payment pending)
   */
  startRegistrationCheckout(registration: PaymentRegistration): Promise<CheckoutStart | null>;
  /**
   * Give the money back for a paid booking or registration that is cancelled (`reference` from {@link CheckoutStart}).
   * The direct provider has nothing to do: the consultant refunds the client.
   */
  refund(reference: string | null): Promise<void>;
  /**
   * Ask the provider where a checkout stands (`reference` from {@link CheckoutStart}), for the payments
   * whose webhook event never came. The direct provider has no checkout: always `open`.
   * @throws Error when the provider cannot be reached
   */
  checkoutStatus(reference: string): Promise<CheckoutStatus>;
}

/**
 * The provider chosen by `PAYMENT_PROVIDER` (`direct` when unset), or the one named (a booking's
 * `payment_provider`, e.g. to refund a payment made before the setting changed).
 * @throws Error for `stripe` without `STRIPE_SECRET_KEY`
 */
export function paymentProvider(name: string | undefined = process.env.PAYMENT_PROVIDER): PaymentProvider {
  return name === 'stripe' ? stripeProvider() : directProvider;
}
