/**
 * Earlier-slot alerts (docs/api-bookings.md "Earlier-slot alerts"), read from the real SMTP catcher: a
 * client who asks is e-mailed once when an earlier slot with its consultant frees up (a cancellation, new
 * timings), never for a later slot or one inside the booking notice; the e-mail's link moves the booking in
 * one click, once, until it expires; of two clients racing for one freed slot one moves and the other is
 * told the slot was just taken; the favourites digest goes at most once a day (the server clock moved on).
 */
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { booted, seedOnce, serverClock } from '../helpers/strapi';
import { signUpClient } from '../helpers/accounts';
import { expectStatus, validTimings, type CompleteConsultant } from '../helpers/onboarding';
import { book, bookableConsultant, readyClient, slotStarts, type ReadyClient } from '../helpers/bookings';
import { mailIdsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import { clock } from '../../src/contracts/clock';

const HOUR = 3_600_000;
const saved = process.env.BOOKING_MIN_NOTICE_HOURS;
afterEach(() => {
  serverClock().reset();
  if (saved === undefined) delete process.env.BOOKING_MIN_NOTICE_HOURS;
  else process.env.BOOKING_MIN_NOTICE_HOURS = saved;
});

/** The server's favourites digest run (the reminders job calls it every minute). */
function sendFavouriteDigests(): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(path.join(__dirname, '..', '..', 'dist', 'src', 'lib', 'booking', 'earlier-slots.js')) as typeof import('../../src/lib/booking/earlier-slots');
  return module.sendFavouriteDigests();
}

/** How many e-mails of `template` were queued to `email` (each queued e-mail is sent once by the outbox). */
async function queued(email: string, template: string): Promise<number> {
  return booted()
    .db.query('api::outbox-message.outbox-message')
    .count({ where: { recipient: email, template } });
}

/** A client who reads English e-mails (language of correspondence `en`). */
async function englishReader(options: { timeZone?: string } = {}): Promise<ReadyClient> {
  const client = await readyClient({ locale: 'en', ...options });
  await booted()
    .db.query('api::client-profile.client-profile')
    .update({ where: { documentId: client.profileId }, data: { correspondence_language: 'en' } });
  return client;
}

/** Slots far enough ahead to be cancelled or rescheduled (the change notice is 24 h). */
const changeable = () => ({ from: new Date(clock.ms() + 25 * HOUR).toISOString(), to: new Date(clock.ms() + 40 * 24 * HOUR).toISOString() });

/** Book `start` and answer the booking. */
async function booked(client: ReadyClient, consultant: CompleteConsultant, start: string) {
  const response = await book(client, consultant.profileId, start);
  expectStatus(response, 201);
  return response.body.data as { id: string; start: string; token: string; payment_status: string };
}

/** Turn the alert of a booking on. */
async function alertOn(client: ReadyClient, bookingId: string) {
  const response = await client.http.post(`/api/client/bookings/${bookingId}/earlier-slot-alert`, {});
  expectStatus(response, 200);
  expect(response.body.data).toEqual({ enabled: true });
}

/** The token of the move link in an earlier-slot e-mail. */
function moveToken(mail: CaughtMail): string {
  const match = /\/bookings\/move\?token=([A-Za-z0-9_.%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no move link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

const isAlert = (mail: CaughtMail) => mail.text.includes('/bookings/move?token=');

describe('earlier-slot alert of a booking', () => {
  let consultant: CompleteConsultant;
  let waiting: ReadyClient;
  let earliest: ReadyClient;
  let other: ReadyClient;
  let slots: string[];

  beforeAll(async () => {
    await seedOnce();
    consultant = await bookableConsultant();
    [waiting, earliest, other] = await Promise.all([englishReader({ timeZone: 'Asia/Kolkata' }), readyClient(), readyClient()]);
    slots = await slotStarts(waiting.http, consultant.profileId, changeable());
  }, 300_000);

  it('e-mails once, in the client’s language and zone, when a cancellation frees an earlier slot; never for a later one', async () => {
    const mine = await booked(waiting, consultant, slots[4]);
    await alertOn(waiting, mine.id);
    const first = await booked(earliest, consultant, slots[0]);
    await alertOn(earliest, first.id);
    const list = await waiting.http.get('/api/client/bookings');
    expect(list.body.data.find((row: { id: string }) => row.id === mine.id).earlier_slot_alert).toBe(true);

    const seen = await mailIdsTo(waiting.email);
    const freed = await booked(other, consultant, slots[2]);
    expectStatus(await other.http.post(`/api/client/bookings/${freed.id}/cancel`, {}), 200);
    const mail = await nextMailTo(waiting.email, seen, { match: isAlert });
    expect(mail.subject).toMatch(new RegExp(`^An earlier slot has freed up for your consultation with ${consultant.display_name}`));
    // The freed slot in the client's zone (Kolkata), with the zone named.
    expect(mail.text).toContain('(Asia/Kolkata)');
    expect(mail.text).toContain(DateTime.fromISO(slots[2], { zone: 'Asia/Kolkata', locale: 'en' }).toFormat('MMMM d'));
    expect(mail.text).toContain(DateTime.fromISO(slots[2], { zone: 'Asia/Kolkata' }).toFormat('h:mm'));
    // The client with the earliest booking hears nothing: the freed slot is later than theirs.
    expect(await queued(earliest.email, 'earlier-slot')).toBe(0);
    // The alert is spent: another freed slot sends nothing more, and the booking shows it off.
    const again = await booked(other, consultant, slots[3]);
    expectStatus(await other.http.post(`/api/client/bookings/${again.id}/cancel`, {}), 200);
    expect(await queued(waiting.email, 'earlier-slot')).toBe(1);
    const after = await waiting.http.get('/api/client/bookings');
    expect(after.body.data.find((row: { id: string }) => row.id === mine.id).earlier_slot_alert).toBe(false);

    // One click moves the booking there, keeping its payment and link; the link then is used.
    const token = moveToken(mail);
    const moved = await waiting.http.anonymous().post('/api/client/earlier-slot-moves', { token });
    expectStatus(moved, 200);
    expect(moved.body.data).toMatchObject({ id: mine.id, start: slots[2], token: mine.token, payment_status: mine.payment_status, reschedule_count: 1 });
    const reused = await waiting.http.anonymous().post('/api/client/earlier-slot-moves', { token });
    expectStatus(reused, 410);
    expect(reused.body.error).toMatchObject({ name: 'EarlierSlotLinkUsed', message: 'This link was already used: your booking has been moved since this e-mail.' });
  });

  it('sends nothing for a freed slot inside the booking notice', async () => {
    const later = await booked(waiting, consultant, slots[6]);
    await alertOn(waiting, later.id);
    const soon = await booked(other, consultant, slots[1]);
    // The notice now reaches past the freed slot (still bookable by the rules before the change).
    process.env.BOOKING_MIN_NOTICE_HOURS = String(Math.ceil((Date.parse(slots[1]) - clock.ms()) / HOUR) + 1);
    const before = await queued(waiting.email, 'earlier-slot');
    expectStatus(await other.http.post(`/api/client/bookings/${soon.id}/cancel`, {}), 200);
    expect(await queued(waiting.email, 'earlier-slot')).toBe(before);
  });

  it('is the client’s own: another client gets 404, a visitor 401/403; a cancelled booking cannot take one', async () => {
    const mine = await booked(earliest, consultant, slots[7]);
    expectStatus(await other.http.post(`/api/client/bookings/${mine.id}/earlier-slot-alert`, {}), 404);
    expectStatus(await other.http.delete(`/api/client/bookings/${mine.id}/earlier-slot-alert`), 404);
    expect([401, 403]).toContain((await earliest.http.anonymous().post(`/api/client/bookings/${mine.id}/earlier-slot-alert`, {})).status);
    await alertOn(earliest, mine.id);
    const off = await earliest.http.delete(`/api/client/bookings/${mine.id}/earlier-slot-alert`);
    expectStatus(off, 200);
    expect(off.body.data).toEqual({ enabled: false });
    expectStatus(await earliest.http.post(`/api/client/bookings/${mine.id}/cancel`, {}), 200);
    const refused = await earliest.http.post(`/api/client/bookings/${mine.id}/earlier-slot-alert`, {});
    expectStatus(refused, 409);
    expect(refused.body.error.message).toBe('Cette réservation est déjà annulée.');
  });

  it('refuses a forged link (400) and an expired one (410), in the asker’s language', async () => {
    const forged = await other.http.anonymous().post('/api/client/earlier-slot-moves', { token: 'eyJiIjoiYSJ9.bad' });
    expectStatus(forged, 400);
    expect(forged.body.error).toMatchObject({ name: 'EarlierSlotLinkInvalid', message: 'Ce lien n’est pas valable. Ouvrez-le depuis l’e-mail reçu.' });

    const mine = await booked(waiting, consultant, slots[9]);
    await alertOn(waiting, mine.id);
    const seen = await mailIdsTo(waiting.email);
    const freed = await booked(other, consultant, slots[8]);
    expectStatus(await other.http.post(`/api/client/bookings/${freed.id}/cancel`, {}), 200);
    const token = moveToken(await nextMailTo(waiting.email, seen, { match: isAlert }));
    serverClock().set(clock.ms() + 25 * HOUR);
    const expired = await waiting.http.anonymous().in('en').post('/api/client/earlier-slot-moves', { token });
    expectStatus(expired, 410);
    expect(expired.body.error).toMatchObject({ name: 'EarlierSlotLinkExpired', message: 'This link has expired. Ask for a new alert from your booking.' });
  });
});

describe('two clients, one freed slot', () => {
  let consultant: CompleteConsultant;
  let slots: string[];
  let first: ReadyClient;
  let second: ReadyClient;
  let canceller: ReadyClient;

  beforeAll(async () => {
    await seedOnce();
    consultant = await bookableConsultant();
    [first, second, canceller] = await Promise.all([readyClient(), englishReader(), readyClient()]);
    slots = await slotStarts(first.http, consultant.profileId, changeable());
  }, 300_000);

  it('moves one booking and tells the other client the slot was just taken (409)', async () => {
    const a = await booked(first, consultant, slots[3]);
    const b = await booked(second, consultant, slots[4]);
    await alertOn(first, a.id);
    await alertOn(second, b.id);
    const seenFirst = await mailIdsTo(first.email);
    const seenSecond = await mailIdsTo(second.email);
    const freed = await booked(canceller, consultant, slots[0]);
    expectStatus(await canceller.http.post(`/api/client/bookings/${freed.id}/cancel`, {}), 200);
    const [mailFirst, mailSecond] = await Promise.all([nextMailTo(first.email, seenFirst, { match: isAlert }), nextMailTo(second.email, seenSecond, { match: isAlert })]);
    expect(mailFirst.subject).toMatch(/^Un créneau plus tôt s’est libéré pour votre consultation avec /u);

    const answers = await Promise.all([
      first.http.anonymous().post('/api/client/earlier-slot-moves', { token: moveToken(mailFirst) }),
      second.http
        .anonymous()
        .in('en')
        .post('/api/client/earlier-slot-moves', { token: moveToken(mailSecond) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.body.error.name).toBe('SlotTaken');
    expect([
      'Ce créneau vient d’être pris par quelqu’un d’autre. Votre réservation reste à son horaire actuel.',
      'This slot was just taken by someone else. Your booking keeps its current time.',
    ]).toContain(lost.body.error.message);
    const won = answers.find((answer) => answer.status === 200)!;
    expect(won.body.data.start).toBe(slots[0]);
    // The loser's booking keeps its time.
    const loserId = won.body.data.id === a.id ? b.id : a.id;
    const loser = won.body.data.id === a.id ? second : first;
    const kept = await loser.http.get('/api/client/bookings');
    expect(kept.body.data.find((row: { id: string }) => row.id === loserId).start).toBe(loserId === a.id ? slots[3] : slots[4]);
  });

  it('e-mails when new timings open an earlier slot', async () => {
    const late = await booked(first, consultant, slots[slots.length - 1]);
    await alertOn(first, late.id);
    const seen = await mailIdsTo(first.email);
    // Tuesdays 09:00–11:00 are added to the consultant's week.
    const timings = validTimings();
    expectStatus(await consultant.http.put('/api/consultant/timings', { ...timings, windows: [...timings.windows, { weekday: 2, start: '09:00', end: '11:00' }] }), 200);
    const mail = await nextMailTo(first.email, seen, { match: isAlert });
    expect(mail.text).toMatch(/mardi/u);
  });
});

describe('favourite experts’ freed slots', () => {
  let consultant: CompleteConsultant;
  let fan: ReadyClient;

  beforeAll(async () => {
    await seedOnce();
    consultant = await bookableConsultant();
    fan = await englishReader();
  }, 300_000);

  it('opts in, gets one digest a day at most with links to the slots chosen, and stops with the e-mail’s link', async () => {
    expectStatus(await fan.http.post('/api/client/favourites', { consultantId: consultant.profileId }), 201);
    expect((await fan.http.get('/api/client/favourites/alerts')).body.data).toEqual({ enabled: false });
    const on = await fan.http.put('/api/client/favourites/alerts', { enabled: true });
    expectStatus(on, 200);
    expect(on.body.data).toEqual({ enabled: true });
    expectStatus(await fan.http.put('/api/client/favourites/alerts', { enabled: 'yes' }), 400);
    const visitor = await signUpClient();
    expect([401, 403]).toContain((await visitor.http.anonymous().put('/api/client/favourites/alerts', { enabled: true })).status);

    // The consultant opens every day from 08:00 to 20:00: slots within the next 48 hours free up.
    const seen = await mailIdsTo(fan.email);
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
    expectStatus(await consultant.http.put('/api/consultant/timings', { ...validTimings(), windows: everyDay }), 200);
    expect(await sendFavouriteDigests()).toBeGreaterThanOrEqual(1);
    const digest = await nextMailTo(fan.email, seen, { match: (mail) => mail.subject.includes('favourite expert') });
    expect(digest.subject).toMatch(/^Slots have freed up with your favourite experts/u);
    expect(digest.text).toContain(consultant.display_name);
    expect(digest.text).toMatch(new RegExp(`/our-experts/details/${consultant.profileId}\\?start=20`));
    expect(digest.text).toContain('/favourites/alerts/stop?token=');

    // More slots free up the same day: nothing until a day has passed.
    const evenings = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '22:00' }));
    expectStatus(await consultant.http.put('/api/consultant/timings', { ...validTimings(), windows: evenings }), 200);
    await sendFavouriteDigests();
    expect(await queued(fan.email, 'favourite-slots')).toBe(1);
    serverClock().set(clock.ms() + 2 * HOUR);
    await sendFavouriteDigests();
    expect(await queued(fan.email, 'favourite-slots')).toBe(1);
    // A day later, mornings open from 07:00: the next digest goes.
    serverClock().set(clock.ms() + 24 * HOUR + 60_000);
    const mornings = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '22:00' }));
    expectStatus(await consultant.http.put('/api/consultant/timings', { ...validTimings(), windows: mornings }), 200);
    await sendFavouriteDigests();
    expect(await queued(fan.email, 'favourite-slots')).toBe(2);

    // The stop link works without signing in.
    const token = decodeURIComponent(/\/favourites\/alerts\/stop\?token=([A-Za-z0-9_.%-]+)/.exec(digest.text)![1]);
    const stopped = await fan.http.anonymous().post('/api/client/favourites/alerts/stop', { token });
    expectStatus(stopped, 200);
    expect((await fan.http.get('/api/client/favourites/alerts')).body.data).toEqual({ enabled: false });
    const bad = await fan.http.anonymous().post('/api/client/favourites/alerts/stop', { token: 'x.y' });
    expectStatus(bad, 400);
    expect(bad.body.error.message).toBe('This link to stop the alerts is not valid.');
  });
});
