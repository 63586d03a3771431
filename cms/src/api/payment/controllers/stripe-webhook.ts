/**
 * `POST /api/payments/stripe/webhook` (docs/api-bookings.md "Stripe webhook"; contract:
 * `contracts/payments.ts`): Stripe's event
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
import { paymentRoutes as routes } from '../../../contracts/payments';
import { localeOf, reply, type ApiContext } from '../../../lib/http';
import { ApiError } from '../../../lib/http-errors';
import { t } from '../../../lib/messages';
import { stripeWebhookEvent } from '../../../lib/payments/stripe';
import { services } from '../../../lib/services';

const UNPARSED = Symbol.for('unparsedBody');
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** The raw request body Strapi's body parser keeps (`includeUnparsed`), which the signature covers. */
function rawBody(body: unknown): string | Buffer | null {
  const raw: unknown = body && typeof body === 'object' ? Reflect.get(body, UNPARSED) : undefined;
  return typeof raw === 'string' || Buffer.isBuffer(raw) ? raw : null;
}

export default {
  async receive(ctx: ApiContext) {
    const contract = routes.receive;
    const locale = localeOf(ctx);
    if (!process.env.STRIPE_WEBHOOK_SECRET) {
      strapi.log.error('Stripe webhook called but STRIPE_WEBHOOK_SECRET is not set.');
      throw new ApiError(503, 'ServiceUnavailable', t(locale, 'payment.webhookNotConfigured'));
    }
    const raw = rawBody(ctx.request.body);
    const event = raw ? stripeWebhookEvent(raw, ctx.get('stripe-signature') || undefined) : null;
    if (!event) throw new ApiError(400, 'SignatureInvalid', t(locale, 'payment.signatureInvalid'));

    if (PAID_EVENTS.has(event.type)) {
      const session = event.data.object as { id: string; payment_status?: string; metadata?: Record<string, string> | null };
      const bookingId = session.metadata?.booking_id;
      if (session.payment_status === 'paid' && bookingId) {
        try {
          await services.payments().markPaid(bookingId, { by: 'stripe', reference: session.id }, locale);
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
            strapi.log.warn(`Stripe event ${event.id} (${event.type}) for booking ${bookingId} ignored: ${error.name}`);
            reply(ctx, contract, 200, { received: true, ignored: error.name });
            return;
          }
          throw error;
        }
      }
    }
    reply(ctx, contract, 200, { received: true });
  },
};
