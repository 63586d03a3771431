/**
 * Stripe Checkout provider (docs/api-bookings.md "Price"), with the official `stripe`
 * client. Settings are read from the environment on each use:
 * - `STRIPE_SECRET_KEY` (required when `PAYMENT_PROVIDER=stripe`; a clear error otherwise);
 * - `STRIPE_API_BASE` (optional, e.g. `http://127.0.0.1:12345`): protocol, host and port of the Stripe
 *   API — the tests point it at a local stand-in for Stripe's servers;
 * - `STRIPE_WEBHOOK_SECRET`: used by the webhook (api/payment), see {@link stripeWebhookEvent}.
 *
 * A booking's payment is one Checkout Session in `payment` mode: one line item (the consultation, its
 * fee in minor units), `metadata.booking_id` and `client_reference_id` = the booking's documentId, the
 * client's e-mail and language, back to the booking page afterwards. The webhook marks the booking
 * paid on `checkout.session.completed`.
 *
 * A webinar registration's payment (docs/api-webinars.md "Payment") is the same kind of session with
 * `metadata.webinar_registration_id` instead (that is how the webhook tells the two apart), the webinar's
 * title and date as the product, back to the webinar's page afterwards, and a short life
 * ({@link REGISTRATION_CHECKOUT_MINUTES}): the seat is held while the client pays, and given back when the
 * session expires unpaid (`checkout.session.expired`).
 */
import Stripe from 'stripe';
import { siteUrl } from '../mail';
import { formatBookingTime } from '../booking-calendar';
import type { CheckoutStart, CheckoutStatus, PaymentBooking, PaymentProvider, PaymentRegistration } from './index';
import { clock } from '../../contracts/clock';

/** Stripe accepts a Checkout Session expiry between 30 minutes and 24 hours after its creation. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;

/**
 * Minutes a webinar registration's Checkout Session stays open, holding the seat; then Stripe expires it
 * and the seat is given back. Within Stripe's limits (30 minutes to 24 hours).
 */
export const REGISTRATION_CHECKOUT_MINUTES = 60;

/**
 * A Stripe API client for the current settings.
 * @throws Error when `STRIPE_SECRET_KEY` is not set, or `STRIPE_API_BASE` is not an http(s) URL
 */
export function stripeClient(): Stripe {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set: it is required when PAYMENT_PROVIDER=stripe.');
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  const base = process.env.STRIPE_API_BASE;
  if (base) {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_BASE must be an http(s) URL, not ${base}.`);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(key, config);
}

/**
 * The Checkout Session parameters of a booking (pure: no call to Stripe).
 * @param booking - what the provider knows of the booking (fee in minor units, start in UTC)
 * @param now - the current instant (for `expires_at`)
 */
export function checkoutParams(booking: PaymentBooking, now = clock.now()) {
  const start = new Date(booking.start);
  const end = new Date(start.getTime() + booking.duration_minutes * 60_000);
  const when = formatBookingTime(start, end, booking.client_time_zone || 'UTC', booking.locale);
  const name = booking.locale === 'en' ? `Consultation with ${booking.consultant_name} — ${when}` : `Consultation avec ${booking.consultant_name} — ${when}`;
  const untilStart = Math.floor((start.getTime() - now.getTime()) / 1000);
  // Until the start, within Stripe's limits, a minute inside them (Stripe measures them on its own clock).
  const lifetime = Math.min(MAX_EXPIRY_S - 60, Math.max(MIN_EXPIRY_S + 60, untilStart));
  const page = `${siteUrl()}/booking/${encodeURIComponent(booking.token)}`;
  return {
    mode: 'payment' as const,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: booking.currency.toLowerCase(), unit_amount: booking.fee_minor, product_data: { name } },
      },
    ],
    metadata: { booking_id: booking.documentId },
    payment_intent_data: { metadata: { booking_id: booking.documentId } },
    client_reference_id: booking.documentId,
    customer_email: booking.client_email,
    locale: booking.locale,
    success_url: `${page}?payment=success`,
    cancel_url: `${page}?payment=cancelled`,
    expires_at: Math.floor(now.getTime() / 1000) + lifetime,
  };
}

/**
 * The Checkout Session parameters of a webinar registration (pure: no call to Stripe): one line item
 * named after the webinar (title and date in the client's zone and language), its fee in minor units,
 * `metadata.webinar_registration_id`, open {@link REGISTRATION_CHECKOUT_MINUTES} minutes.
 * @param registration - what the provider knows of the registration (fee in minor units, start in UTC)
 * @param now - the current instant (for `expires_at`)
 */
export function registrationCheckoutParams(registration: PaymentRegistration, now = clock.now()) {
  const start = new Date(registration.start);
  const end = new Date(start.getTime() + registration.duration_minutes * 60_000);
  const when = formatBookingTime(start, end, registration.client_time_zone || 'UTC', registration.locale);
  const name = `${registration.title} — ${when}`;
  const page = `${siteUrl()}/webinars/${encodeURIComponent(registration.webinar_slug)}`;
  const metadata = { webinar_registration_id: registration.documentId };
  return {
    mode: 'payment' as const,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: registration.currency.toLowerCase(), unit_amount: registration.fee_minor, product_data: { name } },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    client_reference_id: registration.documentId,
    customer_email: registration.client_email,
    locale: registration.locale,
    success_url: `${page}?payment=success`,
    cancel_url: `${page}?payment=cancelled`,
    expires_at: Math.floor(now.getTime() / 1000) + REGISTRATION_CHECKOUT_MINUTES * 60,
  };
}

/**
 * The Stripe provider for the current settings.
 * @throws Error when `STRIPE_SECRET_KEY` is not set (so `PAYMENT_PROVIDER=stripe` without a key fails
 *   at the first booking that costs money, with this message)
 */
export function stripeProvider(): PaymentProvider {
  const stripe = stripeClient();
  return {
    name: 'stripe',
    async startCheckout(booking: PaymentBooking): Promise<CheckoutStart> {
      // stripe-node adds an idempotency key to its own retries.
      const session = await stripe.checkout.sessions.create(checkoutParams(booking));
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      return { reference: session.id, checkoutUrl: session.url };
    },
    async startRegistrationCheckout(registration: PaymentRegistration): Promise<CheckoutStart> {
      const session = await stripe.checkout.sessions.create(registrationCheckoutParams(registration));
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      return { reference: session.id, checkoutUrl: session.url };
    },
    async refund(reference: string | null): Promise<void> {
      if (!reference) throw new Error('No Stripe checkout session to refund.');
      const session = await stripe.checkout.sessions.retrieve(reference);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe checkout session ${reference} has no payment to refund.`);
      await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${reference}` });
    },
    async checkoutStatus(reference: string): Promise<CheckoutStatus> {
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.payment_status === 'paid') return 'paid';
      return session.status === 'expired' ? 'expired' : 'open';
    },
  };
}

/**
 * Verify and parse a Stripe webhook delivery (`Stripe-Signature` header, `STRIPE_WEBHOOK_SECRET`).
 * @param rawBody - the request body exactly as received
 * @param signature - the `Stripe-Signature` header
 * @returns the verified event, or `null` when the signature is missing, wrong or too old (5 min)
 * @throws Error when `STRIPE_WEBHOOK_SECRET` is not set
 */
export function stripeWebhookEvent(rawBody: string | Buffer, signature: string | undefined): Stripe.Event | null {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
  if (!signature) return null;
  try {
    // Verifying needs no API key; the webhooks helper is the same on every client.
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}
