/**
 * Payments of bookings (docs/api-bookings.md "Price"): the payment states (`markPaid`,
 * `refundOnCancel`), the Stripe Checkout provider against a local stand-in for Stripe's API (the one
 * allowed mock: Stripe's servers, helpers/stripe.ts), and the signed webhook `POST /api/payments/stripe/webhook`.
 */
import path from 'node:path';
import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { bookingParties, insertBooking, storedBooking, type BookingParties } from '../helpers/booking-records';
import { savedPaymentSettings, STRIPE_TEST_WEBHOOK_SECRET, stripeStandIn, useStripe as useStripeAt } from '../helpers/stripe';
import type { ServiceOf } from '../helpers/strapi-types';
import type paymentsService from '../../src/api/booking/services/payments';
import type { ApiError } from '../../src/lib/http-errors';
import { clock } from '../../src/contracts/clock';

const payments = () => booted().service('api::booking.payments') as unknown as ServiceOf<typeof paymentsService>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const providers = () => require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'lib', 'payments', 'index.js'));

const WEBHOOK = '/api/payments/stripe/webhook';
const SECRET = STRIPE_TEST_WEBHOOK_SECRET;

let parties: BookingParties;

const standIn = stripeStandIn();
const settings = savedPaymentSettings();
let stripeBase = '';

beforeAll(async () => {
  await seedOnce();
  parties = await bookingParties();
  stripeBase = await standIn.start();
});

afterAll(async () => {
  await standIn.close();
});

/** Stripe settings of these tests; restored after each test. */
const useStripe = () => useStripeAt(stripeBase);

afterEach(() => settings.restore());

/** The ApiError `promise` rejects with. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected an error');
}

const startIn = (days: number) => new Date(Date.UTC(2031, 8, 1 + days, 9, 0));

describe('markPaid and refundOnCancel', () => {
  it('marks a pending booking paid once, then refuses in the caller’s language', async () => {
    const booking = await insertBooking(parties, startIn(1));
    const before = clock.ms();
    await payments().markPaid(booking.documentId, { by: 'consultant' });
    const paid = await storedBooking(booking.documentId);
    expect(paid.payment_status).toBe('paid');
    expect(new Date(paid.paid_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await rejection(payments().markPaid(booking.documentId, { by: 'admin' }));
    expect(again).toMatchObject({ status: 409, name: 'BookingAlreadyPaid', message: 'Cette réservation est déjà payée.' });
    const againEn = await rejection(payments().markPaid(booking.documentId, { by: 'admin' }, 'en'));
    expect(againEn.message).toBe('This booking is already paid.');
    expect((await storedBooking(booking.documentId)).paid_at).toEqual(paid.paid_at);
  });

  it('refuses free and cancelled bookings (409, fr and en) and leaves them as they are', async () => {
    const free = await insertBooking(parties, startIn(2), { payment_status: 'free', fee_minor: 0, free_first_consultation: true });
    expect(await rejection(payments().markPaid(free.documentId, { by: 'consultant' }))).toMatchObject({
      status: 409,
      name: 'BookingFree',
      message: 'Cette réservation est gratuite : il n’y a rien à payer.',
    });
    expect((await rejection(payments().markPaid(free.documentId, { by: 'consultant' }, 'en'))).message).toBe('This booking is free: there is nothing to pay.');
    expect((await storedBooking(free.documentId)).payment_status).toBe('free');

    const cancelled = await insertBooking(parties, startIn(3), { status: 'cancelled', cancelled_by: 'client', cancelled_at: clock.now().toISOString() });
    expect(await rejection(payments().markPaid(cancelled.documentId, { by: 'admin' }))).toMatchObject({
      status: 409,
      name: 'BookingCancelled',
      message: 'Cette réservation est annulée : elle ne peut plus être marquée payée.',
    });
    expect((await rejection(payments().markPaid(cancelled.documentId, { by: 'admin' }, 'en'))).message).toBe('This booking is cancelled: it can no longer be marked paid.');
    expect((await storedBooking(cancelled.documentId)).payment_status).toBe('pending');

    expect(await rejection(payments().markPaid('no-such-booking', { by: 'admin' }, 'en'))).toMatchObject({ status: 404, message: 'Booking not found.' });
  });

  it('refunds only a paid booking that is cancelled (direct: nothing to call)', async () => {
    const pending = await insertBooking(parties, startIn(4));
    expect(await payments().refundOnCancel(pending.documentId)).toBe(false);
    expect((await storedBooking(pending.documentId)).payment_status).toBe('pending');

    const paid = await insertBooking(parties, startIn(5), { payment_status: 'paid', paid_at: clock.now().toISOString() });
    expect(await payments().refundOnCancel(paid.documentId)).toBe(true);
    expect((await storedBooking(paid.documentId)).payment_status).toBe('refunded');
    expect(await payments().refundOnCancel(paid.documentId)).toBe(false);
  });
});

describe('Stripe Checkout provider', () => {
  it('needs STRIPE_SECRET_KEY, and says so', () => {
    useStripe();
    delete process.env.STRIPE_SECRET_KEY;
    expect(() => providers().paymentProvider()).toThrow(/STRIPE_SECRET_KEY/);
    delete process.env.PAYMENT_PROVIDER;
    expect(providers().paymentProvider().name).toBe('direct');
  });

  it('creates one Checkout Session for the booking fee and refunds its payment intent', async () => {
    useStripe();
    const booking = await insertBooking(parties, startIn(6), { payment_provider: 'stripe', fee_minor: 4500, currency: 'EUR' });
    const since = standIn.calls.length;
    const now = clock.ms();
    const checkout = await providers().paymentProvider().startCheckout({
      documentId: booking.documentId,
      token: booking.token,
      fee_minor: 4500,
      currency: 'EUR',
      start: booking.start,
      duration_minutes: 60,
      consultant_name: parties.consultant.display_name,
      client_email: parties.client.email,
      locale: 'en',
      client_time_zone: 'Asia/Kolkata',
    });
    expect(checkout.reference).toMatch(/^cs_test_/);
    expect(checkout.checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${checkout.reference}`);

    const calls = standIn.calls.slice(since);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/checkout/sessions']);
    const { form, authorization } = calls[0];
    expect(authorization).toBe('Bearer sk_test_api_tests');
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('4500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][product_data][name]')).toMatch(
      new RegExp(`^Consultation with ${parties.consultant.display_name} — Sunday, September 7, 2031, 2:30\\sPM–3:30\\sPM \\(Asia/Kolkata\\)$`, 'u'),
    );
    expect(form.get('metadata[booking_id]')).toBe(booking.documentId);
    expect(form.get('client_reference_id')).toBe(booking.documentId);
    expect(form.get('customer_email')).toBe(parties.client.email);
    expect(form.get('locale')).toBe('en');
    expect(form.get('success_url')).toBe(`http://web.test/booking/${booking.token}?payment=success`);
    expect(form.get('cancel_url')).toBe(`http://web.test/booking/${booking.token}?payment=cancelled`);
    // The booking is years away: the session lives as long as Stripe allows (24 h).
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt).toBeGreaterThan(now + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(now + 24 * 60 * 60_000);

    // Paid, then cancelled: refundOnCancel refunds the session's payment intent through Stripe.
    await booted()
      .db.query('api::booking.booking')
      .update({ where: { documentId: booking.documentId }, data: { payment_reference: checkout.reference } });
    await payments().markPaid(booking.documentId, { by: 'stripe', reference: checkout.reference });
    const before = standIn.calls.length;
    expect(await payments().refundOnCancel(booking.documentId)).toBe(true);
    const refundCalls = standIn.calls.slice(before);
    expect(refundCalls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/checkout/sessions/${checkout.reference}`, 'POST /v1/refunds']);
    expect(refundCalls[1].form.get('payment_intent')).toBe(`pi_for_${checkout.reference}`);
    expect((await storedBooking(booking.documentId)).payment_status).toBe('refunded');
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  const server = () => booted().server.httpServer;

  /** A `checkout.session.completed` event for `bookingId`, as Stripe sends it. */
  const completed = (bookingId: string, sessionId: string, paymentStatus = 'paid') =>
    JSON.stringify({
      id: `evt_${unique()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus, client_reference_id: bookingId, metadata: { booking_id: bookingId } } },
    });

  /** Deliver `payload` signed with `secret`, without our x-api-key (Stripe does not have it). */
  const deliver = (payload: string, secret = SECRET) =>
    request(server()).post(WEBHOOK).set('Content-Type', 'application/json; charset=utf-8').set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret })).send(payload);

  it('marks the booking paid on a signed checkout.session.completed; a repeated event is harmless', async () => {
    useStripe();
    const sessionId = `cs_test_${unique()}`;
    const booking = await insertBooking(parties, startIn(7), { payment_provider: 'stripe', payment_reference: sessionId });
    const payload = completed(booking.documentId, sessionId);

    const first = await deliver(payload);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const paid = await storedBooking(booking.documentId);
    expect(paid).toMatchObject({ payment_status: 'paid', payment_reference: sessionId });
    expect(paid.paid_at).toBeTruthy();

    const repeat = await deliver(payload);
    expect(repeat.status).toBe(200);
    expect(await storedBooking(booking.documentId)).toMatchObject({ payment_status: 'paid', paid_at: paid.paid_at });
  });

  it('answers 400 to a wrong or missing signature and leaves the booking untouched', async () => {
    useStripe();
    const sessionId = `cs_test_${unique()}`;
    const booking = await insertBooking(parties, startIn(8), { payment_provider: 'stripe', payment_reference: sessionId });
    const payload = completed(booking.documentId, sessionId);

    const forged = await deliver(payload, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({ status: 400, name: 'SignatureInvalid', message: 'Signature Stripe absente ou invalide.' });

    const unsigned = await request(server()).post(WEBHOOK).set('Content-Type', 'application/json').set('Accept-Language', 'en').send(payload);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.message).toBe('Missing or invalid Stripe signature.');

    // Signed, but the body was changed on the way.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = await request(server()).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload.replace('"paid"', '"paid" '));
    expect(tampered.status).toBe(400);

    expect(await storedBooking(booking.documentId)).toMatchObject({ payment_status: 'pending', paid_at: null });
  });

  it('ignores other events and unpaid sessions (200, nothing changes)', async () => {
    useStripe();
    const sessionId = `cs_test_${unique()}`;
    const booking = await insertBooking(parties, startIn(9), { payment_provider: 'stripe', payment_reference: sessionId });
    const other = JSON.stringify({ id: `evt_${unique()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect((await deliver(other)).status).toBe(200);
    expect((await deliver(completed(booking.documentId, sessionId, 'unpaid'))).status).toBe(200);
    expect((await deliver(completed('no-such-booking', sessionId))).status).toBe(200);
    expect((await storedBooking(booking.documentId)).payment_status).toBe('pending');
  });

  it('refunds at once a payment that arrives for a booking cancelled meanwhile', async () => {
    useStripe();
    const sessionId = `cs_test_${unique()}`;
    const booking = await insertBooking(parties, startIn(10), {
      payment_provider: 'stripe',
      payment_reference: sessionId,
      status: 'cancelled',
      cancelled_by: 'client',
      cancelled_at: clock.now().toISOString(),
    });
    const before = standIn.calls.length;
    expect((await deliver(completed(booking.documentId, sessionId))).status).toBe(200);
    expect(standIn.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/checkout/sessions/${sessionId}`, 'POST /v1/refunds']);
    expect((await storedBooking(booking.documentId)).payment_status).toBe('refunded');
  });

  it('answers 503 while STRIPE_WEBHOOK_SECRET is not set (Stripe retries later)', async () => {
    useStripe();
    const sessionId = `cs_test_${unique()}`;
    const booking = await insertBooking(parties, startIn(11), { payment_provider: 'stripe', payment_reference: sessionId });
    const payload = completed(booking.documentId, sessionId);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    delete process.env.STRIPE_WEBHOOK_SECRET;
    const response = await request(server()).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
    expect(response.status).toBe(503);
    expect(response.body.error.message).toContain('STRIPE_WEBHOOK_SECRET');
    expect((await storedBooking(booking.documentId)).payment_status).toBe('pending');
  });

  it('is the only keyless path: other /api/payments routes still need x-api-key', async () => {
    const response = await request(server()).post('/api/payments/other').send({});
    expect(response.status).toBe(401);
    expect(response.body.error.name).toBe('UnauthorizedError');
  });
});
