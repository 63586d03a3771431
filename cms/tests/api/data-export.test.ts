/**
 * The export of a person's data (docs/privacy.md "Export"; contracts/privacy `exportData`, `exportClient`,
 * `exportConsultant`) and the back office's list of data requests ("Data requests in the back office"):
 * a client or consultant downloads one ZIP of everything the platform holds about it (a JSON document
 * per area, its own files, a README in its language), nothing of other people beyond what it already
 * sees; an admin downloads the same ZIP for a person; every export is audit-logged and listed as a data
 * request; the self export is limited per hour.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, type SignedIn } from '../helpers/accounts';
import { readyClient, type ReadyClient } from '../helpers/bookings';
import { insertBooking, type InsertedBooking } from '../helpers/booking-records';
import { fileComplaint } from '../helpers/complaints';
import { download, part, pdfBytes, pngBytes, type Download } from '../helpers/files';
import { completeConsultant, expectStatus, expectVisible, validCertificate, VALID_IBAN_COMPACT, type CompleteConsultant } from '../helpers/onboarding';
import { closeSockets, enter } from '../helpers/room';
import { clock } from '../../src/contracts/clock';
import { writeWebinar } from '../helpers/webinars';

const MINUTE = 60_000;
const USER = 'plugin::users-permissions.user';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The documents every export holds, whoever it is about. */
const COMMON = [
  'README.txt',
  'account.json',
  'profile.json',
  'consents.json',
  'bookings.json',
  'webinars.json',
  'complaints.json',
  'chat-messages.json',
  'room-attendance.json',
  'webinar-attendance.json',
  'reviews.json',
  'newsletter.json',
  'waiting-list.json',
  'contact-requests.json',
  'starter-kit-requests.json',
  'files.json',
];

/** An entry of `files.json`. */
interface ListedFile {
  id: string;
  kind: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  path: string;
}

/** An entry of `chat-messages.json`. */
interface ChatEntry {
  booking_id: string;
  sender_role: string;
  mine: boolean;
  text: string;
  attachment: { id: string; name: string; path: string | null } | null;
}

/** A downloaded export, opened. */
interface Export {
  response: Download;
  zip: JSZip;
  /** entry names, files included */
  names: string[];
  /** a JSON document of the archive */
  json: <T = Record<string, unknown>>(name: string) => Promise<T>;
  text: (name: string) => Promise<string>;
  bytes: (name: string) => Promise<Buffer>;
  /** every JSON document and the README, as one text (to look for what must not be there) */
  allText: () => Promise<string>;
}

/** Download `url` as `who` and open the ZIP. */
async function exportOf(who: SignedIn, url: string): Promise<Export> {
  const response = await download(who.http.get(url));
  expectStatus({ status: response.status, body: response.json ?? response.bytes.toString('utf8').slice(0, 300) }, 200);
  const zip = await JSZip.loadAsync(response.bytes);
  const names = Object.keys(zip.files).sort();
  const entry = (name: string) => {
    const file = zip.file(name);
    if (!file) throw new Error(`${name} is not in the archive (${names.join(', ')})`);
    return file;
  };
  const text = (name: string) => entry(name).async('string');
  return {
    response,
    zip,
    names,
    text,
    json: async <T>(name: string) => JSON.parse(await text(name)) as T,
    bytes: (name: string) => entry(name).async('nodebuffer'),
    allText: async () => (await Promise.all(names.filter((name) => !name.startsWith('files/')).map(text))).join('\n'),
  };
}

/** The numeric user id of an account. */
async function userIdOf(who: SignedIn): Promise<number> {
  const user = await booted()
    .db.query(USER)
    .findOne({ where: { email: who.email }, select: ['id'] });
  return user.id;
}

/** The audit-log rows of exports about `who`, newest first. */
async function exportAudits(who: SignedIn) {
  return booted()
    .db.query('api::audit-log.audit-log')
    .findMany({ where: { action: 'data.export', subject: { id: await userIdOf(who) } }, populate: { actor: { select: ['id', 'email'] } }, orderBy: { id: 'desc' } });
}

/** The data-request rows about `who`, newest first. */
async function dataRequests(who: SignedIn) {
  return booted()
    .db.query('api::data-request.data-request')
    .findMany({ where: { subject: { id: await userIdOf(who) } }, populate: { subject: { select: ['id'] } }, orderBy: { id: 'desc' } });
}

let consultant: CompleteConsultant;
let client: ReadyClient;
let other: ReadyClient;
let admin: SignedIn;
let booking: InsertedBooking;
let othersBooking: InsertedBooking;
const clientFile = pdfBytes('Analyse de sang');
let consultantFile: Buffer;
const certificateFile = pdfBytes('Certificat de réflexologie');
const noteText = `Séance calme, sommeil en progrès ${unique()}`;
const otherSecret = `Message de l’autre client ${unique()}`;
let complaintReference: string;
const webinarTitle = `Respirer en conscience ${unique()}`;
let webinarId: string;

beforeAll(async () => {
  await seedOnce();
  admin = await sharedAdmin();
  // A complete profile with a certificate too (added before the review: a new certificate sends an approved profile back to it).
  consultant = await completeConsultant();
  expectStatus(await consultant.http.upload('post', '/api/consultant/certificates', part.pdf(certificateFile, 'certificat.pdf'), validCertificate()), 201);
  expectStatus(await consultant.http.post('/api/consultant/profile/submit'), 200);
  expectStatus(await admin.http.post(`/api/admin-panel/consultants/${consultant.profileId}/approve`), 200);
  [client, other] = await Promise.all([readyClient(), readyClient()]);

  const now = clock.ms();
  booking = await insertBooking({ consultant, client, clientProfileId: client.profileId }, new Date(now + 5 * MINUTE));
  othersBooking = await insertBooking({ consultant, client: other, clientProfileId: other.profileId }, new Date(now + 3 * 60 * MINUTE + 5 * MINUTE));
  expectStatus(await consultant.http.post(`/api/consultant/bookings/${booking.documentId}/notes`, { text: noteText }), 201);
  await expectVisible(consultant);
  expectStatus(await client.http.post('/api/client/favourites', { consultantId: consultant.profileId }), 201);
  const complaint = await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId });
  expectStatus(complaint, 201);
  complaintReference = complaint.body.data.reference;

  // The consultation room: both parties enter, talk and send a file each.
  const consultantSocket = await enter(consultant, booking.room_id);
  const clientSocket = await enter(client, booking.room_id);
  expect((await clientSocket.emitWithAck('chat:send', { text: 'Bonjour, je suis prêt.' })).ok).toBe(true);
  expect((await consultantSocket.emitWithAck('chat:send', { text: 'Bonjour, je vous écoute.' })).ok).toBe(true);
  expectStatus(await client.http.upload('post', `/api/client/rooms/${booking.room_id}/files`, part.pdf(clientFile, 'analyse.pdf'), { text: 'Mes analyses' }), 201);
  consultantFile = await pngBytes(20);
  expectStatus(await consultant.http.upload('post', `/api/consultant/rooms/${booking.room_id}/files`, part.png(consultantFile, 'exercice.png')), 201);
  // Another client of the same consultant, in the chat of its own booking: none of it may reach the first client's export.
  await booted()
    .service('api::booking.room-chat')
    .send(othersBooking.documentId, await userIdOf(other), 'client', otherSecret);

  // A webinar of the consultant, which the client registered for.
  webinarId = (await writeWebinar(consultant, { title_fr: webinarTitle, capacity: 12 })).id;
  expectStatus(await client.http.post(`/api/client/webinars/${webinarId}/registration`, {}), 201);
  // A presence of the client in a live session of it, as the session's door records one.
  const webinarRow = (await booted()
    .db.query('api::webinar.webinar')
    .findOne({ where: { documentId: webinarId }, select: ['id'] })) as { id: number };
  await booted()
    .db.query('api::webinar-attendance.webinar-attendance')
    .create({ data: { webinar: webinarRow.id, user: await userIdOf(client), role: 'attendee', joined_at: new Date(now - 30 * MINUTE), left_at: new Date(now - 5 * MINUTE) } });

  expectStatus(await caller().post('/api/client/newsletter', { email: client.email }), 202);
  expectStatus(await caller().post('/api/client/waiting-list', { role: 'client', email: client.email, name: 'Paul', country: 'BE', specialization: 'ayurveda' }), 201);
}, 300_000);

afterAll(closeSockets);

describe('a client’s own export', () => {
  let archive: Export;

  beforeAll(async () => {
    archive = await exportOf(client, '/api/client/account/export');
  });

  it('is one ZIP download, dated, never cached', () => {
    const { headers } = archive.response;
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toBe(`attachment; filename="mes-donnees-${clock.now().toISOString().slice(0, 10)}.zip"`);
    expect(headers['cache-control']).toBe('no-store');
  });

  it('holds a JSON document per area and the client’s own files, each listed in the README in French', async () => {
    expect(archive.names.filter((name) => !name.startsWith('files/'))).toEqual([...COMMON, 'favourites.json', 'health-assessment.json'].sort());
    const readme = await archive.text('README.txt');
    expect(readme).toContain('Vos données personnelles');
    expect(readme).toContain(client.email);
    for (const name of [...COMMON, 'favourites.json', 'health-assessment.json', 'files/']) expect(readme).toContain(`- ${name}: `);
    expect(readme).toContain('Les notes de séance des experts leur sont personnelles');

    expect(await archive.json('account.json')).toMatchObject({ id: client.user.id, email: client.email, role: 'client', blocked: false });
    expect(await archive.json('profile.json')).toMatchObject({ documentId: client.profileId, given_name: 'Paul', time_zone: 'Europe/Paris', terms_version: expect.any(String) });

    const files = await archive.json<ListedFile[]>('files.json');
    expect(files.map((file) => file.kind).sort()).toEqual(['chat-attachment', 'consent-form']);
    for (const file of files) {
      const bytes = await archive.bytes(file.path);
      expect(bytes.length).toBe(file.size);
      expect(sha256(bytes)).toBe(file.sha256);
    }
    const chatFile = files.find((file) => file.kind === 'chat-attachment')!;
    expect(chatFile).toMatchObject({ name: 'analyse.pdf', mime: 'application/pdf', path: 'files/chat-attachment/analyse.pdf' });
    expect((await archive.bytes(chatFile.path)).equals(clientFile)).toBe(true);

    const consents = await archive.json<{ records: unknown[]; consent_forms: { version: string; signed_file: { id: string } }[] }>('consents.json');
    expect(Array.isArray(consents.records)).toBe(true);
    expect(consents.consent_forms).toHaveLength(1);
    expect(consents.consent_forms[0].signed_file.id).toBe(files.find((file) => file.kind === 'consent-form')!.id);

    const assessment = await archive.json<{ completed_at: string | null; answers: Record<string, unknown>; questionnaire: unknown }>('health-assessment.json');
    expect(assessment.completed_at).not.toBeNull();
    expect(Object.keys(assessment.answers).length).toBeGreaterThan(0);
    expect(assessment.questionnaire).toBeTruthy();
  });

  it('holds the bookings with the consultant’s name, the favourite, the complaint, the chat as seen in the room, the presence, the newsletter and the waiting list', async () => {
    const bookings = await archive.json<Record<string, unknown>[]>('bookings.json');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ id: booking.documentId, consultant: { id: consultant.profileId, display_name: consultant.display_name }, fee_minor: 6000, currency: 'EUR' });
    // What only opens doors is left out, and a client never sees the consultant's session notes.
    expect(bookings[0]).not.toHaveProperty('token');
    expect(bookings[0]).not.toHaveProperty('room_id');
    expect(bookings[0]).not.toHaveProperty('notes');

    expect(await archive.json('favourites.json')).toEqual([
      { consultant: { id: consultant.profileId, display_name: consultant.display_name, slug: expect.any(String) }, added_at: expect.any(String) },
    ]);
    const complaints = await archive.json<Record<string, unknown>[]>('complaints.json');
    expect(complaints).toMatchObject([{ reference: complaintReference, box: 'by-me', counterpart: { id: consultant.profileId, display_name: consultant.display_name } }]);

    const chat = await archive.json<ChatEntry[]>('chat-messages.json');
    expect(chat.map((message) => [message.sender_role, message.mine, message.text, message.attachment?.name ?? null, message.attachment?.path ?? null])).toEqual([
      ['client', true, 'Bonjour, je suis prêt.', null, null],
      ['consultant', false, 'Bonjour, je vous écoute.', null, null],
      ['client', true, 'Mes analyses', 'analyse.pdf', 'files/chat-attachment/analyse.pdf'],
      // the consultant's file is listed as the room showed it, without its content
      ['consultant', false, '', 'exercice.png', null],
    ]);
    expect(archive.names.some((name) => name.endsWith('exercice.png'))).toBe(false);

    const attendance = await archive.json<{ booking_id: string; role: string; joined_at: string }[]>('room-attendance.json');
    expect(attendance.length).toBeGreaterThan(0);
    for (const presence of attendance) expect(presence).toMatchObject({ booking_id: booking.documentId, role: 'client', joined_at: expect.any(String) });

    expect(await archive.json('newsletter.json')).toEqual([expect.objectContaining({ email: client.email, status: 'pending', consent_at: expect.any(String) })]);
    expect(await archive.json('waiting-list.json')).toEqual([expect.objectContaining({ email: client.email, role: 'client', country_code: 'BE', specialization_slug: 'ayurveda' })]);
  });

  it('holds the client’s webinar registrations with their webinars, without the payment link', async () => {
    const webinars = await archive.json<Record<string, unknown>[]>('webinars.json');
    expect(webinars).toMatchObject([{ status: 'active', payment_status: 'free', webinar: { id: webinarId, title: webinarTitle } }]);
    expect(webinars[0]).not.toHaveProperty('checkout_url');
    // The client's presence in the webinar's live session.
    expect(await archive.json('webinar-attendance.json')).toMatchObject([{ webinar_id: webinarId, role: 'attendee', joined_at: expect.any(String), left_at: expect.any(String) }]);
    expect(await archive.text('README.txt')).toContain('- webinars.json: vos inscriptions aux webinaires');
  });

  it('shows nothing of other people beyond what the client already sees', async () => {
    const everything = await archive.allText();
    for (const hidden of [other.email, other.profileId, otherSecret, othersBooking.documentId, noteText, consultant.email]) expect(everything).not.toContain(hidden);
  });

  it('is audit-logged and listed as a data request made by the client', async () => {
    const [audit] = await exportAudits(client);
    expect(audit).toMatchObject({ actor: { id: await userIdOf(client) }, actor_role: 'client', ip: client.http.ip });
    const [request] = await dataRequests(client);
    expect(request).toMatchObject({ kind: 'export', status: 'completed', subject_role: 'client', subject_label: client.email, requested_by: 'self', requester_email: null });
    expect(request.completed_at).toBeTruthy();
  });

  it('has its README in English when asked in English', async () => {
    const english = await exportOf({ ...client, http: client.http.in('en') }, '/api/client/account/export');
    expect(english.response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const readme = await english.text('README.txt');
    expect(readme).toContain('Your personal data');
    expect(readme).toContain('- chat-messages.json: the messages of the consultation rooms of your bookings');
    expect(readme).not.toContain('Vos données');
  });
});

describe('a consultant’s own export', () => {
  let archive: Export;

  beforeAll(async () => {
    archive = await exportOf(consultant, '/api/consultant/account/export');
  });

  it('holds the profile sections, timings, degrees, certificates and bank details, and the consultant’s files', async () => {
    expect(archive.names.filter((name) => !name.startsWith('files/'))).toEqual(
      [...COMMON, 'profile-sections.json', 'timings.json', 'degrees.json', 'certificates.json', 'verifications.json', 'bank-details.json'].sort(),
    );
    expect(await archive.text('README.txt')).toContain('- bank-details.json: vos coordonnées bancaires');
    expect(await archive.json('bank-details.json')).toMatchObject({ iban: VALID_IBAN_COMPACT, bank_name: 'BNP Paribas', bank_statement: { kind: 'bank-statement' } });
    expect(await archive.json('certificates.json')).toMatchObject([{ name: validCertificate().name, number: validCertificate().number }]);
    expect(await archive.json('degrees.json')).toMatchObject([{ id: consultant.degree!.id }]);
    expect(await archive.json('timings.json')).toMatchObject({ time_zone: 'Europe/Paris', windows: expect.arrayContaining([expect.objectContaining({ weekday: 1 })]) });
    expect(await archive.json('profile-sections.json')).toMatchObject({ status: { approval_status: 'approved' }, address: { city: 'Lyon' }, documents: { id_number: 'AB1234567' } });

    const files = await archive.json<ListedFile[]>('files.json');
    expect(files.map((file) => file.kind).sort()).toEqual(['bank-statement', 'certificate', 'chat-attachment', 'contract', 'criminal-record', 'degree', 'id']);
    expect((await archive.bytes(files.find((file) => file.kind === 'certificate')!.path)).equals(certificateFile)).toBe(true);
    expect((await archive.bytes(files.find((file) => file.kind === 'id')!.path)).equals(consultant.idDocument.bytes)).toBe(true);
    expect((await archive.bytes(files.find((file) => file.kind === 'chat-attachment')!.path)).equals(consultantFile)).toBe(true);
  });

  it('holds the webinars the consultant hosts, with their seats and no client named', async () => {
    const webinars = await archive.json<Record<string, unknown>[]>('webinars.json');
    expect(webinars).toMatchObject([{ id: webinarId, title_fr: webinarTitle, status: 'published', capacity: 12, registrations: 1, seats_left: 11 }]);
    expect(JSON.stringify(webinars)).not.toContain(client.email);
    expect(await archive.text('README.txt')).toContain('- webinars.json: les webinaires que vous animez');
  });

  it('holds the consultant’s bookings with its session notes, and the chat of its own bookings', async () => {
    const bookings = await archive.json<{ id: string; client: { display_name: string }; notes: { text: string }[] }[]>('bookings.json');
    expect(bookings.map((entry) => entry.id)).toEqual([booking.documentId, othersBooking.documentId]);
    expect(bookings[0].notes.map((note) => note.text)).toEqual([noteText]);
    expect(bookings[1].notes).toEqual([]);
    const chat = await archive.json<ChatEntry[]>('chat-messages.json');
    const own = chat.filter((message) => message.booking_id === booking.documentId);
    expect(own.map((message) => [message.mine, message.attachment?.path ?? null])).toEqual([
      [false, null],
      [true, null],
      [false, null],
      [true, 'files/chat-attachment/exercice.png'],
    ]);
    expect(archive.names.some((name) => name.endsWith('analyse.pdf'))).toBe(false);
    // Clients appear by their display name only: no e-mail, no health data.
    const everything = await archive.allText();
    for (const hidden of [client.email, other.email, 'PHQ']) expect(everything).not.toContain(hidden);
  });
});

describe('an admin’s export of a person', () => {
  it('is the ZIP the client would download, its README in the admin’s language, recorded as made by the admin', async () => {
    const archive = await exportOf(admin, `/api/admin-panel/clients/${client.profileId}/export`);
    expect(archive.response.headers['content-disposition']).toBe(`attachment; filename="donnees-client-${client.profileId}-${clock.now().toISOString().slice(0, 10)}.zip"`);
    expect(archive.names.filter((name) => !name.startsWith('files/'))).toEqual([...COMMON, 'favourites.json', 'health-assessment.json'].sort());
    expect(await archive.json('account.json')).toMatchObject({ email: client.email });
    expect(await archive.text('README.txt')).toContain('préparée par un administrateur');
    expect((await archive.json<ListedFile[]>('files.json')).map((file) => file.kind).sort()).toEqual(['chat-attachment', 'consent-form']);

    const [audit] = await exportAudits(client);
    expect(audit).toMatchObject({ actor: { email: admin.email }, actor_role: 'admin' });
    const [request] = await dataRequests(client);
    expect(request).toMatchObject({ kind: 'export', status: 'completed', requested_by: 'admin', requester_email: admin.email, subject_label: client.email });

    const english = await exportOf({ ...admin, http: admin.http.in('en') }, `/api/admin-panel/consultants/${consultant.profileId}/export`);
    expect(english.response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="expert-data-${consultant.profileId}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));
    expect(await english.text('README.txt')).toContain('This archive was prepared by an administrator');
    expect(await english.json('bank-details.json')).toMatchObject({ iban: VALID_IBAN_COMPACT });
  });

  it('answers 404 in the admin’s language for an unknown person, or a client asked as a consultant', async () => {
    const unknown = await admin.http.in('en').get('/api/admin-panel/clients/nosuchprofile0000000000/export');
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBe('Record not found.');
    const wrongKind = await admin.http.get(`/api/admin-panel/consultants/${client.profileId}/export`);
    expectStatus(wrongKind, 404);
    expect(wrongKind.body.error.message).toBe('Enregistrement introuvable.');
  });

  it('is for admins only', async () => {
    expectStatus(await client.http.get(`/api/admin-panel/clients/${client.profileId}/export`), 401);
  });
});

describe('the limits of the self export', () => {
  it('needs a token of the surface’s role', async () => {
    expectStatus(await client.http.anonymous().get('/api/client/account/export'), 401);
    expectStatus(await client.http.get('/api/consultant/account/export'), 401);
  });

  it('allows 5 exports an hour per account, then answers 429 in the user’s language', async () => {
    const person = await signUpClient();
    for (let count = 0; count < 5; count += 1) expect((await download(person.http.get('/api/client/account/export'))).status).toBe(200);
    const refused = await person.http.get('/api/client/account/export');
    expectStatus(refused, 429);
    expect(refused.body.error.message).toMatch(/^Vous avez déjà téléchargé vos données plusieurs fois en peu de temps\. Réessayez dans \d+ min\.$/);
    const english = await person.http.in('en').get('/api/client/account/export');
    expectStatus(english, 429);
    expect(english.body.error.message).toMatch(/^You have already downloaded your data several times in a short time\. Try again in \d+ min\.$/);
    // Another account is not held back by it.
    expect((await download(client.http.get('/api/client/account/export'))).status).toBe(200);
  });
});

describe('data requests in the back office', () => {
  const runLabel = `erased-${unique()}@example.org`;

  beforeAll(async () => {
    // An erasure another part of the platform recorded (blocked), to filter against.
    await booted()
      .db.query('api::data-request.data-request')
      .create({ data: { kind: 'erasure', status: 'blocked', subject_role: 'consultant', subject_label: runLabel, requested_by: 'self', detail: 'open-complaint' } });
  });

  it('lists every export and erasure, searched by the person’s e-mail or the admin’s, filtered and sorted by date', async () => {
    const list = await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ q: client.email })}&sort=${q(['createdAt', 'ASC'])}`);
    expectStatus(list, 200);
    expect(list.headers['content-range']).toBe(`data-requests 0-${list.body.length - 1}/${list.body.length}`);
    expect(list.body.length).toBeGreaterThanOrEqual(4);
    expect(list.body[0]).toEqual({
      id: expect.any(String),
      kind: 'export',
      status: 'completed',
      subject_role: 'client',
      subject_id: client.user.id,
      subject_label: client.email,
      requested_by: 'self',
      requester_email: null,
      detail: null,
      completed_at: expect.any(String),
      createdAt: expect.any(String),
    });
    const dates = list.body.map((record: { createdAt: string }) => record.createdAt);
    expect([...dates].sort()).toEqual(dates);
    const newestFirst = await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ q: client.email })}&sort=${q(['createdAt', 'DESC'])}`);
    expect(newestFirst.body.map((record: { createdAt: string }) => record.createdAt)).toEqual([...dates].reverse());

    const byAdmin = await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ q: admin.email })}`);
    expect(byAdmin.body.length).toBeGreaterThanOrEqual(2);
    for (const record of byAdmin.body) expect(record).toMatchObject({ requested_by: 'admin', requester_email: admin.email });

    const erasures = await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ kind: 'erasure', status: 'blocked', subject_role: 'consultant', q: runLabel })}`);
    expect(erasures.body).toEqual([expect.objectContaining({ kind: 'erasure', status: 'blocked', subject_id: null, subject_label: runLabel, detail: 'open-complaint', completed_at: null })]);
    expect((await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ kind: 'export', q: runLabel })}`)).body).toEqual([]);
    const consultantsOnly = await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ subject_role: 'consultant', q: consultant.email })}`);
    expect(consultantsOnly.body.length).toBeGreaterThanOrEqual(2);
    expect((await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ subject_role: 'client', q: consultant.email })}`)).body).toEqual([]);

    const today = clock.now().toISOString().slice(0, 10);
    expect((await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ q: client.email, createdAt_gte: today, createdAt_lte: today })}`)).body).toHaveLength(list.body.length);
    expect((await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ q: client.email, createdAt_gte: '2999-01-01' })}`)).body).toEqual([]);
  });

  it('opens one request, read only; bad filters answer 400 in the admin’s language', async () => {
    const [first] = (await admin.http.get(`/api/admin-panel/data-requests?filter=${q({ q: client.email })}`)).body;
    const one = await admin.http.get(`/api/admin-panel/data-requests/${first.id}`);
    expectStatus(one, 200);
    expect(one.body).toEqual(first);
    expectStatus(await admin.http.get('/api/admin-panel/data-requests/nosuchrequest000000000'), 404);
    expect([404, 405]).toContain((await admin.http.post('/api/admin-panel/data-requests', { kind: 'export' })).status);
    expect([404, 405]).toContain((await admin.http.delete(`/api/admin-panel/data-requests/${first.id}`)).status);
    const bad = await admin.http.in('en').get(`/api/admin-panel/data-requests?filter=${q({ kind: 'copy' })}`);
    expectStatus(bad, 400);
    expect(bad.body.error.message).toBe('Invalid query parameters.');
    expectStatus(await client.http.get('/api/admin-panel/data-requests'), 401);
  });
});
