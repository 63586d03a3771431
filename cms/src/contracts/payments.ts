/**
 * Payment provider callbacks (docs/api-bookings.md "Stripe webhook"): called by the provider, without
 * our application key; the `Stripe-Signature` header over the raw body authenticates each call.
 *
 * @module contracts/payments
 */
import { z } from 'zod';
import { ApiErrorBody, ok } from './common';
import { route } from './route';

/** The part of a Stripe event the webhook reads (the rest of Stripe's event object is accepted as is). */
export const StripeEvent = z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) }).meta({ id: 'StripeEvent' });

const error = (description: string) => ({ description, schema: ApiErrorBody });

/** The Stripe webhook, action of `api::payment.stripe-webhook`. */
export const paymentRoutes = {
  receive: route({
    method: 'POST',
    path: '/payments/stripe/webhook',
    summary: "Stripe's event deliveries",
    description:
      '`checkout.session.completed` and `checkout.session.async_payment_succeeded` with `payment_status: "paid"` mark the booking ' +
      '`metadata.booking_id`, or the webinar registration `metadata.webinar_registration_id`, paid (a repeated event is harmless). ' +
      '`checkout.session.expired` of a webinar registration still pending with that session cancels it and gives its seat back. Other events are ignored. ' +
      'A booking or registration that cannot be changed (unknown, free, paid with another reference, no longer pending) answers 200 with `ignored`, so that Stripe stops retrying.',
    tag: 'Payments',
    access: 'keyless',
    body: StripeEvent,
    responses: ok(z.object({ received: z.literal(true), ignored: z.string().optional() }), {
      400: error('`SignatureInvalid`: missing or wrong `Stripe-Signature`; nothing changes'),
      502: error('`RefundFailed`: refunding a payment of a cancelled booking or registration failed at the provider (Stripe retries)'),
      503: error('The webhook secret is not configured'),
    }),
  }),
};
