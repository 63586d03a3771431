import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, serverClock, unique } from '../helpers/strapi';
import { caller, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { expectFieldErrors, expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { bookableConsultant, readyClient, type ReadyClient } from '../helpers/bookings';
import { attachmentText, mailIdsTo, nextMailTo } from '../helpers/mail';
import { icsProperties } from '../helpers/booking-records';
import { part, pngBytes } from '../helpers/files';
import { clock } from '../../src/contracts/clock';
import { noonIn, webinarBody, writeWebinar } from '../helpers/webinars';

/**
 * Webinars (docs/api-webinars.md): the consultant's drafts, publishing rules, edits and cancellation;
 * the public list and detail; registration behind the consent form and health assessment gate, with
 * the capacity held by the database (50 clients racing for the last 5 seats); unregistering; e-mails
 * with `.ics`; other people's webinars answering 404.
 */
const HOUR = 3_600_000;

/** An ISO instant as an `.ics` writes it (`20261213T120000Z`). */
const compact = (instant: string) => instant.replace(/[-:]/g, '').replace('.000', '');

/** A published webinar of `host` (whose start is set). */
async function published(host: SignedIn, extra: Record<string, unknown> = {}) {
  const webinar = await writeWebinar(host, extra);
  return { ...webinar, start: String(webinar.start) };
}
/** A complete webinar body (`extra` overrides). */
const complete = webinarBody;

const register = (client: SignedIn, id: string) => client.http.post(`/api/client/webinars/${id}/registration`, {});
const unregister = (client: SignedIn, id: string) => client.http.delete(`/api/client/webinars/${id}/registration`);

/** Ready clients (forms done), signed up ten at a time. */
async function readyClients(count: number): Promise<ReadyClient[]> {
  const clients: ReadyClient[] = [];
  while (clients.length < count) clients.push(...(await Promise.all(Array.from({ length: Math.min(10, count - clients.length) }, () => readyClient()))));
  return clients;
}

afterEach(() => serverClock().reset());

describe('webinars', () => {
  let host: CompleteConsultant;
  let client: ReadyClient;

  beforeAll(async () => {
    await seedOnce();
    host = await bookableConsultant();
    client = await readyClient();
  }, 300_000);

  describe('the consultant writes, publishes and edits', () => {
    it('writes a draft with a slug made from the title, unique among webinars', async () => {
      const title = `Yoga du matin ${unique()}`;
      const first = await host.http.post('/api/consultant/webinars', { title_fr: title });
      expectStatus(first, 201);
      expect(first.body.data).toMatchObject({ status: 'draft', title_fr: title, title_en: '', currency: 'EUR', fee_minor: 0, registrations: 0, start: null, can_edit: true });
      const second = await host.http.post('/api/consultant/webinars', { title_fr: title });
      expectStatus(second, 201);
      expect(second.body.data.slug).toBe(`${first.body.data.slug}-2`);
      const list = await host.http.get('/api/consultant/webinars?pageSize=50');
      expectStatus(list, 200);
      expect(list.body.data.map((webinar: { id: string }) => webinar.id)).toEqual(expect.arrayContaining([first.body.data.id, second.body.data.id]));
    });

    it('lists its own webinars newest start first, with their registrations', async () => {
      const other = await signUpConsultant();
      const sooner = await other.http.post('/api/consultant/webinars', complete({ start: noonIn(3) }));
      const later = await other.http.post('/api/consultant/webinars', complete({ start: noonIn(6) }));
      const draft = await other.http.post('/api/consultant/webinars', { title_en: 'Later' });
      const list = await other.http.get('/api/consultant/webinars');
      expectStatus(list, 200);
      expect(list.body.data.map((webinar: { id: string }) => webinar.id)).toEqual([later.body.data.id, sooner.body.data.id, draft.body.data.id]);
      expect(list.body.data[0]).toMatchObject({ registrations: 0, seats_left: 20 });
      expect(list.body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 3 });
      // Drafts without a start come after every dated webinar, page after page.
      const second = await other.http.get('/api/consultant/webinars?pageSize=2&page=2');
      expect(second.body.data.map((webinar: { id: string }) => webinar.id)).toEqual([draft.body.data.id]);
      const first = await other.http.get('/api/consultant/webinars?pageSize=2&page=1');
      expect(first.body.data.map((webinar: { id: string }) => webinar.id)).toEqual([later.body.data.id, sooner.body.data.id]);
    });

    it('refuses to publish for a consultant who is not approved and active', async () => {
      const newcomer = await signUpConsultant();
      const draft = await newcomer.http.post('/api/consultant/webinars', complete());
      expectStatus(draft, 201);
      const refused = await newcomer.http.post(`/api/consultant/webinars/${draft.body.data.id}/publish`, {});
      expectStatus(refused, 403);
      expect(refused.body.error.name).toBe('ConsultantNotApproved');
    });

    it('refuses to publish an incomplete draft, naming what is missing', async () => {
      const draft = await host.http.post('/api/consultant/webinars', { title_fr: 'Incomplet' });
      const refused = await host.http.post(`/api/consultant/webinars/${draft.body.data.id}/publish`, {});
      expectStatus(refused, 400);
      expect(refused.body.error.name).toBe('WebinarIncomplete');
      expect(Object.keys(refused.body.error.details.fieldErrors).sort()).toEqual(['capacity', 'description_en', 'description_fr', 'duration_minutes', 'language', 'specialization', 'start']);
      const english = await host.http.in('en').post(`/api/consultant/webinars/${draft.body.data.id}/publish`, {});
      expect(english.body.error.message).toBe('Complete the webinar before publishing it.');
    });

    it('refuses a start in the past, when written and when publishing a draft whose start has passed', async () => {
      const past = await host.http.post('/api/consultant/webinars', complete({ start: new Date(clock.ms() - HOUR).toISOString() }));
      expect(expectFieldErrors(past, ['start']).start).toEqual(['Choisissez un début dans le futur.']);
      const draft = await host.http.post('/api/consultant/webinars', complete({ start: new Date(clock.ms() + 2 * HOUR).toISOString() }));
      expectStatus(draft, 201);
      serverClock().set(clock.ms() + 3 * HOUR);
      const late = await host.http.in('en').post(`/api/consultant/webinars/${draft.body.data.id}/publish`, {});
      expect(expectFieldErrors(late, ['start']).start).toEqual(['Choose a start in the future.']);
    });

    it('edits a webinar until it starts, never below its registrations', async () => {
      const webinar = await published(host, { capacity: 3, start: noonIn(12) });
      const edited = await host.http.put(`/api/consultant/webinars/${webinar.id}`, { title_en: 'Breathing, revisited', capacity: 4 });
      expectStatus(edited, 200);
      expect(edited.body.data).toMatchObject({ title_en: 'Breathing, revisited', capacity: 4, status: 'published' });
      expectStatus(await register(client, webinar.id), 201);
      const below = await host.http.put(`/api/consultant/webinars/${webinar.id}`, { capacity: 0 });
      expectFieldErrors(below, ['capacity']);
      const fee = await host.http.put(`/api/consultant/webinars/${webinar.id}`, { fee_minor: 1500 });
      expect(expectFieldErrors(fee, ['fee_minor']).fee_minor).toEqual(['Le tarif ne peut plus changer : des clients sont déjà inscrits.']);
      serverClock().set(Date.parse(webinar.start) + 60_000);
      const started = await host.http.put(`/api/consultant/webinars/${webinar.id}`, { title_en: 'Too late' });
      expectStatus(started, 409);
      expect(started.body.error.name).toBe('WebinarClosed');
    });

    it('e-mails every registered client the new time with a new .ics when the start moves', async () => {
      const webinar = await published(host, { start: noonIn(14) });
      const about = (subject: RegExp) => ({ match: (mail: { subject: string }) => subject.test(mail.subject) && mail.subject.includes(webinar.title_fr) });
      const seen = await mailIdsTo(client.email);
      expectStatus(await register(client, webinar.id), 201);
      const confirmation = await nextMailTo(client.email, seen, about(/inscription au webinaire/));
      const invitation = icsProperties(await attachmentText(confirmation, '.ics'));
      expect(invitation).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '0', DTSTART: compact(noonIn(14)) });
      const moved = await host.http.put(`/api/consultant/webinars/${webinar.id}`, { start: noonIn(15) });
      expectStatus(moved, 200);
      const notice = await nextMailTo(client.email, seen, about(/change d’horaire/));
      expect(icsProperties(await attachmentText(notice, '.ics'))).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '1', UID: invitation.UID, DTSTART: compact(noonIn(15)) });
    });
  });

  describe('reminder', () => {
    const remind = (now: Date) => (booted().service('api::webinar.webinars') as unknown as { remind(now: Date): Promise<number> }).remind(now);

    it('reminds each registered client once, within 24 h of the start, however many runs overlap', async () => {
      const webinar = await published(host, { start: noonIn(17) });
      const seen = await mailIdsTo(client.email);
      expectStatus(await register(client, webinar.id), 201);
      const start = Date.parse(webinar.start);
      expect(await remind(new Date(start - 25 * HOUR))).toBe(0);
      const runs = await Promise.all([remind(new Date(start - 23 * HOUR)), remind(new Date(start - 23 * HOUR))]);
      expect(runs[0] + runs[1]).toBe(1);
      expect(await remind(new Date(start - 22 * HOUR))).toBe(0);
      const mail = await nextMailTo(client.email, seen, { match: (caught) => caught.subject.startsWith('Rappel') && caught.subject.includes(webinar.title_fr) });
      expect(mail.text).toContain('commence bientôt');
    });
  });

  describe('cover image', () => {
    it('stores a cover as public media, shown on the public page, and refuses what is not an image', async () => {
      const webinar = await published(host);
      const stored = await host.http.upload('put', `/api/consultant/webinars/${webinar.id}/cover`, part.png(await pngBytes(64)));
      expectStatus(stored, 200);
      expect(stored.body.data.cover).toMatchObject({ mime: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
      const shown = await caller().get(`/api/client/webinars/${webinar.slug}`);
      expect(shown.body.data.cover.url).toBe(stored.body.data.cover.url);
      const refused = await host.http.upload('put', `/api/consultant/webinars/${webinar.id}/cover`, part.pdf());
      expectStatus(refused, 415);
      const other = await signUpConsultant();
      expectStatus(await other.http.upload('put', `/api/consultant/webinars/${webinar.id}/cover`, part.png(await pngBytes(16))), 404);
    });
  });

  describe('public list and detail', () => {
    it('lists published webinars that have not ended, soonest first, with filters and pages', async () => {
      const lister = await bookableConsultant();
      const a = await published(lister, { start: noonIn(40), specialization: 'ayurveda', language: 'fr', fee_minor: 0 });
      const b = await published(lister, { start: noonIn(41), specialization: 'naturopathy', language: 'en', fee_minor: 2500 });
      const c = await published(lister, { start: noonIn(42), specialization: 'ayurveda', language: 'en', fee_minor: 0 });
      await lister.http.post('/api/consultant/webinars', complete({ start: noonIn(40) }));
      const cancelled = await published(lister, { start: noonIn(41) });
      expectStatus(await lister.http.delete(`/api/consultant/webinars/${cancelled.id}`), 200);
      const window = `from=${noonIn(40).slice(0, 10)}&to=${noonIn(42).slice(0, 10)}`;
      const ids = async (query: string) => {
        const response = await caller().get(`/api/client/webinars?${window}&${query}`);
        expectStatus(response, 200);
        return response.body;
      };
      const all = await ids('');
      expect(all.data.map((webinar: { id: string }) => webinar.id)).toEqual([a.id, b.id, c.id]);
      expect(all.data[1]).toMatchObject({
        fee_minor: 2500,
        currency: 'EUR',
        seats_left: 20,
        duration_minutes: 60,
        start: noonIn(41),
        specialization: { slug: 'naturopathy', name: 'Naturopathie' },
        language: { slug: 'en', name: 'Anglais' },
        consultant: { id: lister.profileId, display_name: lister.display_name },
      });
      expect((await ids('specialization=ayurveda')).data.map((webinar: { id: string }) => webinar.id)).toEqual([a.id, c.id]);
      expect((await ids('language=en')).data.map((webinar: { id: string }) => webinar.id)).toEqual([b.id, c.id]);
      expect((await ids('free=true')).data.map((webinar: { id: string }) => webinar.id)).toEqual([a.id, c.id]);
      const second = await ids('pageSize=2&page=2');
      expect(second.data.map((webinar: { id: string }) => webinar.id)).toEqual([c.id]);
      expect(second.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
      // An ended webinar leaves the list.
      serverClock().set(Date.parse(noonIn(40)) + 61 * 60_000);
      expect((await ids('')).data.map((webinar: { id: string }) => webinar.id)).toEqual([b.id, c.id]);
    });

    it("lists one host's webinars for its expert page, each host's list cached apart and dropped when that host publishes", async () => {
      const [first, second] = [await bookableConsultant(), await bookableConsultant()];
      const mine = await published(first, { start: noonIn(30) });
      const theirs = await published(second, { start: noonIn(29) });
      const of = (consultant: CompleteConsultant) => caller().get(`/api/client/webinars?consultant=${consultant.profileId}&pageSize=3`);
      const listed = await of(first);
      expectStatus(listed, 200);
      expect(listed.body.data.map((webinar: { id: string }) => webinar.id)).toEqual([mine.id]);
      expect(listed.body.data[0].consultant.id).toBe(first.profileId);
      expect((await of(first)).headers['x-cache']).toBe('HIT');
      // The other host's list is its own answer, not the first one's.
      const other = await of(second);
      expect(other.headers['x-cache']).toBe('MISS');
      expect(other.body.data.map((webinar: { id: string }) => webinar.id)).toEqual([theirs.id]);
      // A new webinar shows on the host's page at once.
      const sooner = await published(first, { start: noonIn(28) });
      expect((await of(first)).body.data.map((webinar: { id: string }) => webinar.id)).toEqual([sooner.id, mine.id]);
      // A host with no webinar, an unknown one and a malformed id.
      expect((await caller().get(`/api/client/webinars?consultant=${(await bookableConsultant()).profileId}`)).body.data).toEqual([]);
      expect((await caller().get('/api/client/webinars?consultant=abcdefghijklmnopqrstuvwx')).body.data).toEqual([]);
      const bad = await caller({ locale: 'en' }).get('/api/client/webinars?consultant=Not%20an%20id');
      expectStatus(bad, 400);
      expect(bad.body.error.message).toBe('Invalid query parameters.');
      expectStatus(await caller().get(`/api/client/webinars?host=${first.profileId}`), 400);
    });

    it('shows a published webinar by its slug with its description, French when English is empty', async () => {
      const webinar = await published(host, { title_en: '', description_en: '', capacity: 7 });
      const english = await caller({ locale: 'en' }).get(`/api/client/webinars/${webinar.slug}`);
      expectStatus(english, 200);
      expect(english.body.data).toMatchObject({ id: webinar.id, seats_left: 7, capacity: 7, description: 'Une heure de pratique guidée.', status: 'published' });
      expect(english.body.data.title).toMatch(/^Respirer en conscience/);
    });

    it('never shows a draft to visitors or clients', async () => {
      const draft = await host.http.post('/api/consultant/webinars', complete());
      expectStatus(await caller().get(`/api/client/webinars/${draft.body.data.slug}`), 404);
      expectStatus(await register(client, draft.body.data.id), 404);
      const listed = await caller().get(`/api/client/webinars?from=${noonIn(10).slice(0, 10)}&to=${noonIn(10).slice(0, 10)}&pageSize=50`);
      expect(listed.body.data.map((webinar: { id: string }) => webinar.id)).not.toContain(draft.body.data.id);
    });
  });

  describe('registration', () => {
    it('asks for the consent form and the health assessment first, as bookings do', async () => {
      const webinar = await published(host);
      const newcomer = await signUpClient();
      const refused = await register(newcomer, webinar.id);
      expectStatus(refused, 400);
      expect(refused.body.error.name).toBe('FormsMissing');
    });

    it('registers once per client, and the seat shows at once in the public detail', async () => {
      const webinar = await published(host, { capacity: 2, fee_minor: 1200 });
      const before = await caller().get(`/api/client/webinars/${webinar.slug}`);
      expect(before.body.data.seats_left).toBe(2);
      const first = await register(client, webinar.id);
      expectStatus(first, 201);
      expect(first.body.data).toMatchObject({ status: 'active', fee_minor: 1200, currency: 'EUR', payment_status: 'pending', can_unregister: true, webinar: { id: webinar.id, seats_left: 1 } });
      const again = await register(client, webinar.id);
      expectStatus(again, 409);
      expect(again.body.error.name).toBe('AlreadyRegistered');
      expect((await caller().get(`/api/client/webinars/${webinar.slug}`)).body.data.seats_left).toBe(1);
      const mine = await client.http.get('/api/client/webinar-registrations?pageSize=50');
      expectStatus(mine, 200);
      expect(mine.body.data.map((registration: { webinar: { id: string } }) => registration.webinar.id)).toContain(webinar.id);
    });

    it('gives 50 clients racing for the last 5 seats exactly 5 registrations and 45 clear 409s', async () => {
      const webinar = await published(host, { capacity: 6 });
      expectStatus(await register(client, webinar.id), 201);
      const racers = await readyClients(50);
      const answers = await Promise.all(racers.map((racer) => register(racer, webinar.id)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(45);
      for (const answer of answers.filter((response) => response.status === 409)) {
        expect(answer.body.error).toMatchObject({ name: 'WebinarFull', message: 'Ce webinaire est complet : il ne reste plus de place.' });
      }
      const rows = await booted()
        .db.query('api::webinar-registration.webinar-registration')
        .findMany({ where: { webinar: { documentId: webinar.id }, status: 'active' } });
      expect(rows).toHaveLength(6);
      const stored = await booted()
        .db.query('api::webinar.webinar')
        .findOne({ where: { documentId: webinar.id } });
      expect(stored.seats_taken).toBe(6);
    }, 300_000);

    it('unregisters before the change notice, which frees the seat for someone else', async () => {
      const webinar = await published(host, { capacity: 1 });
      const other = await readyClient();
      expectStatus(await register(client, webinar.id), 201);
      const full = await register(other, webinar.id);
      expectStatus(full, 409);
      expect(full.body.error.name).toBe('WebinarFull');
      const left = await unregister(client, webinar.id);
      expectStatus(left, 200);
      expect(left.body.data).toMatchObject({ status: 'cancelled', can_unregister: false, webinar: { seats_left: 1 } });
      expectStatus(await register(other, webinar.id), 201);
      const past = await client.http.get('/api/client/webinar-registrations?when=past&pageSize=50');
      expect(past.body.data.map((registration: { id: string }) => registration.id)).toContain(left.body.data.id);
      expectStatus(await unregister(client, webinar.id), 404);
    });

    it('refuses to unregister after the change notice of bookings', async () => {
      const webinar = await published(host, { start: new Date(clock.ms() + 3 * HOUR).toISOString() });
      expectStatus(await register(client, webinar.id), 201);
      const late = await client.http.in('en').delete(`/api/client/webinars/${webinar.id}/registration`);
      expectStatus(late, 409);
      expect(late.body.error).toMatchObject({ name: 'ChangeTooLate', message: 'A registration can no longer be cancelled less than 24 h before the webinar starts.' });
      expect(Date.parse(late.body.error.details.deadline)).toBe(Date.parse(webinar.start) - 24 * HOUR);
    });
  });

  describe('past registrations', () => {
    it('moves an ended webinar, attended or not, from upcoming to past, latest first, with the minutes spent in its live session', async () => {
      const earlier = await published(host, { start: noonIn(11) });
      const later = await published(host, { start: noonIn(12) });
      const [present, absent] = await readyClients(2);
      for (const person of [present, absent]) for (const webinar of [earlier, later]) expectStatus(await register(person, webinar.id), 201);
      // The present client was in the later webinar's live session twice: 15 minutes, then 25.
      const db = booted().db;
      const webinarRow = (await db.query('api::webinar.webinar').findOne({ where: { documentId: later.id }, select: ['id'] })) as { id: number };
      const user = (await db.query('plugin::users-permissions.user').findOne({ where: { email: present.email }, select: ['id'] })) as { id: number };
      const at = (minutes: number) => new Date(Date.parse(later.start) + minutes * 60_000);
      for (const [joined, left] of [
        [0, 15],
        [20, 45],
      ])
        await db.query('api::webinar-attendance.webinar-attendance').create({ data: { webinar: webinarRow.id, user: user.id, role: 'attendee', joined_at: at(joined), left_at: at(left) } });
      const ids = async (person: SignedIn, when: 'upcoming' | 'past') => {
        const list = await person.http.get(`/api/client/webinar-registrations?when=${when}`);
        expectStatus(list, 200);
        return list.body.data.map((registration: { webinar: { id: string } }) => registration.webinar.id);
      };
      expect(await ids(present, 'upcoming')).toEqual([earlier.id, later.id]);
      expect(await ids(present, 'past')).toEqual([]);

      // Once both have ended.
      serverClock().set(Date.parse(later.start) + 61 * 60_000);
      expect(await ids(present, 'upcoming')).toEqual([]);
      const past = await present.http.get('/api/client/webinar-registrations?when=past');
      expect(past.body.data).toEqual([
        expect.objectContaining({ status: 'active', attended_minutes: 40, can_unregister: false, webinar: expect.objectContaining({ id: later.id }) }),
        expect.objectContaining({ status: 'active', attended_minutes: null, webinar: expect.objectContaining({ id: earlier.id }) }),
      ]);
      expect(past.body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 2 });
      const absentPast = (await absent.http.get('/api/client/webinar-registrations?when=past')).body.data;
      expect(absentPast.map((registration: { attended_minutes: number | null }) => registration.attended_minutes)).toEqual([null, null]);
      // The host sees the same minutes.
      const attendees = await host.http.get(`/api/consultant/webinars/${later.id}/registrations`);
      expect(attendees.body.data.map((attendee: { client: { id: string }; attended_minutes: number | null }) => [attendee.client.id, attendee.attended_minutes])).toEqual([
        [present.profileId, 40],
        [absent.profileId, null],
      ]);
      const bad = await present.http.in('en').get('/api/client/webinar-registrations?when=yesterday');
      expectStatus(bad, 400);
      expect(bad.body.error.message).toBe('Invalid query parameters.');
    });
  });

  describe('the consultant’s attendees', () => {
    it('lists who registered and records a direct payment once', async () => {
      const webinar = await published(host, { fee_minor: 1800 });
      const free = await published(host, { fee_minor: 0 });
      const registered = await register(client, webinar.id);
      expectStatus(registered, 201);
      const freeSeat = await register(client, free.id);
      const list = await host.http.get(`/api/consultant/webinars/${webinar.id}/registrations`);
      expectStatus(list, 200);
      expect(list.body.data).toEqual([
        expect.objectContaining({ id: registered.body.data.id, client: { id: client.profileId, display_name: expect.any(String) }, status: 'active', payment_status: 'pending' }),
      ]);
      const url = `/api/consultant/webinars/${webinar.id}/registrations/${registered.body.data.id}/mark-paid`;
      expectStatus(await host.http.post(url, {}), 200);
      const again = await host.http.post(url, {});
      expectStatus(again, 409);
      expect(again.body.error.name).toBe('RegistrationAlreadyPaid');
      const nothingToPay = await host.http.post(`/api/consultant/webinars/${free.id}/registrations/${freeSeat.body.data.id}/mark-paid`, {});
      expectStatus(nothingToPay, 409);
      expect(nothingToPay.body.error.name).toBe('RegistrationFree');
      const other = await signUpConsultant();
      expectStatus(await other.http.get(`/api/consultant/webinars/${webinar.id}/registrations`), 404);
      expectStatus(await other.http.post(url, {}), 404);
      expectStatus(await host.http.post(`/api/consultant/webinars/${free.id}/registrations/${registered.body.data.id}/mark-paid`, {}), 404);
    });
  });

  describe('cancellation', () => {
    it('deletes a draft to the trash', async () => {
      const draft = await host.http.post('/api/consultant/webinars', { title_fr: 'Brouillon' });
      expectStatus(await host.http.delete(`/api/consultant/webinars/${draft.body.data.id}`), 200);
      expectStatus(await host.http.put(`/api/consultant/webinars/${draft.body.data.id}`, { title_fr: 'Encore' }), 404);
      const row = await booted()
        .db.query('api::webinar.webinar')
        .findOne({ where: { documentId: draft.body.data.id } });
      expect(row.deletedAt).not.toBeNull();
    });

    it('cancels a published webinar: every registered client is e-mailed and a paid registration refunded', async () => {
      const webinar = await published(host, { fee_minor: 3000, start: noonIn(20) });
      const [payer, other] = await readyClients(2);
      const seen = new Map([payer, other].map((person) => [person, mailIdsTo(person.email)] as const));
      const paid = await register(payer, webinar.id);
      expectStatus(paid, 201);
      expectStatus(await register(other, webinar.id), 201);
      const marked = await host.http.post(`/api/consultant/webinars/${webinar.id}/registrations/${paid.body.data.id}/mark-paid`, {});
      expectStatus(marked, 200);
      expect(marked.body.data).toMatchObject({ id: paid.body.data.id, payment_status: 'paid', fee_minor: 3000 });
      const cancelled = await host.http.delete(`/api/consultant/webinars/${webinar.id}`);
      expectStatus(cancelled, 200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', registrations: 0, can_edit: false });
      const mine = await payer.http.get('/api/client/webinar-registrations?when=past');
      expect(mine.body.data[0]).toMatchObject({ id: paid.body.data.id, status: 'cancelled', payment_status: 'refunded', webinar: { status: 'cancelled' } });
      for (const person of [payer, other]) {
        const mail = await nextMailTo(person.email, await seen.get(person)!, { match: (caught) => /est annulé/.test(caught.subject) && caught.subject.includes(webinar.title_fr) });
        expect(icsProperties(await attachmentText(mail, '.ics'))).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '1' });
        expect(mail.text.includes('remboursé')).toBe(person === payer);
        // Its host cancelled it, and the e-mail says so.
        expect(mail.text).toMatch(/\S a annulé le webinaire/);
        expect(mail.text).not.toContain('Notre équipe');
      }
      const again = await host.http.delete(`/api/consultant/webinars/${webinar.id}`);
      expectStatus(again, 409);
      expectStatus(await register(client, webinar.id), 409);
    });
  });

  describe('permissions and bad input', () => {
    it("answers 404 for another consultant's webinar", async () => {
      const webinar = await published(host);
      const other = await signUpConsultant();
      expectStatus(await other.http.put(`/api/consultant/webinars/${webinar.id}`, { title_fr: 'À moi' }), 404);
      expectStatus(await other.http.delete(`/api/consultant/webinars/${webinar.id}`), 404);
      expectStatus(await other.http.post(`/api/consultant/webinars/${webinar.id}/publish`, {}), 404);
      const list = await other.http.get('/api/consultant/webinars');
      expect(list.body.data).toEqual([]);
    });

    it('answers 401 to the signed-in routes without a token', async () => {
      const webinar = await published(host);
      const anonymous = caller();
      expectStatus(await anonymous.post(`/api/client/webinars/${webinar.id}/registration`, {}), 401);
      expectStatus(await anonymous.delete(`/api/client/webinars/${webinar.id}/registration`), 401);
      expectStatus(await anonymous.get('/api/client/webinar-registrations'), 401);
      expectStatus(await anonymous.get('/api/consultant/webinars'), 401);
      expectStatus(await anonymous.post('/api/consultant/webinars', complete()), 401);
    });

    it('answers bad input with 400 and a message in the asked language', async () => {
      const fr = await host.http.post('/api/consultant/webinars', complete({ duration_minutes: 5 }));
      expect(expectFieldErrors(fr, ['duration_minutes']).duration_minutes).toEqual(['Saisissez un nombre entier d’au moins 15.']);
      expect(fr.body.error.message).toBe('Certains champs sont invalides.');
      const unknownFr = await host.http.post('/api/consultant/webinars', complete({ specialization: 'no-such-thing' }));
      expect(expectFieldErrors(unknownFr, ['specialization']).specialization).toEqual(['Choisissez une spécialité de la liste.']);
      const en = await host.http.in('en').post('/api/consultant/webinars', complete({ capacity: 501 }));
      expect(en.body.error.message).toBe('Some fields are invalid.');
      expect(expectFieldErrors(en, ['capacity']).capacity).toEqual(['Enter a number of at most 500.']);
      const unknownEn = await host.http.in('en').post('/api/consultant/webinars', complete({ language: 'zz' }));
      expect(expectFieldErrors(unknownEn, ['language']).language).toEqual(['Choose a language from the list.']);
      const untitled = await host.http.in('en').post('/api/consultant/webinars', { description_en: 'No title' });
      expect(expectFieldErrors(untitled, ['title_fr', 'title_en']).title_en).toEqual(['Give the webinar a title, in French or in English.']);
      expectStatus(await host.http.post('/api/consultant/webinars', { ...complete(), constructor: 'x' }), 400);
      expectStatus(await host.http.post('/api/consultant/webinars', complete({ start: 'demain' })), 400);
      const query = await caller({ locale: 'en' }).get('/api/client/webinars?from=2026-02-30');
      expectStatus(query, 400);
      expect(query.body.error.message).toBe('Invalid query parameters.');
      expectStatus(await caller().get('/api/client/webinars?pageSize=999'), 400);
      expectStatus(await caller().get('/api/client/webinars?free=maybe'), 400);
    });
  });
});
