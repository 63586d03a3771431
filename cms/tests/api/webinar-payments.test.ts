import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin } from '../helpers/accounts';
import { expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { bookableConsultant, readyClient, type ReadyClient } from '../helpers/bookings';
import { bookingParties, icsProperties, insertBooking, storedBooking } from '../helpers/booking-records';
import { attachmentText, mailIdsTo, nextMailTo } from '../helpers/mail';
import { savedPaymentSettings, STRIPE_TEST_WEBHOOK_SECRET, stripeStandIn, useStripe as useStripeAt } from '../helpers/stripe';
import { noonIn, writeWebinar } from '../helpers/webinars';
import { clock } from '../../src/contracts/clock';
import type { Schemas } from '../helpers/api-types';
import type { ServiceOf } from '../helpers/strapi-types';
import type webinarsService from '../../src/api/webinar/services/webinars';

/**
 * Webinar registrations paid online (docs/api-webinars.md "Payment"), as bookings are: with the `stripe`
 * provider a registration for a paid webinar starts a Stripe Checkout (against a local stand-in for
 * Stripe's API, helpers/stripe.ts: the one allowed mock, at Stripe's HTTP boundary); the signed webhook
 * marks it paid, or gives the seat back when the checkout expires unpaid (and the reminders job settles
 * the checkouts whose webhook event never came, asking Stripe); unregistering, the
 * consultant's cancellation and the erasure of the client's account refund a Stripe payment through Stripe.
 */
const REGISTRATION = 'api::webinar-registration.webinar-registration';
const webinars = () => booted().service('api::webinar.webinars') as unknown as ServiceOf<typeof webinarsService>;
const HOUR = 3_600_000;
const WEBHOOK = '/api/payments/stripe/webhook';

const standIn = stripeStandIn();
const settings = savedPaymentSettings();
let stripeBase = '';
let host: CompleteConsultant;

beforeAll(async () => {
  await seedOnce();
  stripeBase = await standIn.start();
  host = await bookableConsultant();
}, 300_000);

afterAll(async () => {
  await standIn.close();
});

afterEach(() => settings.restore());

/** Stripe as the payment provider, its API the stand-in (restored after each test). */
const useStripe = () => useStripeAt(stripeBase);

type Registration = Schemas['WebinarRegistration'];

/** A paid webinar of the file's host (`fee_minor` 2500 EUR cents unless `extra` says otherwise). */
const paidWebinar = (extra: Record<string, unknown> = {}) => writeWebinar(host, { title_en: `Mindful breathing ${unique()}`, fee_minor: 2500, start: noonIn(12), ...extra });

/** Register `client` for the webinar `id` (201 expected). */
async function register(client: ReadyClient, id: string): Promise<Registration> {
  const response = await client.http.post(`/api/client/webinars/${id}/registration`, {});
  expectStatus(response, 201);
  return response.body.data as Registration;
}

/** The stored registration (private fields included). */
const stored = (documentId: string) => booted().db.query(REGISTRATION).findOne({ where: { documentId } });

/** Seats left on the public page of the webinar `slug`. */
async function seatsLeft(slug: string): Promise<number> {
  const detail = await caller().get(`/api/client/webinars/${slug}`);
  expectStatus(detail, 200);
  return detail.body.data.seats_left as number;
}

/** The Checkout Session id of a registration's `checkout_url` (the stand-in's URLs end with it). */
const sessionOf = (registration: Registration) => String(registration.checkout_url).split('/').pop() as string;

/** A Checkout Session event of a webinar registration, as Stripe sends it. */
const sessionEvent = (type: string, sessionId: string, metadata: Record<string, string>, paymentStatus = 'paid') =>
  JSON.stringify({
    id: `evt_${unique()}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus, metadata } },
  });
const completed = (registrationId: string, sessionId: string) => sessionEvent('checkout.session.completed', sessionId, { webinar_registration_id: registrationId });
const expired = (registrationId: string, sessionId: string) => sessionEvent('checkout.session.expired', sessionId, { webinar_registration_id: registrationId }, 'unpaid');

/** Deliver `payload` signed as Stripe does, without our x-api-key. */
const deliver = (payload: string, secret = STRIPE_TEST_WEBHOOK_SECRET) =>
  request(booted().server.httpServer)
    .post(WEBHOOK)
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
    .send(payload);

/** The stand-in's calls since `since`, as `METHOD /path`. */
const callsSince = (since: number) => standIn.calls.slice(since).map((call) => `${call.method} ${call.path}`);

describe('registering for a paid webinar with the stripe provider', () => {
  it('starts a Checkout for the fee, named after the webinar and its date in the client’s zone and language', async () => {
    useStripe();
    const webinar = await paidWebinar({ fee_minor: 2500 });
    const client = await readyClient({ locale: 'en', timeZone: 'Asia/Kolkata' });
    const before = await seatsLeft(webinar.slug);
    const since = standIn.calls.length;
    const now = clock.ms();

    const registration = await register(client, webinar.id);
    expect(registration).toMatchObject({ status: 'active', payment_status: 'pending', payment_provider: 'stripe', fee_minor: 2500, currency: 'EUR' });
    expect(registration.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    // The seat is held while the payment is pending.
    expect(await seatsLeft(webinar.slug)).toBe(before - 1);

    expect(callsSince(since)).toEqual(['POST /v1/checkout/sessions']);
    const { form } = standIn.calls[since];
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    // Noon UTC is 17:30 in Kolkata.
    expect(form.get('line_items[0][price_data][product_data][name]')).toMatch(new RegExp(`^${webinar.title_en} — \\w+, \\w+ \\d{1,2}, \\d{4}, 5:30\\sPM–6:30\\sPM \\(Asia/Kolkata\\)$`, 'u'));
    expect(form.get('metadata[webinar_registration_id]')).toBe(registration.id);
    expect(form.get('metadata[booking_id]')).toBeNull();
    expect(form.get('payment_intent_data[metadata][webinar_registration_id]')).toBe(registration.id);
    expect(form.get('client_reference_id')).toBe(registration.id);
    expect(form.get('customer_email')).toBe(client.email);
    expect(form.get('locale')).toBe('en');
    expect(form.get('success_url')).toBe(`http://web.test/webinars/${webinar.slug}?payment=success`);
    expect(form.get('cancel_url')).toBe(`http://web.test/webinars/${webinar.slug}?payment=cancelled`);
    // The seat is held for an hour of checkout, then given back if unpaid.
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(now + 59 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(now + 61 * 60_000);

    expect(await stored(registration.id)).toMatchObject({ payment_provider: 'stripe', payment_reference: sessionOf(registration), checkout_url: registration.checkout_url });
    const mine = await client.http.get('/api/client/webinar-registrations?pageSize=50');
    expect(mine.body.data.find((entry: Registration) => entry.id === registration.id)).toMatchObject({ payment_status: 'pending', checkout_url: registration.checkout_url });
  });

  it('names the product in French for a French client (Paris time when the client has no zone)', async () => {
    useStripe();
    const webinar = await paidWebinar();
    const client = await readyClient();
    const since = standIn.calls.length;
    await register(client, webinar.id);
    const { form } = standIn.calls[since];
    expect(form.get('locale')).toBe('fr');
    expect(form.get('line_items[0][price_data][product_data][name]')).toMatch(new RegExp(`^${webinar.title_fr} — `));
  });

  it('keeps a free webinar away from Stripe', async () => {
    useStripe();
    const webinar = await paidWebinar({ fee_minor: 0 });
    const since = standIn.calls.length;
    const registration = await register(await readyClient(), webinar.id);
    expect(registration).toMatchObject({ payment_status: 'free', payment_provider: 'direct', checkout_url: null });
    expect(callsSince(since)).toEqual([]);
  });

  it('keeps the registration, payment pending, when Stripe cannot be reached (as a booking)', async () => {
    useStripe();
    // A port nobody listens on any more.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.STRIPE_API_BASE = `http://127.0.0.1:${port}`;

    const webinar = await paidWebinar();
    const client = await readyClient();
    const before = await seatsLeft(webinar.slug);
    const registration = await register(client, webinar.id);
    expect(registration).toMatchObject({ status: 'active', payment_status: 'pending', payment_provider: 'stripe', checkout_url: null });
    expect(await seatsLeft(webinar.slug)).toBe(before - 1);
    expect(await stored(registration.id)).toMatchObject({ payment_reference: null });
  });
});

describe('the Stripe webhook and webinar registrations', () => {
  it('marks the registration paid on checkout.session.completed; a repeated event is harmless', async () => {
    useStripe();
    const webinar = await paidWebinar();
    const client = await readyClient();
    const registration = await register(client, webinar.id);
    const payload = completed(registration.id, sessionOf(registration));

    const first = await deliver(payload);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ received: true });
    const mine = await client.http.get('/api/client/webinar-registrations?pageSize=50');
    // Paid: no payment page any more.
    expect(mine.body.data.find((entry: Registration) => entry.id === registration.id)).toMatchObject({ status: 'active', payment_status: 'paid', checkout_url: null });
    const attendees = await host.http.get(`/api/consultant/webinars/${webinar.id}/registrations`);
    expect(attendees.body.data).toEqual([expect.objectContaining({ id: registration.id, payment_status: 'paid' })]);

    const repeat = await deliver(payload);
    expect(repeat.status).toBe(200);
    expect(await stored(registration.id)).toMatchObject({ status: 'active', payment_status: 'paid', payment_reference: sessionOf(registration) });
  });

  it('checks the signature as for bookings: a forged event changes nothing', async () => {
    useStripe();
    const registration = await register(await readyClient(), (await paidWebinar()).id);
    const forged = await deliver(completed(registration.id, sessionOf(registration)), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({ name: 'SignatureInvalid', message: 'Signature Stripe absente ou invalide.' });
    expect(await stored(registration.id)).toMatchObject({ payment_status: 'pending' });
  });

  it('ignores an unknown registration and a payment by another session (200, nothing changes)', async () => {
    useStripe();
    const registration = await register(await readyClient(), (await paidWebinar()).id);
    const unknown = await deliver(completed('no-such-registration', sessionOf(registration)));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ received: true, ignored: 'NotFoundError' });

    expect((await deliver(completed(registration.id, sessionOf(registration)))).status).toBe(200);
    const other = await deliver(completed(registration.id, `cs_test_${unique()}`));
    expect(other.body).toEqual({ received: true, ignored: 'RegistrationAlreadyPaid' });
    expect(await stored(registration.id)).toMatchObject({ payment_status: 'paid', payment_reference: sessionOf(registration) });
  });

  it('tells a booking’s session from a registration’s by its metadata', async () => {
    useStripe();
    const parties = await bookingParties();
    const sessionId = `cs_test_${unique()}`;
    const booking = await insertBooking(parties, new Date(Date.UTC(2031, 9, 6, 9, 0)), { payment_provider: 'stripe', payment_reference: sessionId });
    const registration = await register(await readyClient(), (await paidWebinar()).id);

    expect((await deliver(sessionEvent('checkout.session.completed', sessionId, { booking_id: booking.documentId }))).status).toBe(200);
    expect(await storedBooking(booking.documentId)).toMatchObject({ payment_status: 'paid', payment_reference: sessionId });
    expect(await stored(registration.id)).toMatchObject({ payment_status: 'pending' });

    // A booking's expired checkout keeps the booking as it is (its slot, payment pending).
    const pendingSession = `cs_test_${unique()}`;
    const pendingBooking = await insertBooking(parties, new Date(Date.UTC(2031, 9, 7, 9, 0)), { payment_provider: 'stripe', payment_reference: pendingSession });
    const expiredBooking = await deliver(sessionEvent('checkout.session.expired', pendingSession, { booking_id: pendingBooking.documentId }, 'unpaid'));
    expect(expiredBooking.body).toEqual({ received: true });
    expect(await storedBooking(pendingBooking.documentId)).toMatchObject({ status: 'confirmed', payment_status: 'pending' });
  });

  it('refunds at once a payment that arrives after the client unregistered', async () => {
    useStripe();
    const webinar = await paidWebinar();
    const client = await readyClient();
    const registration = await register(client, webinar.id);
    expectStatus(await client.http.delete(`/api/client/webinars/${webinar.id}/registration`), 200);

    const since = standIn.calls.length;
    const late = await deliver(completed(registration.id, sessionOf(registration)));
    expect(late.status).toBe(200);
    expect(callsSince(since)).toEqual([`GET /v1/checkout/sessions/${sessionOf(registration)}`, 'POST /v1/refunds']);
    expect(standIn.calls[since + 1].form.get('payment_intent')).toBe(`pi_for_${sessionOf(registration)}`);
    expect(await stored(registration.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    // The same event again refunds nothing more.
    const again = standIn.calls.length;
    expect((await deliver(completed(registration.id, sessionOf(registration)))).status).toBe(200);
    expect(callsSince(again)).toEqual([]);
  });
});

describe('refunds of a Stripe payment', () => {
  it('refunds the session’s payment through Stripe when the client unregisters', async () => {
    useStripe();
    const webinar = await paidWebinar();
    const client = await readyClient();
    const registration = await register(client, webinar.id);
    await deliver(completed(registration.id, sessionOf(registration)));

    const since = standIn.calls.length;
    const left = await client.http.delete(`/api/client/webinars/${webinar.id}/registration`);
    expectStatus(left, 200);
    expect(left.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded', cancelled_by: 'client', checkout_url: null });
    expect(callsSince(since)).toEqual([`GET /v1/checkout/sessions/${sessionOf(registration)}`, 'POST /v1/refunds']);
    expect(standIn.calls[since + 1].form.get('payment_intent')).toBe(`pi_for_${sessionOf(registration)}`);
  });

  it('refunds every Stripe-paid registration through Stripe when the consultant cancels, and only those', async () => {
    useStripe();
    const webinar = await paidWebinar();
    const [payer, waiter] = await Promise.all([readyClient(), readyClient()]);
    const paid = await register(payer, webinar.id);
    const pending = await register(waiter, webinar.id);
    await deliver(completed(paid.id, sessionOf(paid)));

    const since = standIn.calls.length;
    expectStatus(await host.http.delete(`/api/consultant/webinars/${webinar.id}`), 200);
    expect(callsSince(since)).toEqual([`GET /v1/checkout/sessions/${sessionOf(paid)}`, 'POST /v1/refunds']);
    expect(standIn.calls[since + 1].form.get('payment_intent')).toBe(`pi_for_${sessionOf(paid)}`);
    expect(await stored(paid.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'consultant', payment_status: 'refunded' });
    expect(await stored(pending.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'consultant', payment_status: 'pending' });
  });

  it('refunds the session’s payment through Stripe when the client’s account is erased', async () => {
    useStripe();
    const webinar = await paidWebinar();
    const client = await readyClient();
    const registration = await register(client, webinar.id);
    await deliver(completed(registration.id, sessionOf(registration)));

    const since = standIn.calls.length;
    const admin = await sharedAdmin();
    expectStatus(await admin.http.post(`/api/admin-panel/clients/${client.profileId}/erasure`, {}), 200);
    expect(callsSince(since)).toEqual([`GET /v1/checkout/sessions/${sessionOf(registration)}`, 'POST /v1/refunds']);
    expect(standIn.calls[since + 1].form.get('payment_intent')).toBe(`pi_for_${sessionOf(registration)}`);
    expect(await stored(registration.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
  });
});

describe('a checkout that expires unpaid', () => {
  it('gives the seat back, tells the client, and lets them register again', async () => {
    useStripe();
    const webinar = await paidWebinar({ capacity: 1 });
    const client = await readyClient();
    const seen = await mailIdsTo(client.email);
    const registration = await register(client, webinar.id);
    expect(await seatsLeft(webinar.slug)).toBe(0);
    const someoneElse = await readyClient();
    expectStatus(await someoneElse.http.post(`/api/client/webinars/${webinar.id}/registration`, {}), 409);

    const released = await deliver(expired(registration.id, sessionOf(registration)));
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toEqual({ received: true });
    expect(await seatsLeft(webinar.slug)).toBe(1);
    const past = await client.http.get('/api/client/webinar-registrations?when=past&pageSize=50');
    expect(past.body.data.find((entry: Registration) => entry.id === registration.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'unpaid',
      payment_status: 'pending',
      checkout_url: null,
    });
    const mail = await nextMailTo(client.email, seen, { match: (caught) => /place au webinaire/.test(caught.subject) && caught.subject.includes(webinar.title_fr) });
    expect(mail.subject).toMatch(/est libérée/);
    expect(mail.text).toContain('rien ne vous a été débité');
    expect(icsProperties(await attachmentText(mail, '.ics'))).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED' });

    // The same event again, or for a registration that is no longer pending, changes nothing.
    const again = await deliver(expired(registration.id, sessionOf(registration)));
    expect(again.body).toEqual({ received: true, ignored: 'RegistrationNotPending' });
    const anew = await register(client, webinar.id);
    expect(anew.id).not.toBe(registration.id);
    expect(sessionOf(anew)).not.toBe(sessionOf(registration));
    expect(await seatsLeft(webinar.slug)).toBe(0);
    expect((await deliver(expired(registration.id, sessionOf(registration)))).body.ignored).toBe('RegistrationNotPending');
    expect(await stored(anew.id)).toMatchObject({ status: 'active', payment_status: 'pending' });
  });

  it('leaves a paid registration alone', async () => {
    useStripe();
    const webinar = await paidWebinar();
    const registration = await register(await readyClient(), webinar.id);
    await deliver(completed(registration.id, sessionOf(registration)));
    const before = await seatsLeft(webinar.slug);
    const late = await deliver(expired(registration.id, sessionOf(registration)));
    expect(late.body).toEqual({ received: true, ignored: 'RegistrationNotPending' });
    expect(await stored(registration.id)).toMatchObject({ status: 'active', payment_status: 'paid' });
    expect(await seatsLeft(webinar.slug)).toBe(before);
  });
});

describe('checkouts whose webhook event never came', () => {
  it('asks Stripe once the checkout should have ended: a paid one is marked paid, an expired one gives its seat back', async () => {
    useStripe();
    const webinar = await paidWebinar({ capacity: 5 });
    const [payer, leaver] = await Promise.all([readyClient(), readyClient()]);
    const paid = await register(payer, webinar.id);
    const lapsed = await register(leaver, webinar.id);
    standIn.expire(sessionOf(lapsed));
    const seen = await mailIdsTo(leaver.email);

    // Within the checkout's hour (and its grace), nobody asks Stripe.
    const early = standIn.calls.length;
    expect(await webinars().settleCheckouts(new Date(clock.ms() + 30 * 60_000))).toEqual({ paid: 0, released: 0 });
    expect(callsSince(early)).toEqual([]);
    expect(await seatsLeft(webinar.slug)).toBe(3);

    // Two hours on (other tests' pending checkouts are settled too: the counts are at least these two).
    const since = standIn.calls.length;
    const settled = await webinars().settleCheckouts(new Date(Date.parse(String((await stored(lapsed.id)).createdAt)) + 2 * HOUR));
    expect(settled.paid).toBeGreaterThanOrEqual(1);
    expect(settled.released).toBeGreaterThanOrEqual(1);
    expect(callsSince(since)).toEqual(expect.arrayContaining([`GET /v1/checkout/sessions/${sessionOf(paid)}`, `GET /v1/checkout/sessions/${sessionOf(lapsed)}`]));
    expect(await stored(paid.id)).toMatchObject({ status: 'active', payment_status: 'paid', payment_reference: sessionOf(paid) });
    expect(await stored(lapsed.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'unpaid', payment_status: 'pending' });
    expect(await seatsLeft(webinar.slug)).toBe(4);
    const mail = await nextMailTo(leaver.email, seen, { match: (caught) => /place au webinaire/.test(caught.subject) && caught.subject.includes(webinar.title_fr) });
    expect(mail.subject).toMatch(/est libérée/);

    // The webhook's event arriving after the sweep changes nothing more.
    expect((await deliver(expired(lapsed.id, sessionOf(lapsed)))).body).toEqual({ received: true, ignored: 'RegistrationNotPending' });
    expect((await deliver(completed(paid.id, sessionOf(paid)))).body).toEqual({ received: true });
    expect(await stored(paid.id)).toMatchObject({ payment_status: 'paid' });
  });
});
