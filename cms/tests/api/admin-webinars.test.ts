import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, serverClock, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { bookableConsultant, readyClient, type ReadyClient } from '../helpers/bookings';
import { attachmentText, mailIdsTo, nextMailTo } from '../helpers/mail';
import { icsProperties } from '../helpers/booking-records';
import { noonIn, writeWebinar } from '../helpers/webinars';

/**
 * Webinars in the back office (contracts/admin-webinars): the `webinars` admin resource (list with its
 * filters, search, sort and pages; one webinar with its registrations; the trash), the admin's cancel
 * action (every registered client e-mailed and a paid registration refunded, as when the consultant
 * cancels), and the dashboard's webinars of the coming week.
 */
const WEBINAR = 'api::webinar.webinar';
const REGISTRATION = 'api::webinar-registration.webinar-registration';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

interface WebinarRecord {
  id: string;
  title: string;
  title_fr: string;
  status: string;
  consultant: string | null;
  consultant_name: string;
  specialization: string | null;
  specialization_name: string | null;
  start: string | null;
  duration_minutes: number | null;
  capacity: number | null;
  seats_taken: number;
  fee_minor: number;
  currency: string;
  deletedAt: string | null;
}

let admin: SignedIn;
let host: CompleteConsultant;
/** A word in the titles of this file's webinars, to search them among the others. */
const marker = `Atelier${unique()}`;

/** A webinar of `consultant` titled with this file's marker, published unless `draft`; returns its id. */
async function webinarOf(consultant: SignedIn, extra: Record<string, unknown> = {}, { draft = false } = {}): Promise<string> {
  return (await writeWebinar(consultant, { title_fr: `${marker} respiration ${unique()}`, title_en: `${marker} breathing`, ...extra }, { draft })).id;
}

const register = async (client: SignedIn, id: string) => {
  const response = await client.http.post(`/api/client/webinars/${id}/registration`, {});
  expectStatus(response, 201);
  return response.body.data as { id: string };
};

/** The list of this file's webinars matching `filter`, in `sort` order. */
async function list(filter: Record<string, unknown> = {}, sort: [string, 'ASC' | 'DESC'] = ['start', 'ASC'], range: [number, number] = [0, 99]) {
  const response = await admin.http.get(`/api/admin-panel/webinars?filter=${q({ q: marker, ...filter })}&sort=${q(sort)}&range=${q(range)}`);
  expectStatus(response, 200);
  return { records: response.body as WebinarRecord[], range: response.headers['content-range'] };
}

afterEach(() => serverClock().reset());

beforeAll(async () => {
  await seedOnce();
  admin = await sharedAdmin();
  host = await bookableConsultant();
}, 300_000);

describe('the list', () => {
  let soon: string;
  let later: string;
  let paid: string;
  let draft: string;
  let other: CompleteConsultant;
  let otherWebinar: string;

  beforeAll(async () => {
    other = await bookableConsultant();
    soon = await webinarOf(host, { start: noonIn(4), capacity: 5 });
    later = await webinarOf(host, { start: noonIn(30), duration_minutes: 90 });
    paid = await webinarOf(host, { start: noonIn(12), fee_minor: 2500, specialization: 'naturopathy' });
    draft = await webinarOf(host, { start: noonIn(8) }, { draft: true });
    otherWebinar = await webinarOf(other, { start: noonIn(6) });
    const client = await readyClient();
    await register(client, soon);
  }, 300_000);

  it('shows each webinar with its host, start, duration, seats and fee, searched by title and sorted by start', async () => {
    const { records, range } = await list();
    expect(records.map((record) => record.id)).toEqual([soon, otherWebinar, draft, paid, later]);
    expect(range).toBe('webinars 0-4/5');
    expect(records[0]).toMatchObject({
      status: 'published',
      consultant: host.profileId,
      consultant_name: host.display_name,
      specialization: 'ayurveda',
      start: noonIn(4),
      duration_minutes: 60,
      capacity: 5,
      seats_taken: 1,
      fee_minor: 0,
      currency: 'EUR',
      deletedAt: null,
    });
    expect(records[0].title).toMatch(new RegExp(`^${marker} respiration`));
    expect(records[0].specialization_name).toEqual(expect.any(String));
    expect(records.find((record) => record.id === paid)).toMatchObject({ fee_minor: 2500, specialization: 'naturopathy' });
    const english = await admin.http.in('en').get(`/api/admin-panel/webinars?filter=${q({ id: [soon] })}`);
    expect(english.body[0].title).toBe(`${marker} breathing`);

    const latestFirst = await list({}, ['start', 'DESC']);
    expect(latestFirst.records.map((record) => record.id)).toEqual([later, paid, draft, otherWebinar, soon]);
    const page = await list({}, ['start', 'ASC'], [2, 3]);
    expect(page.records.map((record) => record.id)).toEqual([draft, paid]);
    expect(page.range).toBe('webinars 2-3/5');
  });

  it('filters by status, consultant, specialization, start days and free or paid', async () => {
    const ids = async (filter: Record<string, unknown>) => (await list(filter)).records.map((record) => record.id);
    expect(await ids({ status: 'draft' })).toEqual([draft]);
    expect(await ids({ consultant: other.profileId })).toEqual([otherWebinar]);
    expect(await ids({ specialization: 'naturopathy' })).toEqual([paid]);
    expect(await ids({ free: false })).toEqual([paid]);
    expect(await ids({ free: true })).toEqual([soon, otherWebinar, draft, later]);
    expect(await ids({ start_gte: noonIn(6).slice(0, 10), start_lte: noonIn(12).slice(0, 10) })).toEqual([otherWebinar, draft, paid]);
    const bad = await admin.http.in('en').get(`/api/admin-panel/webinars?filter=${q({ status: 'postponed' })}`);
    expectStatus(bad, 400);
    expectStatus(await admin.http.get(`/api/admin-panel/webinars?sort=${q(['description_fr', 'ASC'])}`), 400);
  });

  it('sorts by status in the order of a webinar’s life', async () => {
    const cancelled = await webinarOf(host, { start: noonIn(40) });
    expectStatus(await host.http.delete(`/api/consultant/webinars/${cancelled}`), 200);
    const statuses = (await list({}, ['status', 'ASC'])).records.map((record) => record.status);
    expect(statuses).toEqual(['draft', 'published', 'published', 'published', 'published', 'cancelled']);
  });
});

describe('one webinar and its cancellation', () => {
  it('shows the registrations, then cancels: every client e-mailed, a paid one refunded, the figures shown right', async () => {
    const id = await webinarOf(host, { start: noonIn(15), fee_minor: 3000, capacity: 10 });
    const [payer, waiter, leaver]: ReadyClient[] = await Promise.all([readyClient(), readyClient(), readyClient()]);
    // The waiting client corresponds in English.
    await booted()
      .db.query('api::client-profile.client-profile')
      .update({ where: { documentId: waiter.profileId }, data: { correspondence_language: 'en' } });
    const paidRegistration = await register(payer, id);
    await register(waiter, id);
    await register(leaver, id);
    expectStatus(await leaver.http.delete(`/api/client/webinars/${id}/registration`), 200);
    await booted()
      .db.query(REGISTRATION)
      .update({ where: { documentId: paidRegistration.id }, data: { payment_status: 'paid' } });

    // The payer was in the live session twice: 20 minutes, then 35.
    const webinarRow = (await booted()
      .db.query('api::webinar.webinar')
      .findOne({ where: { documentId: id }, select: ['id'] })) as { id: number };
    const payerUser = (await booted()
      .db.query('plugin::users-permissions.user')
      .findOne({ where: { email: payer.email }, select: ['id'] })) as { id: number };
    const at = (minutes: number) => new Date(Date.parse(noonIn(15)) + minutes * 60_000);
    for (const [joined, left] of [
      [0, 20],
      [25, 60],
    ]) {
      await booted()
        .db.query('api::webinar-attendance.webinar-attendance')
        .create({ data: { webinar: webinarRow.id, user: payerUser.id, role: 'attendee', joined_at: at(joined), left_at: at(left) } });
    }

    const detail = await admin.http.get(`/api/admin-panel/webinars/${id}`);
    expectStatus(detail, 200);
    expect(detail.body).toMatchObject({ id, status: 'published', seats_taken: 2, capacity: 10, description_fr: 'Une heure de pratique guidée.', description_en: 'One hour of guided practice.' });
    const payerProfile = await booted()
      .db.query('api::client-profile.client-profile')
      .findOne({ where: { documentId: payer.profileId } });
    expect(detail.body.registrations).toEqual([
      expect.objectContaining({
        id: paidRegistration.id,
        client: payer.profileId,
        client_name: payerProfile.display_name,
        client_email: payer.email,
        status: 'active',
        payment_status: 'paid',
        fee_minor: 3000,
        currency: 'EUR',
        attended_minutes: 55,
      }),
      expect.objectContaining({ client: waiter.profileId, client_email: waiter.email, status: 'active', payment_status: 'pending', attended_minutes: null }),
      expect.objectContaining({ client: leaver.profileId, status: 'cancelled', cancelled_by: 'client' }),
    ]);
    expect(Date.parse(detail.body.registrations[0].registered_at)).toBeLessThanOrEqual(Date.parse(detail.body.registrations[1].registered_at));

    const seen = new Map(await Promise.all([payer, waiter, leaver].map(async (person) => [person, await mailIdsTo(person.email)] as const)));
    const cancelled = await admin.http.post(`/api/admin-panel/webinars/${id}/cancel`, {});
    expectStatus(cancelled, 200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', seats_taken: 0 });
    expect(cancelled.body.cancelled_at).toEqual(expect.any(String));
    expect(cancelled.body.registrations).toEqual([
      expect.objectContaining({ client: payer.profileId, status: 'cancelled', cancelled_by: 'admin', payment_status: 'refunded' }),
      expect.objectContaining({ client: waiter.profileId, status: 'cancelled', cancelled_by: 'admin', payment_status: 'pending' }),
      expect.objectContaining({ client: leaver.profileId, status: 'cancelled', cancelled_by: 'client' }),
    ]);

    const french = await nextMailTo(payer.email, seen.get(payer)!, { match: (mail) => /est annulé/.test(mail.subject) });
    expect(french.text.includes('remboursé')).toBe(true);
    // The platform's team cancelled it, not its host.
    expect(french.text).toContain('Notre équipe a annulé le webinaire');
    expect(french.text.match(/a annulé/g)).toHaveLength(1);
    expect(icsProperties(await attachmentText(french, '.ics'))).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED' });
    const english = await nextMailTo(waiter.email, seen.get(waiter)!, { match: (mail) => /is cancelled/.test(mail.subject) });
    expect(english.text.includes('refund')).toBe(false);
    expect(english.text).toContain('Our team cancelled the webinar');
    expect(english.text.match(/cancelled the webinar/g)).toHaveLength(1);
    const mine = await payer.http.get('/api/client/webinar-registrations?when=past');
    expect(mine.body.data[0]).toMatchObject({ id: paidRegistration.id, status: 'cancelled', payment_status: 'refunded', webinar: { status: 'cancelled' } });
    const publicPage = await caller().get(`/api/client/webinars?pageSize=50`);
    expect(publicPage.body.data.map((card: { id: string }) => card.id)).not.toContain(id);

    const again = await admin.http.in('en').post(`/api/admin-panel/webinars/${id}/cancel`, {});
    expectStatus(again, 409);
    expect(again.body.error).toMatchObject({ name: 'InvalidTransition', message: 'This webinar is already cancelled.', details: { reason: 'WebinarCancelled' } });
  });

  it('refuses to cancel a draft or a webinar that has ended, in the admin’s language; a webinar in progress may be cancelled', async () => {
    const draft = await webinarOf(host, {}, { draft: true });
    const refusedDraft = await admin.http.post(`/api/admin-panel/webinars/${draft}/cancel`, {});
    expectStatus(refusedDraft, 409);
    expect(refusedDraft.body.error).toMatchObject({ name: 'InvalidTransition', message: 'Ce webinaire est un brouillon : il n’y a rien à annuler.', details: { reason: 'WebinarDraft' } });

    const ended = await webinarOf(host, { start: noonIn(2), duration_minutes: 60 });
    const inProgress = await webinarOf(host, { start: noonIn(2), duration_minutes: 120 });
    serverClock().set(new Date(Date.parse(noonIn(2)) + 90 * 60_000));
    const refusedEnded = await admin.http.in('en').post(`/api/admin-panel/webinars/${ended}/cancel`, {});
    expectStatus(refusedEnded, 409);
    expect(refusedEnded.body.error).toMatchObject({ message: 'This webinar has ended: it can no longer be cancelled.', details: { reason: 'WebinarEnded' } });
    const french = await admin.http.post(`/api/admin-panel/webinars/${ended}/cancel`, {});
    expect(french.body.error.message).toBe('Ce webinaire est terminé : il ne peut plus être annulé.');
    const live = await admin.http.post(`/api/admin-panel/webinars/${inProgress}/cancel`, {});
    expectStatus(live, 200);
    expect(live.body.status).toBe('cancelled');

    expectStatus(await admin.http.post(`/api/admin-panel/webinars/no-such-webinar/cancel`, {}), 404);
    expectStatus(await admin.http.post(`/api/admin-panel/webinars/${draft}/cancel`, { reason: 'x' }), 400);
  });
});

describe('the trash', () => {
  it('moves a draft or a cancelled webinar to the trash, restores it, deletes for good one nobody registered to', async () => {
    const draft = await webinarOf(host, {}, { draft: true });
    const published = await webinarOf(host, { start: noonIn(9) });
    const client = await readyClient();
    await register(client, published);

    const refused = await admin.http.in('en').delete(`/api/admin-panel/webinars/${published}`);
    expectStatus(refused, 409);
    expect(refused.body.error).toMatchObject({ name: 'CancelFirst', message: 'This published webinar has not ended: cancel it first (its registered clients are told and refunded).' });

    expectStatus(await admin.http.delete(`/api/admin-panel/webinars/${draft}`), 200);
    expect((await list()).records.map((record) => record.id)).not.toContain(draft);
    const trash = await list({ trashed: true });
    expect(trash.records.find((record) => record.id === draft)?.deletedAt).toEqual(expect.any(String));
    expectStatus(await admin.http.post(`/api/admin-panel/webinars/${draft}/restore`, {}), 200);
    expect((await list()).records.map((record) => record.id)).toContain(draft);

    expectStatus(await admin.http.post(`/api/admin-panel/webinars/${published}/cancel`, {}), 200);
    expectStatus(await admin.http.delete(`/api/admin-panel/webinars/${published}`), 200);
    const inUse = await admin.http.delete(`/api/admin-panel/webinars/${published}/permanent`);
    expectStatus(inUse, 409);
    expect(inUse.body.error).toMatchObject({ name: 'InUse', details: { count: 1 } });
    expect((await admin.http.get(`/api/admin-panel/webinars/${published}`)).body.registrations).toHaveLength(1);

    expectStatus(await admin.http.delete(`/api/admin-panel/webinars/${draft}/permanent`), 409);
    expectStatus(await admin.http.delete(`/api/admin-panel/webinars/${draft}`), 200);
    expectStatus(await admin.http.delete(`/api/admin-panel/webinars/${draft}/permanent`), 200);
    expectStatus(await admin.http.get(`/api/admin-panel/webinars/${draft}`), 404);
    expect(
      await booted()
        .db.query(WEBINAR)
        .count({ where: { documentId: draft } }),
    ).toBe(0);
  });
});

describe('the dashboard', () => {
  it('counts the published webinars starting within seven days and their active registrations', async () => {
    const figures = async () => {
      const response = await admin.http.get('/api/admin-panel/dashboard');
      expectStatus(response, 200);
      return response.body as { webinars_this_week: number; webinar_registrations_this_week: number };
    };
    const before = await figures();
    const thisWeek = await webinarOf(host, { start: noonIn(3) });
    await webinarOf(host, { start: noonIn(9) });
    await webinarOf(host, { start: noonIn(2) }, { draft: true });
    const [first, second] = await Promise.all([readyClient(), readyClient()]);
    await register(first, thisWeek);
    await register(second, thisWeek);
    expectStatus(await second.http.delete(`/api/client/webinars/${thisWeek}/registration`), 200);
    const after = await figures();
    expect(after.webinars_this_week - before.webinars_this_week).toBe(1);
    expect(after.webinar_registrations_this_week - before.webinar_registrations_this_week).toBe(1);
  });
});

describe('access', () => {
  it('answers 401 to anyone but an admin, on the list, a webinar and the cancel action', async () => {
    const id = await webinarOf(host, { start: noonIn(20) });
    const [client, consultant] = await Promise.all([signUpClient(), signUpConsultant()]);
    for (const who of [caller(), client.http, consultant.http, host.http]) {
      expectStatus(await who.get('/api/admin-panel/webinars'), 401);
      expectStatus(await who.get(`/api/admin-panel/webinars/${id}`), 401);
      expectStatus(await who.post(`/api/admin-panel/webinars/${id}/cancel`, {}), 401);
      expectStatus(await who.delete(`/api/admin-panel/webinars/${id}`), 401);
    }
    const still = await admin.http.get(`/api/admin-panel/webinars/${id}`);
    expect(still.body.status).toBe('published');
  });
});
