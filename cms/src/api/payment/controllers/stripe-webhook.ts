/**
 * `POST /api/payments/stripe/webhook` (issue 5 §4; docs/api-bookings.md "Price"): Stripe's event
 * deliveries. The `Stripe-Signature` header is verified against the raw body with
 * `STRIPE_WEBHOOK_SECRET`; a missing or wrong signature answers 400 and changes nothing.
 *
 * - `checkout.session.completed` / `checkout.session.async_payment_succeeded` with `payment_status:
 *   "paid"` → the booking `metadata.booking_id` becomes paid (`api::booking.payments.markPaid`, reference =
 *   the session id). A repeated event is harmless.
 * - Any other event → 200, ignored.
 * - A booking that cannot be marked paid (unknown, free, already paid with another reference) → 200
 *   with `ignored` (logged): Stripe would otherwise retry for days. A provider failure while refusing
 *   a payment for a cancelled booking answers 502, so Stripe retries.
 */
import { ApiError } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { stripeWebhookEvent } from '../../../lib/payments/stripe';

const UNPARSED = Symbol.for('unparsedBody');
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export default {
  async receive(ctx: any) {
    const locale: Locale = ctx.state.locale ?? 'fr';
    if (!process.env.STRIPE_WEBHOOK_SECRET) {
      strapi.log.error('Stripe webhook called but STRIPE_WEBHOOK_SECRET is not set.');
      throw new ApiError(503, 'ServiceUnavailable', t(locale, 'payment.webhookNotConfigured'));
    }
    const raw = ctx.request.body?.[UNPARSED];
    const event = typeof raw === 'string' || Buffer.isBuffer(raw) ? stripeWebhookEvent(raw, ctx.get('stripe-signature') || undefined) : null;
    if (!event) throw new ApiError(400, 'SignatureInvalid', t(locale, 'payment.signatureInvalid'));

    if (PAID_EVENTS.has(event.type)) {
      const session = event.data.object as { id: string; payment_status?: string; metadata?: Record<string, string> | null };
      const bookingId = session.metadata?.booking_id;
      if (session.payment_status === 'paid' && bookingId) {
        try {
          await (strapi.service('api::booking.payments') as any).markPaid(bookingId, { by: 'stripe', reference: session.id }, locale);
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
            strapi.log.warn(`Stripe event ${event.id} (${event.type}) for booking ${bookingId} ignored: ${error.name}`);
            ctx.body = { received: true, ignored: error.name };
            return;
          }
          throw error;
        }
      }
    }
    ctx.body = { received: true };
  },
};
