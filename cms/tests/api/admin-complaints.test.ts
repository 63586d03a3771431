/**
 * Complaints in the back office (contracts/admin-complaints; spec §2 admin view-complaint-consultant,
 * view-complaint-client, edit-complaint): the list in the admin dialect (filters, search, sort,
 * `Content-Range`), one complaint with both parties, the booking, both files, the response, the whole
 * history and the room attendance of the booking, the workflow `open → in_review → resolved | rejected`
 * (invalid steps 409, missing decision or note 400, internal notes hidden from the parties), the
 * e-mails of a resolution in each party's language, the dashboard's open complaints, and a complaint
 * type in use that cannot be deleted for good.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { signInAdmin, type SignedIn, type SignedInConsultant } from '../helpers/accounts';
import { answerComplaint, bookingBetween, complaintClient, complaintConsultant, fileComplaint, type ClientParty } from '../helpers/complaints';
import { download, part, pdfBytes, pngBytes } from '../helpers/files';
import { mailIdsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import type { InsertedBooking } from '../helpers/booking-records';
import type { Schemas } from '../helpers/api-types';
import type { ServiceOf } from '../helpers/strapi-types';
import type roomAttendance from '../../src/api/booking/services/room-attendance';
import { clock } from '../../src/contracts/clock';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const DAY = 86_400_000;
const MINUTE = 60_000;

let admin: SignedIn;
let consultant: SignedInConsultant;
let client: ClientParty;
let otherClient: ClientParty;
let booking: InsertedBooking;
let otherBooking: InsertedBooking;
/** Filed by the client about the consultant, with the booking and a PDF, answered with a PNG. */
let main: Schemas['Complaint'];
/** Filed by the consultant about the client, no booking. */
let byConsultant: Schemas['Complaint'];
/** Filed by the other client about the consultant, with its booking. */
let byOther: Schemas['Complaint'];
let evidence: Buffer;
let screenshot: Buffer;

const list = (filter: Record<string, unknown>, extra = '') => admin.http.get(`/api/admin-panel/complaints?filter=${q(filter)}${extra}`);
const idsOf = (response: { body: { id: string }[] }) => response.body.map((record) => record.id);
const step = (id: string, body: Record<string, unknown>, who: SignedIn = admin) => who.http.put(`/api/admin-panel/complaints/${id}`, body);
const mailAbout = (address: string, seen: Set<string>, reference: string): Promise<CaughtMail> => nextMailTo(address, seen, { match: (mail) => mail.subject.includes(reference) });

beforeAll(async () => {
  await seedOnce();
  [admin, consultant, client, otherClient] = await Promise.all([
    signInAdmin({ locale: 'en' }),
    complaintConsultant({ correspondence: 'fr' }),
    complaintClient({ locale: 'en', correspondence: 'en' }),
    complaintClient({ locale: 'fr', correspondence: 'fr' }),
  ]);
  const start = new Date(clock.ms() - 2 * DAY);
  booking = await bookingBetween(consultant, client, start);
  otherBooking = await bookingBetween(consultant, otherClient, new Date(clock.ms() - DAY));
  // Both parties came to the room: evidence the admins read with the complaint.
  const attendance = booted().service('api::booking.room-attendance') as unknown as ServiceOf<typeof roomAttendance>;
  const clientUser = await booted()
    .db.query('plugin::users-permissions.user')
    .findOne({ where: { email: client.email } });
  const consultantUser = await booted()
    .db.query('plugin::users-permissions.user')
    .findOne({ where: { email: consultant.email } });
  const clientVisit = await attendance.join(booking.documentId, clientUser.id, 'client', new Date(start.getTime() - 2 * MINUTE));
  await attendance.leave(clientVisit, new Date(start.getTime() + 20 * MINUTE));
  const consultantVisit = await attendance.join(booking.documentId, consultantUser.id, 'consultant', new Date(start.getTime() + 15 * MINUTE));
  await attendance.leave(consultantVisit, new Date(start.getTime() + 40 * MINUTE));

  evidence = pdfBytes('Relevé de la salle');
  const filed = await fileComplaint(
    client,
    'client',
    { complaint_type: 'late-start', against: consultant.profileId, booking: booking.documentId, description: `The session started 15 minutes late ${unique()}.` },
    part.pdf(evidence, 'releve.pdf'),
  );
  expectStatus(filed, 201);
  main = filed.body.data;
  screenshot = await pngBytes(18);
  expectStatus(await answerComplaint(consultant, 'consultant', main.id, 'Le client avait un problème de connexion.', part.png(screenshot, 'journal.png')), 201);
  const second = await fileComplaint(consultant, 'consultant', { complaint_type: 'payment-issue', against: client.profileId });
  expectStatus(second, 201);
  byConsultant = second.body.data;
  const third = await fileComplaint(otherClient, 'client', { complaint_type: 'no-show', against: consultant.profileId, booking: otherBooking.documentId });
  expectStatus(third, 201);
  byOther = third.body.data;
}, 300_000);

describe('the list of complaints', () => {
  it('is a range with Content-Range, each record naming both parties, the booking and the type in the admin’s language', async () => {
    const mine = await list({ consultant: consultant.profileId }, `&sort=${q(['createdAt', 'ASC'])}&range=${q([0, 9])}`);
    expectStatus(mine, 200);
    expect(mine.headers['content-range']).toBe('complaints 0-2/3');
    expect(idsOf(mine)).toEqual([main.id, byConsultant.id, byOther.id]);
    expect(mine.body[0]).toEqual({
      id: main.id,
      reference: main.reference,
      status: 'open',
      complaint_type: 'late-start',
      complaint_type_name: 'Session started late',
      raised_by_role: 'client',
      client: client.profileId,
      client_name: client.display_name,
      consultant: consultant.profileId,
      consultant_name: consultant.display_name,
      booking: booking.documentId,
      booking_start: new Date(booking.start).toISOString(),
      decision_favour: null,
      responded: true,
      createdAt: main.created_at,
      updatedAt: expect.any(String),
      closed_at: null,
    });
    const french = await admin.http.in('fr').get(`/api/admin-panel/complaints?filter=${q({ id: main.id })}`);
    expect(french.body[0].complaint_type_name).toBe('Séance commencée en retard');
    const page = await list({ consultant: consultant.profileId }, `&sort=${q(['createdAt', 'ASC'])}&range=${q([1, 1])}`);
    expect(page.headers['content-range']).toBe('complaints 1-1/3');
    expect(idsOf(page)).toEqual([byConsultant.id]);
  });

  it('filters by status (one or several), who raised it, consultant, client, booking, type and creation date, and searches', async () => {
    const scoped = { consultant: consultant.profileId };
    expectStatus(await step(byOther.id, { status: 'in_review' }), 200);
    expect(idsOf(await list({ ...scoped, status: 'in_review' })).sort()).toEqual([byOther.id]);
    expect(idsOf(await list({ ...scoped, status: ['open', 'in_review'] })).sort()).toEqual([main.id, byConsultant.id, byOther.id].sort());
    expect(idsOf(await list({ ...scoped, status: ['resolved', 'rejected'] }))).toEqual([]);
    expect(idsOf(await list({ ...scoped, raised_by_role: 'consultant' }))).toEqual([byConsultant.id]);
    expect(idsOf(await list({ ...scoped, raised_by_role: 'client' })).sort()).toEqual([main.id, byOther.id].sort());
    expect(idsOf(await list({ client: client.profileId })).sort()).toEqual([main.id, byConsultant.id].sort());
    expect(idsOf(await list({ client: otherClient.profileId }))).toEqual([byOther.id]);
    expect(idsOf(await list({ booking: booking.documentId }))).toEqual([main.id]);
    expect(idsOf(await list({ ...scoped, complaint_type: 'payment-issue' }))).toEqual([byConsultant.id]);
    // A calendar date covers its whole UTC day; an instant is taken as it is.
    const filedAt = Date.parse(main.created_at);
    const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
    expect(idsOf(await list({ ...scoped, createdAt_gte: dayOf(filedAt), createdAt_lte: dayOf(Date.parse(byOther.created_at)) })).sort()).toEqual([main.id, byConsultant.id, byOther.id].sort());
    expect(idsOf(await list({ ...scoped, createdAt_lte: dayOf(filedAt - DAY) }))).toEqual([]);
    expect(idsOf(await list({ ...scoped, createdAt_gte: byConsultant.created_at, createdAt_lte: byConsultant.created_at }))).toEqual([byConsultant.id]);
    expect(idsOf(await list({ ...scoped, createdAt_gte: new Date(clock.ms() + DAY).toISOString() }))).toEqual([]);
    // Search: the reference, a party's name, the description.
    expect(idsOf(await list({ q: main.reference.toLowerCase() }))).toEqual([main.id]);
    expect(idsOf(await list({ q: otherClient.display_name }))).toEqual([byOther.id]);
    expect(idsOf(await list({ q: main.description.slice(-12, -1) }))).toEqual([main.id]);
    // Sorted by status in the workflow's order.
    expect(idsOf(await list(scoped, `&sort=${q(['status', 'DESC'])}`))[0]).toBe(byOther.id);
    for (const bad of [{ status: 'closed' }, { status: [] }, { raised_by_role: 'admin' }, { createdAt_gte: 'yesterday' }, { description: 'x' }]) {
      expectStatus(await list(bad), 400);
    }
  });

  it('is for admins only', async () => {
    for (const who of [client, consultant]) {
      expect([401, 403]).toContain((await who.http.get('/api/admin-panel/complaints')).status);
      expect([401, 403]).toContain((await who.http.get(`/api/admin-panel/complaints/${main.id}`)).status);
      expect([401, 403]).toContain((await step(main.id, { status: 'in_review' }, who)).status);
    }
    expectStatus(await admin.http.anonymous().get('/api/admin-panel/complaints'), 401);
    // Nothing else than the workflow changes a complaint.
    expect([404, 405]).toContain((await admin.http.delete(`/api/admin-panel/complaints/${main.id}`)).status);
    expect([404, 405]).toContain((await admin.http.post('/api/admin-panel/complaints', { reference: 'RC-X' })).status);
    expectStatus(await admin.http.get(`/api/admin-panel/complaints/${main.id}`), 200);
  });
});

describe('one complaint', () => {
  it('shows both parties, the booking and its room attendance, both files, the response and the history', async () => {
    const detail = await admin.http.get(`/api/admin-panel/complaints/${main.id}`);
    expectStatus(detail, 200);
    const start = new Date(booking.start).getTime();
    expect(detail.body).toMatchObject({
      id: main.id,
      client_name: client.display_name,
      consultant_name: consultant.display_name,
      booking: booking.documentId,
      booking_status: 'confirmed',
      booking_end: new Date(booking.end).toISOString(),
      description: main.description,
      additional_information: null,
      attachment: { id: main.attachment!.id, name: 'releve.pdf' },
      response_text: 'Le client avait un problème de connexion.',
      response_attachment: { name: 'journal.png', mime: 'image/png' },
      responded_at: expect.any(String),
      resolution_note: null,
      attendance: [
        { role: 'client', joined_at: new Date(start - 2 * MINUTE).toISOString(), left_at: new Date(start + 20 * MINUTE).toISOString() },
        { role: 'consultant', joined_at: new Date(start + 15 * MINUTE).toISOString(), left_at: new Date(start + 40 * MINUTE).toISOString() },
      ],
    });
    expect(detail.body.history).toEqual([
      { at: expect.any(String), action: 'filed', actor_role: 'client', actor_name: client.display_name, from_status: null, to_status: 'open', note: null, internal: false },
      { at: expect.any(String), action: 'responded', actor_role: 'consultant', actor_name: consultant.display_name, from_status: null, to_status: null, note: null, internal: false },
    ]);
    // The admin downloads both parties' files.
    expect((await download(admin.http.get(detail.body.attachment.url))).bytes.equals(evidence)).toBe(true);
    expect((await download(admin.http.get(detail.body.response_attachment.url))).bytes.equals(screenshot)).toBe(true);

    const bare = await admin.http.get(`/api/admin-panel/complaints/${byConsultant.id}`);
    expect(bare.body).toMatchObject({ booking: null, booking_start: null, booking_status: null, booking_end: null, attendance: [], attachment: null, response_text: null, response_attachment: null });
    expectStatus(await admin.http.get('/api/admin-panel/complaints/nosuchcomplaint000000000'), 404);
  });
});

describe('the workflow', () => {
  it('refuses steps the status does not allow (409) and resolutions without a decision or a note (400)', async () => {
    const skip = await step(main.id, { status: 'resolved', decision_favour: 'raised_by', note: 'Retard avéré.' });
    expectStatus(skip, 409);
    expect(skip.body.error).toMatchObject({ name: 'InvalidTransition', message: 'A complaint that is “open” cannot become “resolved”.', details: { from: 'open', to: 'resolved' } });
    expectStatus(await step(main.id, { status: 'rejected', note: 'Non.' }), 409);
    // Without a change of status, only an internal note.
    expectFieldErrors(await step(main.id, { status: 'open' }), ['internal_note']);
    expectFieldErrors(await step(main.id, { status: 'open', note: 'Visible note', internal_note: 'x' }), ['note']);
    expectFieldErrors(await step(main.id, { status: 'in_review', decision_favour: 'none' }), ['decision_favour']);
    expectFieldErrors(await step(main.id, { status: 'in_review', surprise: true }), ['surprise']);
    expectFieldErrors(await step(main.id, { status: 'done' }), ['status']);
    expectStatus(await step('nosuchcomplaint000000000', { status: 'in_review' }), 404);

    const taken = await step(main.id, { status: 'in_review', note: 'Nous examinons les journaux de la salle.', internal_note: 'Vérifier la connexion du client.' });
    expectStatus(taken, 200);
    expect(taken.body).toMatchObject({ id: main.id, status: 'in_review', closed_at: null });
    expectStatus(await step(main.id, { status: 'in_review' }), 400);
    expectStatus(await step(main.id, { status: 'open' }), 409);

    const french = await admin.http.in('fr').put(`/api/admin-panel/complaints/${main.id}`, { status: 'resolved', note: 'Retard avéré.' });
    expect(expectFieldErrors(french, ['decision_favour']).decision_favour).toEqual(['Indiquez en faveur de qui la réclamation est résolue.']);
    const noNote = expectFieldErrors(await step(main.id, { status: 'resolved', decision_favour: 'raised_by', note: '   ' }), ['note']);
    expect(noNote.note).toEqual(['Write the note explaining the decision to both parties.']);
    expectFieldErrors(await step(main.id, { status: 'rejected' }), ['note']);
    expect((await admin.http.get(`/api/admin-panel/complaints/${main.id}`)).body.status).toBe('in_review');
  });

  it('resolves with a decision and a note both parties read, e-mailed to each in its language from its own point of view', async () => {
    const seenClient = await mailIdsTo(client.email);
    const seenConsultant = await mailIdsTo(consultant.email);
    const resolved = await step(main.id, { status: 'resolved', decision_favour: 'raised_by', note: 'Le retard de 15 minutes est établi ; la séance est remboursée.' });
    expectStatus(resolved, 200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      decision_favour: 'raised_by',
      resolution_note: 'Le retard de 15 minutes est établi ; la séance est remboursée.',
      closed_at: expect.any(String),
    });

    const toClient = await mailAbout(client.email, seenClient, main.reference);
    expect(toClient.subject).toMatch(new RegExp(`^Your complaint ${main.reference} is resolved — `));
    expect(toClient.text).toContain('The decision is in your favour.');
    expect(toClient.text).toContain('Note from our team: Le retard de 15 minutes est établi ; la séance est remboursée.');
    expect(toClient.text).toContain(`http://web.test/client/view-complaint-by-me/${main.id}`);
    const toConsultant = await mailAbout(consultant.email, seenConsultant, main.reference);
    expect(toConsultant.subject).toMatch(new RegExp(`^La réclamation ${main.reference} à votre sujet est résolue — `));
    expect(toConsultant.text).toContain(`La décision donne raison à ${client.display_name}.`);
    expect(toConsultant.text).toContain(`http://web.test/consultant/view-complaint-against/${main.id}`);

    // Closed: no step moves it any more; an internal note still can be added.
    for (const body of [{ status: 'in_review' }, { status: 'rejected', note: 'Finalement non.' }, { status: 'open' }]) {
      const refused = await step(main.id, body);
      expectStatus(refused, 409);
      expect(refused.body.error.details).toEqual({ from: 'resolved', to: body.status });
    }
    expectStatus(await step(main.id, { status: 'resolved', internal_note: 'Remboursement fait le jour même.' }), 200);

    const party = await client.http.get(`/api/client/complaints/${main.id}`);
    expect(party.body.data).toMatchObject({ status: 'resolved', decision_favour: 'raised_by', resolution_note: 'Le retard de 15 minutes est établi ; la séance est remboursée.' });
    expect(party.body.data.history.map((entry: Schemas['ComplaintHistoryEntry']) => [entry.action, entry.actor_role, entry.from_status, entry.to_status, entry.note])).toEqual([
      ['filed', 'client', null, 'open', null],
      ['responded', 'consultant', null, null, null],
      ['status', 'admin', 'open', 'in_review', 'Nous examinons les journaux de la salle.'],
      ['status', 'admin', 'in_review', 'resolved', 'Le retard de 15 minutes est établi ; la séance est remboursée.'],
    ]);
    const other = await consultant.http.get(`/api/consultant/complaints/${main.id}`);
    expect(JSON.stringify(other.body)).not.toContain('Vérifier la connexion');
    expect(JSON.stringify(other.body)).not.toContain('Remboursement fait');

    const detail = await admin.http.get(`/api/admin-panel/complaints/${main.id}`);
    expect(detail.body.history.map((entry: Schemas['AdminComplaintHistoryEntry']) => [entry.action, entry.actor_name, entry.note, entry.internal])).toEqual([
      ['filed', client.display_name, null, false],
      ['responded', consultant.display_name, null, false],
      ['status', admin.email, 'Nous examinons les journaux de la salle.', false],
      ['internal_note', admin.email, 'Vérifier la connexion du client.', true],
      ['status', admin.email, 'Le retard de 15 minutes est établi ; la séance est remboursée.', false],
      ['internal_note', admin.email, 'Remboursement fait le jour même.', true],
    ]);
  });

  it('rejects with a reason, e-mailed to both parties', async () => {
    expectStatus(await step(byConsultant.id, { status: 'in_review' }), 200);
    const seenClient = await mailIdsTo(client.email);
    const seenConsultant = await mailIdsTo(consultant.email);
    const rejected = await step(byConsultant.id, { status: 'rejected', note: 'Le paiement a bien été reçu.', decision_favour: null });
    expectStatus(rejected, 200);
    expect(rejected.body).toMatchObject({ status: 'rejected', decision_favour: null, resolution_note: 'Le paiement a bien été reçu.' });
    const toConsultant = await mailAbout(consultant.email, seenConsultant, byConsultant.reference);
    expect(toConsultant.subject).toMatch(new RegExp(`^Votre réclamation ${byConsultant.reference} est rejetée`));
    expect(toConsultant.text).toContain('Motif\u00a0: Le paiement a bien été reçu.');
    const toClient = await mailAbout(client.email, seenClient, byConsultant.reference);
    expect(toClient.subject).toMatch(new RegExp(`^The complaint ${byConsultant.reference} about you is rejected`));
    expect(toClient.text).toContain('Reason: Le paiement a bien été reçu.');
  });
});

describe('the dashboard', () => {
  it('counts the complaints waiting for an admin (open or in review)', async () => {
    const figures = async () => {
      const response = await admin.http.get('/api/admin-panel/dashboard');
      expectStatus(response, 200);
      return response.body.open_complaints as number;
    };
    const waiting = async () => Number((await list({ status: ['open', 'in_review'] }, `&range=${q([0, 0])}`)).headers['content-range'].split('/')[1]);
    const before = await figures();
    expect(before).toBe(await waiting());
    const filed = await fileComplaint(otherClient, 'client', { complaint_type: 'payment-issue', against: consultant.profileId });
    expectStatus(filed, 201);
    expect(await figures()).toBe(before + 1);
    expectStatus(await step(filed.body.data.id, { status: 'in_review' }), 200);
    expect(await figures()).toBe(before + 1);
    expectStatus(await step(filed.body.data.id, { status: 'resolved', decision_favour: 'none', note: 'Les deux parties se sont entendues.' }), 200);
    expect(await figures()).toBe(before);
  });
});

describe('a complaint type in use', () => {
  it('goes to the trash, is no longer offered for new complaints, and is not deleted for good while complaints name it', async () => {
    const created = await admin.http.post('/api/admin-panel/complaint-types', { name: { fr: `Hygiène ${unique()}`, en: `Hygiene ${unique()}` } });
    expectStatus(created, 201);
    const slug = created.body.slug;
    expectStatus(await fileComplaint(otherClient, 'client', { complaint_type: slug, against: consultant.profileId }), 201);
    expectStatus(await admin.http.delete(`/api/admin-panel/complaint-types/${created.body.id}`), 200);
    expectFieldErrors(await fileComplaint(otherClient, 'client', { complaint_type: slug, against: consultant.profileId }), ['complaint_type']);
    const destroy = await admin.http.delete(`/api/admin-panel/complaint-types/${created.body.id}/permanent`);
    expectStatus(destroy, 409);
    expect(destroy.body.error).toMatchObject({ name: 'InUse', details: { count: 1 } });
    // An unused type goes for good.
    const unused = await admin.http.post('/api/admin-panel/complaint-types', { name: { fr: `Inutile ${unique()}`, en: `Unused ${unique()}` } });
    expectStatus(await admin.http.delete(`/api/admin-panel/complaint-types/${unused.body.id}`), 200);
    expectStatus(await admin.http.delete(`/api/admin-panel/complaint-types/${unused.body.id}/permanent`), 200);
  });
});
