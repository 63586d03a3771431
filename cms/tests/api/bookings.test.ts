import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { booted, seedOnce } from '../helpers/strapi';
import { signUpClient, sharedAdmin } from '../helpers/accounts';
import { completeConsultant, expectFieldErrors, expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { acceptConsentForm, book, bookableConsultant, readyClient, slotStarts, type ReadyClient } from '../helpers/bookings';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

/**
 * Booking (docs/api-bookings.md): free time slots from weekly timings, forms required
 * before booking, no double booking even under 50 simultaneous requests, idempotency keys, the change
 * notice window, both sides' lists, notes and dashboard, and 404 for other people's bookings.
 */
const ENV = ['BOOKING_MIN_NOTICE_HOURS', 'BOOKING_HORIZON_DAYS', 'BOOKING_CHANGE_NOTICE_HOURS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** Slots far enough ahead to be cancelled or rescheduled (the change notice is 24 h). */
const changeable = () => ({ from: new Date(clock.ms() + 25 * 3_600_000).toISOString() });
const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' });

describe('bookings', () => {
  let consultant: CompleteConsultant;
  let client: ReadyClient;

  beforeAll(async () => {
    await seedOnce();
    consultant = await bookableConsultant();
    client = await readyClient();
  }, 300_000);

  describe('free time slots', () => {
    it('lists the weekly timings cut by the session duration, as UTC instants, from 12 h to 60 days ahead', async () => {
      const response = await client.http.anonymous().get(`/api/client/consultants/${consultant.profileId}/slots?to=${new Date(clock.ms() + 62 * 86_400_000).toISOString()}`);
      expectStatus(response, 200);
      expect(response.body.meta).toMatchObject({
        time_zone: 'Europe/Paris',
        duration_minutes: 60,
        min_notice_hours: 12,
        horizon_days: 60,
        // What the booking review tells the client before it confirms.
        change_notice_hours: 24,
        payment_provider: 'direct',
        fee_minor: 6000,
        currency: 'EUR',
        free_first_consultation: true,
      });
      const slots: { start: string; end: string }[] = response.body.data;
      expect(slots.length).toBeGreaterThan(40);
      for (const slot of slots) {
        expect(slot.start).toMatch(/Z$/);
        const local = paris(slot.start);
        const wallClock = local.toFormat('HH:mm');
        expect(local.weekday === 1 ? ['09:00', '10:00', '11:00'] : ['14:00', '15:00', '16:00', '17:00']).toContain(wallClock);
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(clock.ms() + 12 * 3_600_000 - 60_000);
        expect(Date.parse(slot.start)).toBeLessThanOrEqual(clock.ms() + 60 * 86_400_000);
      }
    });

    it("follows the consultant's wall clock across daylight-saving changes (Paris, Toronto)", async () => {
      process.env.BOOKING_HORIZON_DAYS = '800';
      const year = DateTime.utc().year + 1;
      // Paris changes on the last Sunday of March, Toronto on the second Sunday of March and the first of November.
      const lastSundayOfMarch = DateTime.utc(year, 3, 31).minus({ days: DateTime.utc(year, 3, 31).weekday % 7 });
      const nthSunday = (month: number, n: number) => DateTime.utc(year, month, 1).plus({ days: ((7 - DateTime.utc(year, month, 1).weekday) % 7) + 7 * (n - 1) });
      const mondayAt = (sunday: DateTime, weeks: number, hourUtc: number) =>
        sunday
          .plus({ days: 1 + 7 * weeks })
          .set({ hour: hourUtc })
          .toISO({ suppressMilliseconds: false })!
          .replace('+00:00', 'Z');
      const range = (sunday: DateTime) => ({ from: sunday.minus({ days: 6 }).toISO()!, to: sunday.plus({ days: 2 }).toISO()! });

      const dstConsultant = await completeConsultant({ approve: true });
      const spring = await slotStarts(dstConsultant.http, dstConsultant.profileId, range(lastSundayOfMarch));
      expect(spring.filter((start) => paris(start).weekday === 1)).toEqual([
        mondayAt(lastSundayOfMarch, -1, 8),
        mondayAt(lastSundayOfMarch, -1, 9),
        mondayAt(lastSundayOfMarch, -1, 10),
        mondayAt(lastSundayOfMarch, 0, 7),
        mondayAt(lastSundayOfMarch, 0, 8),
        mondayAt(lastSundayOfMarch, 0, 9),
      ]);
      expectStatus(await dstConsultant.http.put('/api/consultant/timings', { time_zone: 'America/Toronto', windows: [{ weekday: 1, start: '09:00', end: '10:00' }], exceptions: [] }), 200);
      const march = nthSunday(3, 2);
      expect(await slotStarts(dstConsultant.http, dstConsultant.profileId, range(march))).toEqual([mondayAt(march, -1, 14), mondayAt(march, 0, 13)]);
      const november = nthSunday(11, 1);
      expect(await slotStarts(dstConsultant.http, dstConsultant.profileId, range(november))).toEqual([mondayAt(november, -1, 13), mondayAt(november, 0, 14)]);
    });

    it("answers a bad range with a clear 400 in the caller's language, and 404 for a consultant not approved", async () => {
      const bad = await client.http.in('en').anonymous().get(`/api/client/consultants/${consultant.profileId}/slots?from=tomorrow`);
      expectFieldErrors(bad, ['from']);
      expect(bad.body.error.details.fieldErrors.from[0]).toMatch(/ISO 8601/);
      const tooLong = await client.http.anonymous().get(`/api/client/consultants/${consultant.profileId}/slots?from=2027-01-01T00:00:00Z&to=2027-06-01T00:00:00Z`);
      expect(expectFieldErrors(tooLong, ['to']).to[0]).toMatch(/62 jours/);
      const pending = await completeConsultant({ submit: true });
      expectStatus(await client.http.anonymous().get(`/api/client/consultants/${pending.profileId}/slots`), 404);
    });
  });

  describe('booking a time slot', () => {
    it('refuses until the consent form and the health assessment are done, naming what is missing', async () => {
      const newcomer = await signUpClient({ locale: 'en' });
      const [start] = await slotStarts(newcomer.http, consultant.profileId);
      const refused = await book(newcomer, consultant.profileId, start);
      expectStatus(refused, 400);
      expect(refused.body.error.name).toBe('FormsMissing');
      expect(refused.body.error.details.missing).toEqual(['consent-form', 'health-assessment']);
      expect(refused.body.error.message).toMatch(/consent form/);
      await acceptConsentForm(newcomer);
      const still = await book(newcomer, consultant.profileId, start);
      expect(still.body.error.details.missing).toEqual(['health-assessment']);
      expect((await slotStarts(newcomer.http, consultant.profileId))[0]).toBe(start);
    });

    it('books a free slot once: the first consultation is free, the slot leaves the list, the booking link works', async () => {
      const [start] = await slotStarts(client.http, consultant.profileId, changeable());
      const created = await book(client, consultant.profileId, start);
      expectStatus(created, 201);
      const booking = created.body.data;
      expect(booking).toMatchObject({
        status: 'confirmed',
        start,
        duration_minutes: 60,
        fee_minor: 0,
        list_fee_minor: 6000,
        currency: 'EUR',
        free_first_consultation: true,
        payment_status: 'free',
        can_change: true,
        consultant: { id: consultant.profileId, display_name: consultant.display_name, time_zone: 'Europe/Paris' },
        client: { id: client.profileId },
      });
      expect(booking.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(booking.room_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await slotStarts(client.http, consultant.profileId)).not.toContain(start);
      const byToken = await client.http.get(`/api/client/bookings/by-token/${booking.token}`);
      expectStatus(byToken, 200);
      expect(byToken.body.data.id).toBe(booking.id);
      const again = await book(client, consultant.profileId, start);
      expectStatus(again, 409);
      expect(again.body.error.name).toBe('SlotUnavailable');

      const [next] = await slotStarts(client.http, consultant.profileId);
      const paid = await book(client, consultant.profileId, next);
      expectStatus(paid, 201);
      expect(paid.body.data).toMatchObject({ fee_minor: 6000, payment_status: 'pending', payment_provider: 'direct', free_first_consultation: false });
    });

    it('refuses a time that is not one of the free slots', async () => {
      const [start] = await slotStarts(client.http, consultant.profileId);
      const refused = await book(client, consultant.profileId, new Date(Date.parse(start) + 30 * 60_000).toISOString());
      expectStatus(refused, 409);
      expect(refused.body.error.message).toMatch(/créneau/);
      expectFieldErrors(await book(client, consultant.profileId, 'lundi 9h'), ['start']);
    });

    it('refuses a consultant who is not bookable', async () => {
      const pending = await completeConsultant({ submit: true });
      const [start] = await slotStarts(client.http, consultant.profileId);
      expectStatus(await book(client, pending.profileId, start), 404);
    });

    it('gives 50 simultaneous requests for one slot exactly one booking and 49 conflicts', async () => {
      const racer = await bookableConsultant({ freeFirst: false });
      const clients = [client, await readyClient(), await readyClient(), await readyClient(), await readyClient()];
      const [start] = await slotStarts(client.http, racer.profileId);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          book(clients[i % clients.length], racer.profileId, start).then(
            (r) => r,
            (e) => e,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const rows = await booted()
        .db.query('api::booking.booking')
        .findMany({ where: { consultant: { documentId: racer.profileId }, status: 'confirmed' } });
      expect(rows).toHaveLength(1);
    }, 120_000);

    it('holds no overlap in the database itself, whatever the durations, and a cancellation frees the slot', async () => {
      const consultantDb = await bookableConsultant({ freeFirst: false });
      const [start] = await slotStarts(client.http, consultantDb.profileId, changeable());
      const created = await book(client, consultantDb.profileId, start);
      expectStatus(created, 201);
      // A 90-minute interval starting 30 minutes earlier, written straight to the table, is refused by the database.
      const knex = booted().db.connection;
      const cell = (minutes: number) => Math.floor(Date.parse(start) / 60_000) + minutes;
      const overlapping = Array.from({ length: 18 }, (_, i) => ({ consultant_document_id: consultantDb.profileId, cell_start: cell(-30 + i * 5), booking_document_id: 'intruder' }));
      await expect(knex('booking_time_cells').insert(overlapping)).rejects.toThrow();
      const cancelled = await client.http.post(`/api/client/bookings/${created.body.data.id}/cancel`, { reason: 'Empêchement' });
      expectStatus(cancelled, 200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'client', cancellation_reason: 'Empêchement', can_change: false });
      expect(await slotStarts(client.http, consultantDb.profileId)).toContain(start);
      expectStatus(await book(await readyClient(), consultantDb.profileId, start), 201);
    }, 120_000);
  });

  describe('idempotency keys', () => {
    it('returns the first answer to a repeated request and refuses the key for another request', async () => {
      const other = await bookableConsultant({ freeFirst: false });
      const [first, second] = await slotStarts(client.http, other.profileId);
      const key = `key-${Math.random()}`;
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => book(client, other.profileId, first, { key })));
      const ids = new Set(answers.map((answer) => answer.body.data?.id));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(ids.size).toBe(1);
      const later = await book(client, other.profileId, first, { key });
      expect(later.body.data.id).toBe([...ids][0]);
      const reused = await book(client, other.profileId, second, { key });
      expectStatus(reused, 422);
      expect(reused.body.error.name).toBe('IdempotencyKeyReused');
      const rows = await booted()
        .db.query('api::booking.booking')
        .findMany({ where: { consultant: { documentId: other.profileId } } });
      expect(rows).toHaveLength(1);
    });
  });

  describe('changes and the notice window', () => {
    it('reschedules to another free slot keeping the booking link, and refuses changes inside the notice window', async () => {
      const mover = await bookableConsultant({ freeFirst: false });
      const [first, , third] = await slotStarts(client.http, mover.profileId, changeable());
      const booking = (await book(client, mover.profileId, first)).body.data;
      const moved = await mover.http.post(`/api/consultant/bookings/${booking.id}/reschedule`, { start: third });
      expectStatus(moved, 200);
      expect(moved.body.data).toMatchObject({ id: booking.id, token: booking.token, start: third, reschedule_count: 1 });
      const slots = await slotStarts(client.http, mover.profileId);
      expect(slots).toContain(first);
      expect(slots).not.toContain(third);

      process.env.BOOKING_CHANGE_NOTICE_HOURS = String(24 * 365);
      const late = await client.http.in('en').post(`/api/client/bookings/${booking.id}/cancel`, {});
      expectStatus(late, 409);
      expect(late.body.error.name).toBe('ChangeTooLate');
      expect(late.body.error.message).toMatch(/less than 8760 h before/);
      expect(late.body.error.details.deadline).toBe(new Date(Date.parse(third) - 24 * 365 * 3_600_000).toISOString());
      expectStatus(await client.http.post(`/api/client/bookings/${booking.id}/reschedule`, { start: first }), 409);
      const view = await client.http.get(`/api/client/bookings/by-token/${booking.token}`);
      expect(view.body.data).toMatchObject({ can_change: false, start: third });
    });
  });

  describe('lists, notes, dashboard and privacy', () => {
    it('shows each side its own bookings, notes and figures, and 404 to everyone else', async () => {
      const host = await bookableConsultant({ freeFirst: false });
      const guest = await readyClient({ timeZone: 'Asia/Kolkata' });
      const [start] = await slotStarts(guest.http, host.profileId, changeable());
      const booking = (await book(guest, host.profileId, start)).body.data;
      expect(booking.client.time_zone).toBe('Asia/Kolkata');

      const mine = await guest.http.get('/api/client/bookings?when=upcoming');
      expectStatus(mine, 200);
      expect(mine.body.data.map((b: Schemas['Booking']) => b.id)).toEqual([booking.id]);
      expect(mine.body.meta.pagination).toMatchObject({ page: 1, total: 1 });
      const theirs = await host.http.get('/api/consultant/bookings?when=upcoming');
      expect(theirs.body.data).toEqual([expect.objectContaining({ id: booking.id, notes_count: 0, client: expect.objectContaining({ id: guest.profileId }) })]);

      const note = await host.http.post(`/api/consultant/bookings/${booking.id}/notes`, { text: 'Sommeil à suivre.' });
      expectStatus(note, 201);
      expect(note.body.data).toMatchObject({ booking_id: booking.id, client: { id: guest.profileId }, text: 'Sommeil à suivre.' });
      expectFieldErrors(await host.http.post(`/api/consultant/bookings/${booking.id}/notes`, { text: '  ' }), ['text']);
      expect((await host.http.get(`/api/consultant/notes?clientId=${guest.profileId}`)).body.data).toHaveLength(1);
      expect((await host.http.get('/api/consultant/bookings?when=upcoming')).body.data[0].notes_count).toBe(1);

      const dashboard = await host.http.get('/api/consultant/dashboard');
      expectStatus(dashboard, 200);
      expect(dashboard.body.data).toMatchObject({ next_booking: { id: booking.id }, total_clients: 1, upcoming_count: 1, recent_notes: [expect.objectContaining({ text: 'Sommeil à suivre.' })] });

      // Someone else's booking: not found, whatever the door.
      expectStatus(await client.http.get(`/api/client/bookings/by-token/${booking.token}`), 404);
      expectStatus(await client.http.post(`/api/client/bookings/${booking.id}/cancel`, {}), 404);
      expectStatus(await consultant.http.get(`/api/consultant/bookings/${booking.id}/notes`), 404);
      expectStatus(await consultant.http.post(`/api/consultant/bookings/${booking.id}/notes`, { text: 'x' }), 404);
      expectStatus(await consultant.http.post(`/api/consultant/bookings/${booking.id}/reschedule`, { start }), 404);
      expect((await consultant.http.get(`/api/consultant/notes?clientId=${guest.profileId}`)).body.data).toEqual([]);
      expectStatus(await guest.http.anonymous().get(`/api/client/bookings/by-token/${booking.token}`), 401);

      const cancelled = await host.http.post(`/api/consultant/bookings/${booking.id}/cancel`, { reason: 'Indisponible' });
      expect(cancelled.body.data.cancelled_by).toBe('consultant');
      const past = await guest.http.get('/api/client/bookings?when=past');
      expect(past.body.data.map((b: Schemas['Booking']) => b.id)).toEqual([booking.id]);
      expect((await guest.http.get('/api/client/bookings?when=upcoming')).body.data).toEqual([]);
    });
  });

  describe('coupons', () => {
    it('lets admins manage coupons and applies them once per client, with each rule explained', async () => {
      const admin = await sharedAdmin();
      const seller = await bookableConsultant({ freeFirst: false });
      const code = `ZEN${Math.random().toString(36).slice(2, 7)}`;
      const invalid = await admin.http.post('/api/admin-panel/coupons', { code, kind: 'percent' });
      expectFieldErrors(invalid, ['percent_off']);
      const created = await admin.http.post('/api/admin-panel/coupons', { code: code.toLowerCase(), kind: 'percent', percent_off: 25, max_uses: 2, once_per_client: true });
      expectStatus(created, 201);
      expect(created.body).toMatchObject({ code: code.toUpperCase(), kind: 'percent', percent_off: 25, uses: 0, active: true });
      expectFieldErrors(await admin.http.post('/api/admin-panel/coupons', { code, kind: 'fixed', amount_off_minor: 500, currency: 'EUR' }), ['code']);
      const list = await admin.http.get(`/api/admin-panel/coupons?filter=${encodeURIComponent(JSON.stringify({ q: code }))}&range=[0,9]`);
      expect(list.headers['content-range']).toBe('coupons 0-0/1');
      expect(list.body[0].id).toBe(created.body.id);

      const quote = await client.http.post('/api/client/apply-coupon', { consultantId: seller.profileId, code: code.toLowerCase() });
      expectStatus(quote, 200);
      expect(quote.body.data).toEqual({ code: code.toUpperCase(), list_fee_minor: 6000, discount_minor: 1500, fee_minor: 4500, currency: 'EUR' });
      const [first, second] = await slotStarts(client.http, seller.profileId);
      const discounted = await book(client, seller.profileId, first, { couponCode: code });
      expectStatus(discounted, 201);
      expect(discounted.body.data).toMatchObject({ fee_minor: 4500, discount_minor: 1500, coupon_code: code.toUpperCase() });
      const twice = await client.http.in('en').post('/api/client/apply-coupon', { consultantId: seller.profileId, code });
      expectStatus(twice, 400);
      expect(twice.body.error).toMatchObject({ name: 'CouponInvalid', message: 'You have already used this coupon code.' });
      expectStatus(await book(client, seller.profileId, second, { couponCode: code }), 400);

      const other = await readyClient();
      expectStatus(await book(other, seller.profileId, second, { couponCode: code }), 201);
      const usedUp = await (await readyClient()).http.post('/api/client/apply-coupon', { consultantId: seller.profileId, code });
      expect(usedUp.body.error.message).toMatch(/nombre maximal/);
      expect((await admin.http.get(`/api/admin-panel/coupons/${created.body.id}`)).body.uses).toBe(2);

      const expired = await admin.http.post('/api/admin-panel/coupons', {
        code: `${code}X`,
        kind: 'fixed',
        amount_off_minor: 1000,
        currency: 'EUR',
        valid_until: '2020-01-01T00:00:00Z',
        valid_from: '2019-01-01T00:00:00Z',
      });
      expectStatus(expired, 201);
      expect((await client.http.post('/api/client/apply-coupon', { consultantId: seller.profileId, code: `${code}X` })).body.error.message).toMatch(/expiré/);
      const future = await admin.http.post('/api/admin-panel/coupons', { code: `${code}F`, kind: 'percent', percent_off: 10, valid_from: '2099-01-01T00:00:00Z' });
      expect((await client.http.post('/api/client/apply-coupon', { consultantId: seller.profileId, code: `${code}F` })).body.error.message).toMatch(/pas encore/);
      const dollars = await admin.http.post('/api/admin-panel/coupons', { code: `${code}D`, kind: 'fixed', amount_off_minor: 1000, currency: 'USD' });
      expect((await client.http.post('/api/client/apply-coupon', { consultantId: seller.profileId, code: `${code}D` })).body.error.message).toMatch(/devise/);
      expect((await client.http.post('/api/client/apply-coupon', { consultantId: seller.profileId, code: 'NOPE-123' })).body.error.message).toMatch(/n'existe pas/);
      // The first consultation is already free: no coupon on top.
      const freebie = await bookableConsultant();
      const free = await (await readyClient()).http.post('/api/client/apply-coupon', { consultantId: freebie.profileId, code: `${code}D` });
      expect(free.body.error.message).toMatch(/première consultation/);

      expectStatus(await admin.http.delete(`/api/admin-panel/coupons/${future.body.id}`), 200);
      // In the trash: out of the live list (the trash and restore: admin-bookings.test.ts).
      expect((await admin.http.get(`/api/admin-panel/coupons?filter=${encodeURIComponent(JSON.stringify({ q: `${code}F` }))}`)).body).toEqual([]);
      expect(dollars.status).toBe(201);
      expectStatus(await client.http.get('/api/admin-panel/coupons'), 401);
    }, 180_000);
  });
});
