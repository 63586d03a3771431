/**
 * Complaints between clients and consultants, on their own surfaces (contracts/complaints; spec §1
 * "files complaints", §2 add-complaint, view-complaint-by-me, view-complaint-against): whom each may
 * complain about, filing (refusals in the caller's language, the attachment private to the
 * complainant), the two boxes of each role, reading one complaint (each party sees only its own file),
 * the one answer of the party complained against, and the e-mails both parties receive in their own
 * language, read from the SMTP catcher.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { signInAdmin, type SignedIn, type SignedInConsultant } from '../helpers/accounts';
import { answerComplaint, bookingBetween, complaintClient, complaintConsultant, fileComplaint, type ClientParty } from '../helpers/complaints';
import { download, part, pdfBytes, pngBytes } from '../helpers/files';
import { mailIdsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import { createReference } from '../helpers/fixtures';
import type { InsertedBooking } from '../helpers/booking-records';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

const DAY = 86_400_000;

let consultant: SignedInConsultant;
let client: ClientParty;
let otherClient: ClientParty;
let strangerConsultant: SignedInConsultant;
let admin: SignedIn;
let past: InsertedBooking;
let cancelled: InsertedBooking;
let othersBooking: InsertedBooking;
/** A complaint type in the trash. */
let trashedType: string;

beforeAll(async () => {
  await seedOnce();
  [consultant, client, otherClient, strangerConsultant, admin] = await Promise.all([
    complaintConsultant({ correspondence: 'fr' }),
    complaintClient({ locale: 'en', correspondence: 'en' }),
    complaintClient({ locale: 'fr', correspondence: 'fr' }),
    complaintConsultant({ correspondence: 'en' }),
    signInAdmin(),
  ]);
  const now = clock.ms();
  past = await bookingBetween(consultant, client, new Date(now - 3 * DAY));
  cancelled = await bookingBetween(consultant, client, new Date(now + 2 * DAY), { status: 'cancelled', cancelled_at: clock.now().toISOString(), cancelled_by: 'consultant' });
  othersBooking = await bookingBetween(consultant, otherClient, new Date(now - DAY));
  trashedType = `ancien-type-${unique()}`;
  const typeId = await createReference(booted(), 'api::complaint-type.complaint-type', trashedType, { fr: 'Ancien type', en: 'Old type' });
  await booted()
    .db.query('api::complaint-type.complaint-type')
    .updateMany({ where: { documentId: typeId }, data: { deletedAt: clock.now() } });
}, 300_000);

/** The e-mail about complaint `reference` to `address` that was not in `seen`. */
const mailAbout = (address: string, seen: Set<string>, reference: string): Promise<CaughtMail> =>
  nextMailTo(address, seen, { match: (mail) => mail.subject.includes(reference) || mail.text.includes(reference) });

const complaintCount = () => booted().db.query('api::complaint.complaint').count({});

describe('whom a party may complain about', () => {
  it('lists the consultants a client booked and the clients who booked a consultant, with their bookings of any status, newest first', async () => {
    const ofClient = await client.http.get('/api/client/complaints/counterparties');
    expectStatus(ofClient, 200);
    expect(ofClient.body.data).toEqual([
      {
        id: consultant.profileId,
        display_name: consultant.display_name,
        bookings: [
          { id: cancelled.documentId, start: new Date(cancelled.start).toISOString() },
          { id: past.documentId, start: new Date(past.start).toISOString() },
        ],
      },
    ]);
    const ofConsultant = await consultant.http.get('/api/consultant/complaints/counterparties');
    expectStatus(ofConsultant, 200);
    // The client with the most recent booking first.
    expect(ofConsultant.body.data.map((entry: Schemas['ComplaintCounterparty']) => [entry.id, entry.display_name, entry.bookings.map((booking) => booking.id)])).toEqual([
      [client.profileId, client.display_name, [cancelled.documentId, past.documentId]],
      [otherClient.profileId, otherClient.display_name, [othersBooking.documentId]],
    ]);
    const none = await strangerConsultant.http.get('/api/consultant/complaints/counterparties');
    expectStatus(none, 200);
    expect(none.body.data).toEqual([]);
  });

  it('is for signed-in parties on their own surface only', async () => {
    expectStatus(await client.http.anonymous().get('/api/client/complaints/counterparties'), 401);
    expectStatus(await client.http.get('/api/consultant/complaints/counterparties'), 401);
  });
});

describe('filing a complaint', () => {
  it('is refused against someone the caller never booked with (404), with a booking of other people or an unknown or trashed type (400 on the field), in the caller’s language, storing nothing', async () => {
    const before = await complaintCount();
    const stranger = await fileComplaint(client, 'client', { complaint_type: 'no-show', against: strangerConsultant.profileId });
    expectStatus(stranger, 404);
    expect(stranger.body.error).toMatchObject({ name: 'NotFoundError', message: 'This person is not one of those you have a booking with.' });
    const unknown = await fileComplaint({ ...client, http: client.http.in('fr') }, 'client', { complaint_type: 'no-show', against: 'nosuchprofile000000000000' });
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBe('Personne introuvable parmi celles avec qui vous avez une réservation.');
    // The consultant is a counterparty of the client, but this booking is the consultant's with someone else.
    const notTheirs = expectFieldErrors(await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId, booking: othersBooking.documentId }), ['booking']);
    expect(notTheirs.booking).toEqual(['Choose a booking you had with this person.']);
    expectFieldErrors(await fileComplaint(otherClient, 'client', { complaint_type: 'no-show', against: consultant.profileId, booking: past.documentId }), ['booking']);
    const badType = expectFieldErrors(await fileComplaint(client, 'client', { complaint_type: 'no-such-type', against: consultant.profileId }), ['complaint_type']);
    expect(badType.complaint_type).toEqual(['Choose a complaint type from the list.']);
    expectFieldErrors(await fileComplaint(client, 'client', { complaint_type: trashedType, against: consultant.profileId }), ['complaint_type']);
    // The body is checked first, each field in the caller's language.
    const short = expectFieldErrors(await fileComplaint(client, 'client', { complaint_type: 'no-show', against: strangerConsultant.profileId, description: 'Court' }), ['description']);
    expect(short.description).toEqual(['This field must be at least 10 characters long.']);
    const french = expectFieldErrors(
      await fileComplaint({ ...client, http: client.http.in('fr') }, 'client', { complaint_type: '', against: consultant.profileId, additional_information: 'x'.repeat(5001) }),
      ['complaint_type', 'additional_information'],
    );
    expect(french.additional_information).toEqual(['Ce champ dépasse 5000 caractères.']);
    expectFieldErrors(await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId, status: 'resolved' }), ['status']);
    // The attachment is checked by its content.
    const svg = await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId }, part.svg('preuve.svg'));
    expectStatus(svg, 415);
    expect(svg.body.error.name).toBe('UnsupportedFileType');
    expect(svg.body.error.message).toMatch(/PDF, JPG, PNG/);
    expectStatus(await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId }, part.pdf(Buffer.from('<html><script>1</script>'), 'preuve.pdf')), 415);
    expectStatus(await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId }, part.pdf(pdfBytes('gros', 1_600_000), 'gros.pdf')), 413);
    expect(await complaintCount()).toBe(before);
  });

  it('refuses a late start or a no-show about a session that has not started, in the caller’s language, and says which types need one', async () => {
    const before = await complaintCount();
    const types = await client.http.anonymous().get('/api/client/complaint-types');
    expectStatus(types, 200);
    const needsStart = Object.fromEntries(types.body.data.map((type: Schemas['ReferenceItem']) => [type.slug, type.requires_started_session]));
    expect(needsStart).toMatchObject({ 'no-show': true, 'late-start': true, 'payment-issue': false, other: false });
    // `cancelled` starts in two days: nobody can have been absent or late yet.
    const early = expectFieldErrors(await fileComplaint(client, 'client', { complaint_type: 'late-start', against: consultant.profileId, booking: cancelled.documentId }), ['complaint_type']);
    expect(early.complaint_type).toEqual(['This session has not started yet: a late start or a no-show can only be reported once the session has started.']);
    const french = expectFieldErrors(
      await fileComplaint({ ...consultant, http: consultant.http.in('fr') }, 'consultant', { complaint_type: 'no-show', against: client.profileId, booking: cancelled.documentId }),
      ['complaint_type'],
    );
    expect(french.complaint_type).toEqual(['Cette séance n’a pas encore commencé : un retard ou une absence ne peut être signalé qu’une fois la séance commencée.']);
    expect(await complaintCount()).toBe(before);
  });
});

describe('a complaint between a client and a consultant', () => {
  let byClient: Schemas['Complaint'];
  let byConsultant: Schemas['Complaint'];
  let evidence: Buffer;

  it('is filed by the client with its booking and a private PDF, and both parties are e-mailed in their own language', async () => {
    const seenClient = await mailIdsTo(client.email);
    const seenConsultant = await mailIdsTo(consultant.email);
    evidence = pdfBytes('Capture de la salle vide');
    const filed = await fileComplaint(
      client,
      'client',
      {
        complaint_type: 'no-show',
        against: consultant.profileId,
        booking: past.documentId,
        description: '  The consultant never joined the room.  ',
        additional_information: 'I waited 30 minutes.',
      },
      part.pdf(evidence, 'salle-vide.pdf'),
    );
    expectStatus(filed, 201);
    byClient = filed.body.data;
    expect(byClient).toMatchObject({
      box: 'by-me',
      raised_by_role: 'client',
      complaint_type: { slug: 'no-show', name: 'Consultant no-show' },
      counterpart: { id: consultant.profileId, display_name: consultant.display_name },
      booking: { id: past.documentId, start: new Date(past.start).toISOString() },
      status: 'open',
      decision_favour: null,
      responded: false,
      closed_at: null,
      description: 'The consultant never joined the room.',
      additional_information: 'I waited 30 minutes.',
      attachment: { kind: 'complaint-attachment', name: 'salle-vide.pdf', mime: 'application/pdf', size: evidence.length },
      response: null,
      can_respond: false,
      resolution_note: null,
      history: [{ action: 'filed', actor_role: 'client', from_status: null, to_status: 'open', note: null }],
    });
    expect(byClient.reference).toMatch(/^RC-[A-HJ-NP-Z2-9]{8}$/);
    expect(byClient.attachment!.url).toBe(`/api/files/${byClient.attachment!.id}`);

    const toClient = await mailAbout(client.email, seenClient, byClient.reference);
    expect(toClient.subject).toMatch(new RegExp(`^Your complaint ${byClient.reference} is filed — `));
    expect(toClient.text).toContain('Type: Consultant no-show');
    expect(toClient.text).toContain(`http://web.test/client/view-complaint-by-me/${byClient.id}`);
    const toConsultant = await mailAbout(consultant.email, seenConsultant, byClient.reference);
    expect(toConsultant.subject).toMatch(/^Une réclamation vous concerne/);
    expect(toConsultant.text).toContain('Type\u00a0: Consultant absent');
    expect(toConsultant.text).toContain(client.display_name);
    expect(toConsultant.text).toContain(`http://web.test/consultant/view-complaint-against/${byClient.id}`);
    // What was written stays on the platform: the e-mails only say what happened.
    for (const mail of [toClient, toConsultant]) expect(mail.text).not.toContain('never joined the room');
  });

  it('is filed by the consultant about the client too, without a booking', async () => {
    const filed = await fileComplaint(consultant, 'consultant', { complaint_type: 'inappropriate-behaviour', against: client.profileId, booking: '' });
    expectStatus(filed, 201);
    byConsultant = filed.body.data;
    expect(byConsultant).toMatchObject({
      box: 'by-me',
      raised_by_role: 'consultant',
      complaint_type: { slug: 'inappropriate-behaviour', name: 'Comportement inapproprié' },
      counterpart: { id: client.profileId, display_name: client.display_name },
      booking: null,
      attachment: null,
    });
  });

  it('shows in exactly the right box of each party, newest first, by status and page', async () => {
    const ids = async (who: SignedIn, side: 'client' | 'consultant', query: string) => {
      const list = await who.http.get(`/api/${side}/complaints${query}`);
      expectStatus(list, 200);
      return list.body.data.map((item: Schemas['ComplaintSummary']) => item.id);
    };
    expect(await ids(client, 'client', '')).toEqual([byClient.id]);
    expect(await ids(client, 'client', '?box=by-me')).toEqual([byClient.id]);
    expect(await ids(client, 'client', '?box=against-me')).toEqual([byConsultant.id]);
    expect(await ids(consultant, 'consultant', '?box=by-me')).toEqual([byConsultant.id]);
    expect(await ids(consultant, 'consultant', '?box=against-me')).toEqual([byClient.id]);
    for (const box of ['by-me', 'against-me']) {
      expect(await ids(otherClient, 'client', `?box=${box}`)).toEqual([]);
      expect(await ids(strangerConsultant, 'consultant', `?box=${box}`)).toEqual([]);
    }
    expect(await ids(client, 'client', '?box=by-me&status=open')).toEqual([byClient.id]);
    expect(await ids(client, 'client', '?box=by-me&status=resolved')).toEqual([]);

    const entry = await consultant.http.get('/api/consultant/complaints?box=against-me');
    expect(entry.body.data[0]).toEqual({
      id: byClient.id,
      reference: byClient.reference,
      box: 'against-me',
      raised_by_role: 'client',
      complaint_type: { slug: 'no-show', name: 'Consultant absent' },
      counterpart: { id: client.profileId, display_name: client.display_name },
      booking: { id: past.documentId, start: new Date(past.start).toISOString() },
      status: 'open',
      decision_favour: null,
      responded: false,
      created_at: byClient.created_at,
      updated_at: byClient.updated_at,
      closed_at: null,
    });
    expect(entry.body.meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 1, total: 1 });

    // A third complaint: pages of one, newest first.
    const third = await fileComplaint(client, 'client', { complaint_type: 'payment-issue', against: consultant.profileId, booking: cancelled.documentId });
    expectStatus(third, 201);
    const first = await client.http.get('/api/client/complaints?box=by-me&pageSize=1');
    expect(first.body.data.map((item: Schemas['ComplaintSummary']) => item.id)).toEqual([third.body.data.id]);
    expect(first.body.meta.pagination).toEqual({ page: 1, pageSize: 1, pageCount: 2, total: 2 });
    const second = await client.http.get('/api/client/complaints?box=by-me&pageSize=1&page=2');
    expect(second.body.data.map((item: Schemas['ComplaintSummary']) => item.id)).toEqual([byClient.id]);
    expectFieldErrors(await client.http.get('/api/client/complaints?box=mine'), ['box']);
  });

  it('is read by either party, each seeing only its own file; anyone else gets 404', async () => {
    const mine = await client.http.get(`/api/client/complaints/${byClient.id}`);
    expectStatus(mine, 200);
    expect(mine.body.data).toMatchObject({ box: 'by-me', attachment: { id: byClient.attachment!.id }, can_respond: false, description: 'The consultant never joined the room.' });
    const theirs = await consultant.http.get(`/api/consultant/complaints/${byClient.id}`);
    expectStatus(theirs, 200);
    expect(theirs.body.data).toMatchObject({
      box: 'against-me',
      description: 'The consultant never joined the room.',
      additional_information: 'I waited 30 minutes.',
      attachment: null,
      can_respond: true,
      counterpart: { id: client.profileId },
    });
    for (const [who, side] of [
      [otherClient, 'client'],
      [strangerConsultant, 'consultant'],
    ] as const) {
      expectStatus(await who.http.get(`/api/${side}/complaints/${byClient.id}`), 404);
    }
    const unknown = await client.http.get('/api/client/complaints/nosuchcomplaint0000000000');
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBe('Complaint not found.');
  });

  it('keeps the complainant’s attachment from the party complained against: only the complainant and admins download it', async () => {
    for (const who of [client, admin]) {
      const read = await download(who.http.get(byClient.attachment!.url));
      expect(read.status, who.email).toBe(200);
      expect(read.bytes.equals(evidence)).toBe(true);
    }
    for (const who of [consultant, otherClient, strangerConsultant]) {
      const refused = await download(who.http.get(byClient.attachment!.url));
      expect(refused.status, who.email).toBe(404);
      expect(refused.bytes.includes(evidence.subarray(0, 12))).toBe(false);
    }
  });

  it('is answered once by the party complained against, with its own private file, and both parties are e-mailed', async () => {
    // The complainant cannot answer its own complaint; nor can anyone else.
    expectStatus(await answerComplaint(client, 'client', byClient.id, 'Je réponds à ma propre réclamation.'), 404);
    expectStatus(await answerComplaint(otherClient, 'client', byClient.id, 'Je ne suis pas concerné du tout.'), 404);
    expectFieldErrors(await answerComplaint(consultant, 'consultant', byClient.id, 'Court'), ['text']);
    expectStatus(await answerComplaint(consultant, 'consultant', byClient.id, 'Le client n’était pas connecté.', part.svg()), 415);

    const seenClient = await mailIdsTo(client.email);
    const seenConsultant = await mailIdsTo(consultant.email);
    const screenshot = await pngBytes(20);
    const answered = await answerComplaint(consultant, 'consultant', byClient.id, '  J’étais dans la salle à l’heure, voici ma capture.  ', part.png(screenshot, 'capture.png'));
    expectStatus(answered, 201);
    expect(answered.body.data).toMatchObject({
      box: 'against-me',
      responded: true,
      can_respond: false,
      attachment: null,
      response: { text: 'J’étais dans la salle à l’heure, voici ma capture.', attachment: { kind: 'complaint-attachment', name: 'capture.png', mime: 'image/png' } },
    });
    const responseFile = answered.body.data.response.attachment;
    expect(answered.body.data.history.map((entry: Schemas['ComplaintHistoryEntry']) => [entry.action, entry.actor_role])).toEqual([
      ['filed', 'client'],
      ['responded', 'consultant'],
    ]);

    // The complainant reads the answer, but not the file that came with it.
    const read = await client.http.get(`/api/client/complaints/${byClient.id}`);
    expect(read.body.data).toMatchObject({ responded: true, response: { text: 'J’étais dans la salle à l’heure, voici ma capture.', attachment: null }, attachment: { id: byClient.attachment!.id } });
    expect((await download(client.http.get(responseFile.url))).status).toBe(404);
    for (const who of [consultant, admin]) expect((await download(who.http.get(responseFile.url))).bytes.equals(screenshot)).toBe(true);

    const toClient = await mailAbout(client.email, seenClient, byClient.reference);
    expect(toClient.subject).toMatch(/^Answer to your complaint RC-/);
    expect(toClient.text).toContain(`${consultant.display_name} has answered your complaint.`);
    expect(toClient.text).not.toContain('capture');
    const toConsultant = await mailAbout(consultant.email, seenConsultant, byClient.reference);
    expect(toConsultant.subject).toMatch(/^Votre réponse à la réclamation RC-.* est enregistrée/);

    const again = await answerComplaint(consultant, 'consultant', byClient.id, 'Une seconde réponse, plus détaillée.');
    expectStatus(again, 409);
    expect(again.body.error).toMatchObject({ name: 'AlreadyAnswered', message: 'Vous avez déjà répondu à cette réclamation.' });
  });

  it('takes no answer once closed', async () => {
    expectStatus(await admin.http.put(`/api/admin-panel/complaints/${byConsultant.id}`, { status: 'in_review' }), 200);
    expectStatus(await admin.http.put(`/api/admin-panel/complaints/${byConsultant.id}`, { status: 'rejected', note: 'Aucun élément ne permet de retenir la réclamation.' }), 200);
    const late = await answerComplaint(client, 'client', byConsultant.id, 'I never behaved badly, ask anyone.');
    expectStatus(late, 409);
    expect(late.body.error).toMatchObject({ name: 'ComplaintClosed', message: 'This complaint is closed: it no longer takes an answer.' });
    const read = await client.http.get(`/api/client/complaints/${byConsultant.id}`);
    expect(read.body.data).toMatchObject({ status: 'rejected', can_respond: false, resolution_note: 'Aucun élément ne permet de retenir la réclamation.', closed_at: expect.any(String) });
    expect(read.body.data.history.map((entry: Schemas['ComplaintHistoryEntry']) => [entry.action, entry.from_status, entry.to_status])).toEqual([
      ['filed', null, 'open'],
      ['status', 'open', 'in_review'],
      ['status', 'in_review', 'rejected'],
    ]);
  });
});

describe('a flood of complaints', () => {
  it('is refused past 10 filings an hour, in the caller’s language, with the wait', async () => {
    const filer = await complaintClient({ locale: 'en' });
    await bookingBetween(consultant, filer, new Date(clock.ms() - 5 * DAY));
    for (let filed = 0; filed < 10; filed += 1) {
      expectStatus(await fileComplaint(filer, 'client', { complaint_type: 'payment-issue', against: consultant.profileId }), 201);
    }
    const refused = await fileComplaint(filer, 'client', { complaint_type: 'payment-issue', against: consultant.profileId });
    expectStatus(refused, 429);
    expect(refused.body.error.name).toBe('TooManyRequests');
    expect(refused.body.error.message).toMatch(/^You have filed many complaints in a short time\. Try again in \d+ min\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Others still file.
    expectStatus(await fileComplaint(otherClient, 'client', { complaint_type: 'payment-issue', against: consultant.profileId }), 201);
  });
});
