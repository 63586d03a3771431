/**
 * `POST /api/payments/stripe/webhook` (docs/api-bookings.md "Stripe webhook"; contract:
 * `contracts/payments.ts`): Stripe's event
 * deliveries. The `Stripe-Signature` header is verified against the raw body with
 * `STRIPE_WEBHOOK_SECRET`; a missing or wrong signature answers 400 and changes nothing.
 *
 * - `checkout.session.completed` / `checkout.session.async_payment_succeeded` with `payment_status:
 *   "paid"` → the booking `metadata.booking_id` becomes paid (`api::booking.payments.markPaid`, reference =
 *   the session id); for a webinar registration's session (`metadata.webinar_registration_id`,
 *   docs/api-webinars.md "Payment") the registration becomes paid (lib/webinars/payments). A repeated
 *   event is harmless.
 * - `checkout.session.expired` of a webinar registration's session → the registration, still pending with
 *   that session, is cancelled and its seat given back. A booking's expired session changes nothing (the
 *   booking keeps its slot, payment pending, as before).
 * - Any other event → 200, ignored.
 * - A booking or registration that cannot be changed (unknown, free, already paid with another
 *   reference, no longer pending) → 200 with `ignored` (logged): Stripe would otherwise retry for days.
 *   A provider failure while refusing a payment for a cancelled booking or registration answers 502,
 *   so Stripe retries.
 */
import { paymentRoutes as routes } from '../../../contracts/payments';
import { localeOf, reply, type ApiContext } from '../../../lib/http';
import { ApiError } from '../../../lib/http-errors';
import { t } from '../../../lib/messages';
import { stripeWebhookEvent } from '../../../lib/payments/stripe';
import { services } from '../../../lib/services';
import { registrationPaidOnline, releaseUnpaidRegistration } from '../../../lib/webinars/payments';

const UNPARSED = Symbol.for('unparsedBody');
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const EXPIRED_EVENT = 'checkout.session.expired';

/** The part of a Checkout Session the webhook reads. */
interface SessionObject {
  id: string;
  payment_status?: string;
  metadata?: Record<string, string> | null;
}

/** Whether `error` is a refusal to change the record (unknown 404, state 409): the event is then ignored. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 404 || error.status === 409);

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

    const session = event.data.object as SessionObject;
    const bookingId = session.metadata?.booking_id;
    const registrationId = session.metadata?.webinar_registration_id;
    let change: (() => Promise<void>) | null = null;
    if (PAID_EVENTS.has(event.type) && session.payment_status === 'paid') {
      if (registrationId) change = () => registrationPaidOnline(registrationId, session.id, locale);
      else if (bookingId) change = () => services.payments().markPaid(bookingId, { by: 'stripe', reference: session.id }, locale);
    } else if (event.type === EXPIRED_EVENT && registrationId) {
      change = () => releaseUnpaidRegistration(registrationId, session.id, locale);
    }
    if (change) {
      try {
        await change();
      } catch (error) {
        if (isRefusal(error)) {
          strapi.log.warn(`Stripe event ${event.id} (${event.type}) for ${registrationId ? `webinar registration ${registrationId}` : `booking ${bookingId}`} ignored: ${error.name}`);
          reply(ctx, contract, 200, { received: true, ignored: error.name });
          return;
        }
        if (registrationId && !(error instanceof ApiError)) {
          // The refund of a payment made for a cancelled registration failed at Stripe: Stripe retries.
          strapi.log.error(`Stripe event ${event.id}: refund for webinar registration ${registrationId} failed: ${(error as Error).message}`);
          throw new ApiError(502, 'RefundFailed', t(locale, 'payment.refundFailed'));
        }
        throw error;
      }
    }
    reply(ctx, contract, 200, { received: true });
  },
};
