import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import { bookableConsultant, book, readyClient, slotStarts } from '../helpers/bookings';
import { bookingParties, insertBooking, storedBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { mailIdsTo, nextMailTo } from '../helpers/mail';
import { savedPaymentSettings, stripeStandIn, useStripe } from '../helpers/stripe';
import { clock } from '../../src/contracts/clock';

/**
 * Bookings, coupons and the dashboard of the back office (contracts/admin-bookings; spec §2 admin
 * "all-booking", "dashboard"; DESIGN §2 admin dialect): the booking list with its filters, search,
 * sorting and ranges; marking paid, refunding (Stripe through a stand-in for its API) and cancelling as
 * an admin, with the e-mails both parties receive; the coupons' trash; and the dashboard's figures.
 */
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const ids = (response: { body: { id: string }[] }) => response.body.map((record) => record.id);

let admin: SignedIn;
const standIn = stripeStandIn();
const settings = savedPaymentSettings();
let stripeBase = '';

beforeAll(async () => {
  await seedOnce();
  admin = await sharedAdmin();
  stripeBase = await standIn.start();
}, 300_000);

afterAll(() => standIn.close());
afterEach(() => settings.restore());

describe('the booking list', () => {
  let parties: BookingParties;
  let other: { profileId: string; email: string };
  let couponCode: string;
  const b: Record<string, InsertedBooking> = {};

  beforeAll(async () => {
    parties = await bookingParties();
    const otherClient = await signUpClient();
    const profile = await booted()
      .db.query('api::client-profile.client-profile')
      .findOne({ where: { user: { email: otherClient.email } } });
    other = { profileId: profile.documentId, email: otherClient.email };
    couponCode = `LIST${unique()}`.toUpperCase();
    const coupon = await admin.http.post('/api/admin-panel/coupons', { code: couponCode, kind: 'fixed', amount_off_minor: 1500, currency: 'EUR' });
    expectStatus(coupon, 201);
    const day = (n: number) => new Date(Date.UTC(2031, 0, 5 + n, 9, 0));
    b.one = await insertBooking(parties, day(1), { list_fee_minor: 7500, discount_minor: 1500, fee_minor: 6000, coupon: coupon.body.id });
    b.two = await insertBooking(parties, day(2), {
      fee_minor: 4500,
      list_fee_minor: 4500,
      status: 'cancelled',
      cancelled_by: 'client',
      cancelled_at: '2030-12-20T10:00:00.000Z',
      cancellation_reason: 'Empêchement',
    });
    b.three = await insertBooking(parties, day(3), { fee_minor: 8000, list_fee_minor: 8000, payment_status: 'paid', paid_at: '2030-12-21T10:00:00.000Z', payment_reference: 'VIR-42' });
    b.four = await insertBooking(parties, day(4), { fee_minor: 0, list_fee_minor: 6000, discount_minor: 0, payment_status: 'free', free_first_consultation: true });
    b.five = await insertBooking(parties, day(5), { client: other.profileId, fee_minor: 5000, list_fee_minor: 5000, payment_status: 'refunded', paid_at: '2030-12-22T10:00:00.000Z' });
  }, 180_000);

  const list = (filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC'], range?: [number, number]) =>
    admin.http.get(`/api/admin-panel/bookings?filter=${q(filter)}${sort ? `&sort=${q(sort)}` : ''}${range ? `&range=${q(range)}` : ''}`);
  const idsOf = async (filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC'] = ['start', 'ASC']) => {
    const response = await list({ consultant: parties.consultant.profileId, ...filter }, sort);
    expectStatus(response, 200);
    return ids(response);
  };
  const named = (...keys: string[]) => keys.map((key) => b[key].documentId);

  it('shows every booking of a consultant with both parties, times, price and payment, and one booking by id', async () => {
    const all = await list({ consultant: parties.consultant.profileId }, ['start', 'ASC']);
    expectStatus(all, 200);
    expect(all.headers['content-range']).toBe('bookings 0-4/5');
    expect(ids(all)).toEqual(named('one', 'two', 'three', 'four', 'five'));
    const [one, two, , four, five] = all.body;
    expect(one).toEqual({
      id: b.one.documentId,
      token: b.one.token,
      room_id: b.one.room_id,
      start: '2031-01-06T09:00:00.000Z',
      end: '2031-01-06T10:00:00.000Z',
      duration_minutes: 60,
      consultant: parties.consultant.profileId,
      consultant_name: parties.consultant.display_name,
      client: parties.clientProfileId,
      client_name: expect.stringMatching(/^Paul Client/),
      client_email: parties.client.email,
      consultant_time_zone: 'Europe/Paris',
      client_time_zone: 'Asia/Kolkata',
      status: 'confirmed',
      cancelled_at: null,
      cancelled_by: null,
      cancellation_reason: null,
      payment_status: 'pending',
      payment_provider: 'direct',
      payment_reference: null,
      paid_at: null,
      list_fee_minor: 7500,
      discount_minor: 1500,
      fee_minor: 6000,
      currency: 'EUR',
      coupon: couponCode,
      free_first_consultation: false,
      createdAt: expect.any(String),
    });
    expect(Date.parse(one.createdAt)).toBeGreaterThan(clock.ms() - 10 * 60_000);
    expect(two).toMatchObject({ status: 'cancelled', cancelled_by: 'client', cancelled_at: '2030-12-20T10:00:00.000Z', cancellation_reason: 'Empêchement', coupon: null });
    expect(four).toMatchObject({ payment_status: 'free', fee_minor: 0, free_first_consultation: true });
    expect(five).toMatchObject({ client: other.profileId, client_email: other.email, payment_status: 'refunded' });

    const single = await admin.http.get(`/api/admin-panel/bookings/${b.three.documentId}`);
    expectStatus(single, 200);
    // One booking adds the parties' visits to its consultation room (none here).
    expect(single.body).toEqual({ ...all.body[2], attendance: [] });
    expect(single.body).toMatchObject({ payment_status: 'paid', paid_at: '2030-12-21T10:00:00.000Z', payment_reference: 'VIR-42' });
  });

  it('filters by start range (dates or instants), status, payment status, consultant and client', async () => {
    expect(await idsOf({ start_gte: '2031-01-07', start_lte: '2031-01-08' })).toEqual(named('two', 'three'));
    expect(await idsOf({ start_gte: '2031-01-08T09:00:00Z' })).toEqual(named('three', 'four', 'five'));
    expect(await idsOf({ start_lte: '2031-01-08T09:59:00+01:00' })).toEqual(named('one', 'two'));
    expect(await idsOf({ start_gte: '2031-02-01' })).toEqual([]);
    expect(await idsOf({ status: 'cancelled' })).toEqual(named('two'));
    expect(await idsOf({ status: 'confirmed' })).toEqual(named('one', 'three', 'four', 'five'));
    expect(await idsOf({ payment_status: 'paid' })).toEqual(named('three'));
    expect(await idsOf({ payment_status: 'pending' })).toEqual(named('one', 'two'));
    expect(await idsOf({ client: other.profileId })).toEqual(named('five'));
    expect(ids(await list({ client: parties.clientProfileId }, ['start', 'ASC']))).toEqual(named('one', 'two', 'three', 'four'));

    const bad = await admin.http.in('en').get(`/api/admin-panel/bookings?filter=${q({ start_gte: '06/01/2031' })}`);
    expectStatus(bad, 400);
    expect(bad.body.error.name).toBe('ValidationError');
    expectStatus(await list({ status: 'done' }), 400);
    expectStatus(await list({ payment_status: 'unpaid' }), 400);
    expectStatus(await list({ fee_minor: 6000 }), 400);
  });

  it('searches the consultant’s name, the client’s name and e-mail, and the booking token', async () => {
    expect(ids(await list({ q: parties.consultant.family_name.toLowerCase() }, ['start', 'ASC']))).toEqual(named('one', 'two', 'three', 'four', 'five'));
    const clientName = (await admin.http.get(`/api/admin-panel/bookings/${b.one.documentId}`)).body.client_name as string;
    expect(ids(await list({ q: clientName.split(' ')[1] }, ['start', 'ASC']))).toEqual(named('one', 'two', 'three', 'four'));
    expect(ids(await list({ q: other.email.toUpperCase() }))).toEqual(named('five'));
    expect(ids(await list({ q: b.three.token }))).toEqual(named('three'));
    expect(ids(await list({ q: `nobody-${unique()}` }))).toEqual([]);
  });

  it('sorts by start, creation, status, payment status, fee and id (on SQLite and PostgreSQL alike), and pages with Content-Range', async () => {
    expect(await idsOf({}, ['start', 'DESC'])).toEqual(named('five', 'four', 'three', 'two', 'one'));
    expect(await idsOf({}, ['createdAt', 'ASC'])).toEqual(named('one', 'two', 'three', 'four', 'five'));
    expect(await idsOf({}, ['id', 'DESC'])).toEqual(named('five', 'four', 'three', 'two', 'one'));
    // Enumerations sort in the order of a booking's life (confirmed, cancelled; pending, paid, free, refunded), ties by id.
    expect(await idsOf({}, ['status', 'ASC'])).toEqual(named('one', 'three', 'four', 'five', 'two'));
    expect(await idsOf({}, ['status', 'DESC'])).toEqual(named('two', 'five', 'four', 'three', 'one'));
    expect(await idsOf({}, ['payment_status', 'ASC'])).toEqual(named('one', 'two', 'three', 'four', 'five'));
    expect(await idsOf({}, ['payment_status', 'DESC'])).toEqual(named('five', 'four', 'three', 'two', 'one'));
    const byStatus = (range: [number, number]) => list({ consultant: parties.consultant.profileId }, ['status', 'ASC'], range);
    const middle = await byStatus([2, 4]);
    expect(middle.headers['content-range']).toBe('bookings 2-4/5');
    expect(ids(middle)).toEqual(named('four', 'five', 'two'));
    expect(ids(await byStatus([4, 4]))).toEqual(named('two'));
    expect(await idsOf({}, ['fee_minor', 'DESC'])).toEqual(named('three', 'one', 'five', 'two', 'four'));

    const first = await list({ consultant: parties.consultant.profileId }, ['start', 'ASC'], [0, 1]);
    expect(first.headers['content-range']).toBe('bookings 0-1/5');
    expect(ids(first)).toEqual(named('one', 'two'));
    const last = await list({ consultant: parties.consultant.profileId }, ['start', 'ASC'], [4, 9]);
    expect(last.headers['content-range']).toBe('bookings 4-4/5');
    expect(ids(last)).toEqual(named('five'));
    const many = await admin.http.get(`/api/admin-panel/bookings?filter=${q({ id: named('one', 'four') })}`);
    expectStatus(many, 200);
    expect(ids(many).sort()).toEqual(named('one', 'four').sort());

    expectStatus(await admin.http.get(`/api/admin-panel/bookings?sort=${q(['token', 'ASC'])}`), 400);
    expectStatus(await admin.http.get(`/api/admin-panel/bookings?range=${q([5, 2])}`), 400);
  });

  it('answers 404 to an unknown id, 400 to malformed JSON, and neither creates, edits nor deletes a booking field by field', async () => {
    const missing = await admin.http.in('en').get('/api/admin-panel/bookings/nope');
    expectStatus(missing, 404);
    expect(missing.body.error.message).toBe('Record not found.');
    const malformed = await admin.http.in('en').get(`/api/admin-panel/bookings?filter=${encodeURIComponent('{"status":')}`);
    expectStatus(malformed, 400);
    expect(malformed.body.error.message).toMatch(/Invalid query/);
    expectStatus(await admin.http.get('/api/admin-panel/bookings?sort=start'), 400);
    expect([404, 405]).toContain((await admin.http.post('/api/admin-panel/bookings', { token: 'x' })).status);
    expect([404, 405]).toContain((await admin.http.put(`/api/admin-panel/bookings/${b.one.documentId}`, { fee_minor: 1 })).status);
    expect([404, 405]).toContain((await admin.http.delete(`/api/admin-panel/bookings/${b.one.documentId}`)).status);
    expect((await storedBooking(b.one.documentId)).fee_minor).toBe(6000);
  });
});

describe('booking actions', () => {
  let parties: BookingParties;
  const later = (days: number) => new Date(Date.UTC(2031, 5, 1 + days, 9, 0));
  const action = (id: string, name: 'mark-paid' | 'refund' | 'cancel', body: object = {}) => admin.http.post(`/api/admin-panel/bookings/${id}/${name}`, body);

  beforeAll(async () => {
    parties = await bookingParties();
  }, 180_000);

  it('marks a pending booking paid with an optional reference, once; anything else is an invalid transition', async () => {
    const pending = await insertBooking(parties, later(1));
    const before = clock.ms();
    const paid = await action(pending.documentId, 'mark-paid', { payment_reference: '  VIR-2031-001 ' });
    expectStatus(paid, 200);
    expect(paid.body).toMatchObject({ id: pending.documentId, status: 'confirmed', payment_status: 'paid', payment_reference: 'VIR-2031-001' });
    expect(Date.parse(paid.body.paid_at)).toBeGreaterThanOrEqual(before - 1000);

    const again = await action(pending.documentId, 'mark-paid');
    expectStatus(again, 409);
    expect(again.body.error).toEqual({ status: 409, name: 'InvalidTransition', message: 'Cette réservation est déjà payée.', details: { reason: 'BookingAlreadyPaid' } });
    const againEn = await admin.http.in('en').post(`/api/admin-panel/bookings/${pending.documentId}/mark-paid`, {});
    expect(againEn.body.error.message).toBe('This booking is already paid.');

    const noReference = await insertBooking(parties, later(2));
    const plain = await action(noReference.documentId, 'mark-paid', {});
    expectStatus(plain, 200);
    expect(plain.body).toMatchObject({ payment_status: 'paid', payment_reference: null });

    const cancelled = await insertBooking(parties, later(3), { status: 'cancelled', cancelled_by: 'consultant', cancelled_at: clock.now().toISOString() });
    const refused = await action(cancelled.documentId, 'mark-paid');
    expectStatus(refused, 409);
    expect(refused.body.error).toMatchObject({ name: 'InvalidTransition', details: { reason: 'BookingCancelled' } });
    const free = await insertBooking(parties, later(4), { payment_status: 'free', fee_minor: 0 });
    expect((await action(free.documentId, 'mark-paid')).body.error).toMatchObject({ name: 'InvalidTransition', details: { reason: 'BookingFree' } });
    expect((await storedBooking(free.documentId)).payment_status).toBe('free');

    const another = await insertBooking(parties, later(5));
    expectFieldErrors(await action(another.documentId, 'mark-paid', { payment_reference: 'x'.repeat(121) }), ['payment_reference']);
    expectFieldErrors(await action(another.documentId, 'mark-paid', { paid: true }), ['paid']);
    expect((await storedBooking(another.documentId)).payment_status).toBe('pending');
    const unknown = await admin.http.in('en').post('/api/admin-panel/bookings/nope/mark-paid', {});
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBe('Record not found.');
  });

  it('refunds a paid booking: a direct payment is only recorded, a Stripe payment goes back through Stripe', async () => {
    const direct = await insertBooking(parties, later(6), { payment_status: 'paid', paid_at: clock.now().toISOString() });
    const callsBefore = standIn.calls.length;
    const refunded = await action(direct.documentId, 'refund');
    expectStatus(refunded, 200);
    expect(refunded.body).toMatchObject({ id: direct.documentId, status: 'confirmed', payment_status: 'refunded' });
    expect(standIn.calls.length).toBe(callsBefore);

    const twice = await action(direct.documentId, 'refund');
    expectStatus(twice, 409);
    expect(twice.body.error).toEqual({ status: 409, name: 'InvalidTransition', message: 'Seule une réservation payée peut être remboursée.', details: { reason: 'NotPaid' } });
    const pending = await insertBooking(parties, later(7));
    const notPaid = await admin.http.in('en').post(`/api/admin-panel/bookings/${pending.documentId}/refund`, {});
    expectStatus(notPaid, 409);
    expect(notPaid.body.error.message).toBe('Only a paid booking can be refunded.');
    expectFieldErrors(await action(pending.documentId, 'refund', { amount: 100 }), ['amount']);

    useStripe(stripeBase);
    const session = `cs_test_${unique()}`;
    const online = await insertBooking(parties, later(8), { payment_provider: 'stripe', payment_status: 'paid', payment_reference: session, paid_at: clock.now().toISOString() });
    const since = standIn.calls.length;
    const viaStripe = await action(online.documentId, 'refund');
    expectStatus(viaStripe, 200);
    expect(viaStripe.body).toMatchObject({ payment_provider: 'stripe', payment_status: 'refunded', payment_reference: session });
    const calls = standIn.calls.slice(since);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/checkout/sessions/${session}`, 'POST /v1/refunds']);
    expect(calls[1].form.get('payment_intent')).toBe(`pi_for_${session}`);
  });

  it('cancels a booking like a party would: the slot frees, both parties are told in their language, with the reason', async () => {
    const consultant = await bookableConsultant({ freeFirst: false });
    const client = await readyClient({ locale: 'en' });
    await booted()
      .db.query('api::client-profile.client-profile')
      .update({ where: { documentId: client.profileId }, data: { correspondence_language: 'en' } });
    const [slot] = await slotStarts(client.http, consultant.profileId);
    const created = await book(client, consultant.profileId, slot);
    expectStatus(created, 201);
    const id = created.body.data.id as string;
    expect(await slotStarts(client.http, consultant.profileId)).not.toContain(slot);

    const seenConsultant = await mailIdsTo(consultant.email);
    const seenClient = await mailIdsTo(client.email);
    const reason = 'Expert indisponible ce jour-là';
    const cancelled = await action(id, 'cancel', { reason: `  ${reason} ` });
    expectStatus(cancelled, 200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', cancelled_by: 'admin', cancellation_reason: reason, payment_status: 'pending' });
    expect(Date.parse(cancelled.body.cancelled_at)).toBeGreaterThan(clock.ms() - 60_000);
    expect(await slotStarts(client.http, consultant.profileId)).toContain(slot);

    const toConsultant = await nextMailTo(consultant.email, seenConsultant, { match: (mail) => /annulée/.test(mail.subject) });
    expect(toConsultant.text).toContain('Notre équipe a annulé cette consultation.');
    expect(toConsultant.text).toContain(`Motif\u00a0: ${reason}`);
    const toClient = await nextMailTo(client.email, seenClient, { match: (mail) => /cancelled/.test(mail.subject) });
    expect(toClient.text).toContain('Our team cancelled this consultation.');
    expect(toClient.text).toContain(`Reason: ${reason}`);

    const again = await admin.http.in('en').post(`/api/admin-panel/bookings/${id}/cancel`, { reason });
    expectStatus(again, 409);
    expect(again.body.error).toEqual({ status: 409, name: 'InvalidTransition', message: 'This booking is already cancelled.', details: { reason: 'BookingCancelled' } });
  });

  it('refuses to cancel a booking that has started, or without a reason of 3 to 500 characters', async () => {
    const started = await insertBooking(parties, new Date(clock.ms() - 10 * 60_000));
    const refused = await admin.http.in('en').post(`/api/admin-panel/bookings/${started.documentId}/cancel`, { reason: 'Too late now' });
    expectStatus(refused, 409);
    expect(refused.body.error).toMatchObject({ name: 'InvalidTransition', message: 'This booking has already started: it can no longer be cancelled.', details: { reason: 'BookingStarted' } });
    expect((await storedBooking(started.documentId)).status).toBe('confirmed');

    const upcoming = await insertBooking(parties, later(9));
    expectFieldErrors(await action(upcoming.documentId, 'cancel', { reason: ' ok ' }), ['reason']);
    expectFieldErrors(await action(upcoming.documentId, 'cancel', { reason: 'x'.repeat(501) }), ['reason']);
    expectFieldErrors(await action(upcoming.documentId, 'cancel', {}), ['reason']);
    expect((await storedBooking(upcoming.documentId)).status).toBe('confirmed');
    expectStatus(await action('nope', 'cancel', { reason: 'Unknown booking' }), 404);
  });

  it('refunds a paid Stripe booking it cancels', async () => {
    useStripe(stripeBase);
    const session = `cs_test_${unique()}`;
    const paid = await insertBooking(parties, later(10), { payment_provider: 'stripe', payment_status: 'paid', payment_reference: session, paid_at: clock.now().toISOString() });
    const since = standIn.calls.length;
    const cancelled = await action(paid.documentId, 'cancel', { reason: 'Plateforme en maintenance' });
    expectStatus(cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_by: 'admin', payment_status: 'refunded' });
    expect(standIn.calls.slice(since).map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/checkout/sessions/${session}`, 'POST /v1/refunds']);
  });
});

describe('coupons', () => {
  const create = (code: string) => admin.http.post('/api/admin-panel/coupons', { code, kind: 'percent', percent_off: 10 });

  it('moves a coupon to the trash, where it stops working at checkout, and restores it as it was', async () => {
    const seller = await bookableConsultant({ freeFirst: false });
    const client = await readyClient();
    const code = `TRASH${unique()}`.toUpperCase();
    const created = await create(code.toLowerCase());
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ code, kind: 'percent', percent_off: 10, currency: null, active: true, uses: 0, deletedAt: null });
    const apply = () => client.http.in('en').post('/api/client/apply-coupon', { consultantId: seller.profileId, code });
    expectStatus(await apply(), 200);

    const trashed = await admin.http.delete(`/api/admin-panel/coupons/${created.body.id}`);
    expectStatus(trashed, 200);
    const refused = await apply();
    expectStatus(refused, 400);
    expect(refused.body.error.message).toBe('This coupon code does not exist.');
    expect(ids(await admin.http.get(`/api/admin-panel/coupons?filter=${q({ q: code })}`))).toEqual([]);
    const trash = await admin.http.get(`/api/admin-panel/coupons?filter=${q({ q: code, trashed: true })}`);
    expect(ids(trash)).toEqual([created.body.id]);
    expect(trash.body[0].deletedAt).toEqual(expect.any(String));
    expect((await admin.http.get(`/api/admin-panel/coupons/${created.body.id}`)).body.deletedAt).toEqual(expect.any(String));
    expect((await admin.http.put(`/api/admin-panel/coupons/${created.body.id}`, { code, kind: 'percent', percent_off: 20 })).body.error.name).toBe('InTrash');
    // Its code stays taken while it is in the trash.
    expectFieldErrors(await create(code), ['code']);

    const restored = await admin.http.post(`/api/admin-panel/coupons/${created.body.id}/restore`, {});
    expectStatus(restored, 200);
    expect(restored.body).toMatchObject({ code, percent_off: 10, active: true, deletedAt: null });
    expectStatus(await apply(), 200);
  });

  it('edits a coupon from its whole record, filters by active and sorts by id', async () => {
    const marker = `EDIT${unique()}`.toUpperCase();
    const first = await create(`${marker}A`);
    const second = await create(`${marker}B`);
    // react-admin sends the whole record back: read-only fields (id, uses, deletedAt) are ignored.
    const edited = await admin.http.put(`/api/admin-panel/coupons/${second.body.id}`, { ...second.body, kind: 'fixed', amount_off_minor: 500, currency: 'usd', active: false });
    expectStatus(edited, 200);
    expect(edited.body).toMatchObject({ code: `${marker}B`, kind: 'fixed', percent_off: null, amount_off_minor: 500, currency: 'USD', active: false, uses: 0 });
    expect(ids(await admin.http.get(`/api/admin-panel/coupons?filter=${q({ q: marker, active: false })}`))).toEqual([second.body.id]);
    expect(ids(await admin.http.get(`/api/admin-panel/coupons?filter=${q({ q: marker, active: true })}`))).toEqual([first.body.id]);
    expect(ids(await admin.http.get(`/api/admin-panel/coupons?filter=${q({ q: marker })}&sort=${q(['id', 'ASC'])}`))).toEqual([first.body.id, second.body.id]);
    expect(ids(await admin.http.get(`/api/admin-panel/coupons?filter=${q({ q: marker })}&sort=${q(['id', 'DESC'])}`))).toEqual([second.body.id, first.body.id]);
    expect(ids(await admin.http.get(`/api/admin-panel/coupons?filter=${q({ q: marker })}&sort=${q(['code', 'DESC'])}`))).toEqual([second.body.id, first.body.id]);
    expectStatus(await admin.http.get(`/api/admin-panel/coupons?sort=${q(['uses', 'ASC'])}`), 400);
  });

  it('deletes a coupon for good only from the trash, and never one that bookings used', async () => {
    const parties = await bookingParties();
    const used = await create(`USED${unique()}`);
    await insertBooking(parties, new Date(Date.UTC(2031, 7, 1, 9, 0)), { coupon: used.body.id, status: 'cancelled', cancelled_by: 'client', cancelled_at: clock.now().toISOString() });
    const notInTrash = await admin.http.delete(`/api/admin-panel/coupons/${used.body.id}/permanent`);
    expectStatus(notInTrash, 409);
    expect(notInTrash.body.error.name).toBe('NotInTrash');
    expectStatus(await admin.http.delete(`/api/admin-panel/coupons/${used.body.id}`), 200);
    const inUse = await admin.http.in('en').delete(`/api/admin-panel/coupons/${used.body.id}/permanent`);
    expectStatus(inUse, 409);
    expect(inUse.body.error).toMatchObject({ name: 'InUse', details: { count: 1 } });
    expect(inUse.body.error.message).toBe('Cannot delete for good: 1 record(s) still use it.');

    const unused = await create(`GONE${unique()}`);
    expectStatus(await admin.http.delete(`/api/admin-panel/coupons/${unused.body.id}`), 200);
    const gone = await admin.http.delete(`/api/admin-panel/coupons/${unused.body.id}/permanent`);
    expectStatus(gone, 200);
    expect(gone.body.id).toBe(unused.body.id);
    expectStatus(await admin.http.get(`/api/admin-panel/coupons/${unused.body.id}`), 404);
  });
});

describe('the dashboard', () => {
  type Figures = {
    bookings_per_week: { week_start: string; count: number }[];
    revenue: { currency: string; amount_minor: number; bookings: number }[];
    signups_per_week: { week_start: string; clients: number; consultants: number }[];
    consultants_awaiting_approval: number;
    open_contact_requests: number;
    upcoming_bookings: number;
  };
  const figures = async (zone?: string): Promise<Figures> => {
    const response = await admin.http.get(`/api/admin-panel/dashboard${zone ? `?time_zone=${encodeURIComponent(zone)}` : ''}`);
    expectStatus(response, 200);
    return response.body;
  };
  /** The Monday (`YYYY-MM-DD`) of the week of `instant` in `zone`. */
  const weekOf = (instant: Date, zone: string) => DateTime.fromJSDate(instant, { zone }).startOf('week').toISODate() as string;
  const countIn = (result: Figures, week: string) => result.bookings_per_week.find((entry) => entry.week_start === week)?.count;
  const revenueOf = (result: Figures, currency: string) => result.revenue.find((entry) => entry.currency === currency) ?? { amount_minor: 0, bookings: 0 };
  const total = async (resource: string, filter: Record<string, unknown>) => {
    const range = (await admin.http.get(`/api/admin-panel/${resource}?filter=${q(filter)}&range=[0,0]`)).headers['content-range'];
    return Number(range.split('/')[1]);
  };

  let parties: BookingParties;
  beforeAll(async () => {
    parties = await bookingParties();
  }, 180_000);

  it('shows twelve weeks starting on Mondays in the asked zone, the current one last', async () => {
    const paris = await figures();
    expect(paris.bookings_per_week).toHaveLength(12);
    expect(paris.signups_per_week).toHaveLength(12);
    const current = weekOf(clock.now(), 'Europe/Paris');
    expect(paris.bookings_per_week[11].week_start).toBe(current);
    expect(paris.bookings_per_week[0].week_start).toBe(DateTime.fromISO(current).minus({ weeks: 11 }).toISODate());
    expect(paris.signups_per_week.map((week) => week.week_start)).toEqual(paris.bookings_per_week.map((week) => week.week_start));
    for (const week of paris.bookings_per_week) expect(DateTime.fromISO(week.week_start).weekday).toBe(1);
    expect((await figures('Pacific/Kiritimati')).bookings_per_week[11].week_start).toBe(weekOf(clock.now(), 'Pacific/Kiritimati'));

    const bad = await admin.http.in('en').get('/api/admin-panel/dashboard?time_zone=Mars/Olympus_Mons');
    expectStatus(bad, 400);
    expect(bad.body.error.details.fieldErrors.time_zone).toEqual(['Unknown time zone (e.g. Europe/Paris).']);
    expectStatus(await admin.http.get('/api/admin-panel/dashboard?time_zone=Europe/Paris&weeks=4'), 400);
  });

  it('counts a booking in the week of its start in the asked zone, and its payment in the revenue', async () => {
    // Sunday 23:30 in Paris, two weeks ago: still that week in Paris, already Monday in Tokyo.
    const sunday = DateTime.now().setZone('Europe/Paris').startOf('week').minus({ weeks: 1 }).minus({ minutes: 30 });
    const start = sunday.toJSDate();
    const parisWeek = weekOf(start, 'Europe/Paris');
    const tokyoWeek = weekOf(start, 'Asia/Tokyo');
    expect(tokyoWeek).not.toBe(parisWeek);
    const soon = new Date(clock.ms() + 20 * 86_400_000);

    const before = { paris: await figures(), tokyo: await figures('Asia/Tokyo') };
    const booking = await insertBooking(parties, start, { fee_minor: 7000, list_fee_minor: 7000, currency: 'CHF' });
    await insertBooking(parties, soon);
    await insertBooking(parties, new Date(start.getTime() + 3_600_000), { status: 'cancelled', cancelled_by: 'client', cancelled_at: clock.now().toISOString() });
    const after = { paris: await figures(), tokyo: await figures('Asia/Tokyo') };
    expect(countIn(after.paris, parisWeek)).toBe((countIn(before.paris, parisWeek) ?? 0) + 1);
    expect(countIn(after.tokyo, tokyoWeek)).toBe((countIn(before.tokyo, tokyoWeek) ?? 0) + 1);
    expect(countIn(after.tokyo, parisWeek)).toBe(countIn(before.tokyo, parisWeek));
    expect(after.paris.upcoming_bookings).toBe(before.paris.upcoming_bookings + 1);
    expect(revenueOf(after.paris, 'CHF')).toEqual(revenueOf(before.paris, 'CHF'));

    expectStatus(await admin.http.post(`/api/admin-panel/bookings/${booking.documentId}/mark-paid`, {}), 200);
    const paid = await figures();
    expect(revenueOf(paid, 'CHF')).toEqual({ currency: 'CHF', amount_minor: revenueOf(before.paris, 'CHF').amount_minor + 7000, bookings: revenueOf(before.paris, 'CHF').bookings + 1 });
    expect(paid.revenue.map((entry) => entry.currency)).toEqual([...paid.revenue.map((entry) => entry.currency)].sort());

    expectStatus(await admin.http.post(`/api/admin-panel/bookings/${booking.documentId}/refund`, {}), 200);
    expect(revenueOf(await figures(), 'CHF')).toEqual(revenueOf(before.paris, 'CHF'));
  });

  it('counts sign-ups by role, profiles awaiting review and open contact requests', async () => {
    const before = await figures();
    const week = before.signups_per_week[11];
    await signUpClient();
    await signUpConsultant();
    await signUpConsultant();
    const subject = `Tableau ${unique()}`;
    expectStatus(await caller().post('/api/client/contact-us', { name: 'Ana', email: 'ana@example.org', subject, message: 'Une question sur les consultations.' }), 201);
    const after = await figures();
    const now = after.signups_per_week[11];
    // The week may have turned between the two calls only if the run crosses Monday 00:00 in Paris.
    if (now.week_start === week.week_start) expect(now).toEqual({ week_start: week.week_start, clients: week.clients + 1, consultants: week.consultants + 2 });
    expect(after.open_contact_requests).toBe(before.open_contact_requests + 1);
    expect(after.open_contact_requests).toBe(await total('contact-requests', { status: 'new' }));
    expect(after.consultants_awaiting_approval).toBe(await total('consultants', { approval_status: 'submitted' }));

    const request = (await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: subject })}`)).body[0];
    expectStatus(await admin.http.put(`/api/admin-panel/contact-requests/${request.id}`, { status: 'handled' }), 200);
    expect((await figures()).open_contact_requests).toBe(before.open_contact_requests);
  });
});
