/**
 * Account erasure (docs/privacy.md "Erasure"; contracts/privacy `requestErasure`, `confirmErasure`,
 * `eraseClient`, `eraseConsultant`): a client or consultant asks with its password, confirms with the
 * single-use link read from the SMTP catcher, and is forgotten — signed out everywhere, its address free
 * to register again, its health and personal data and files gone from the database and the store (local
 * directory here, S3 in the last part) — while the bookings and complaints accounting and disputes keep
 * show the other party "deleted client" / "deleted consultant" in its own language. What blocks a
 * consultant is told with its reasons until settled; an admin erases at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, serverClock, unique } from '../helpers/strapi';
import { caller, consultantPerson, freshIp, PASSWORD, sharedAdmin, signInAgain, signUpClient, type SignedIn, type SignedInConsultant } from '../helpers/accounts';
import { acceptConsentForm, bookableConsultant, completeHealthAssessment, readyClient } from '../helpers/bookings';
import { answerComplaint, bookingBetween, complaintClient, complaintConsultant, fileComplaint, type ClientParty } from '../helpers/complaints';
import { codeIn, mailIdsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import { completeConsultant, expectFieldErrors, expectHidden, expectStatus, expectVisible } from '../helpers/onboarding';
import { jpegBytes, part, pdfBytes } from '../helpers/files';
import type { StrapiInstance } from '../helpers/instances';
import { startS3StoredInstance, type S3Server, type S3StoredInstance } from '../helpers/s3';
import type { InsertedBooking } from '../helpers/booking-records';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';
import { writeWebinar } from '../helpers/webinars';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const USER = 'plugin::users-permissions.user';
const CLIENT_PROFILE = 'api::client-profile.client-profile';
const CONSULTANT_PROFILE = 'api::consultant-profile.consultant-profile';
const DATA_REQUEST = 'api::data-request.data-request';

const db = (uid: string) => booted().db.query(uid);

/** The erasure surfaces' paths. */
const erasurePath = (side: 'client' | 'consultant') => `/api/${side}/account/erasure`;
const confirmPath = (side: 'client' | 'consultant') => `/api/${side}/account/erasure/confirm`;

/** A client with the documentId of its profile, as the complaint helpers take it. */
async function asParty(client: SignedIn): Promise<ClientParty> {
  const profile = await db(CLIENT_PROFILE).findOne({ where: { user: { email: client.email } } });
  return { ...client, profileId: profile.documentId, display_name: profile.display_name };
}

/** The numeric id of an account. */
async function userIdOf(email: string): Promise<number> {
  return (await db(USER).findOne({ where: { email }, select: ['id'] })).id;
}

/** The token of the erasure link of `mail`, checking the link's page for `side`. */
function tokenIn(mail: CaughtMail, side: 'client' | 'consultant'): string {
  const match = new RegExp(`http://web\\.test/public/${side}/account/erasure\\?token=([A-Za-z0-9_-]{20,})`).exec(mail.text);
  if (!match) throw new Error(`no erasure link in: ${mail.text}`);
  return match[1];
}

/** Whether `mail` is an `erasure-confirm` e-mail. */
const isErasureMail = (mail: CaughtMail) => /suppression de votre compte|deletion of your account/.test(mail.subject);

/** Ask for the erasure of `who`'s account (expecting 202) and read the token of the link it was e-mailed. */
async function askAndReadLink(who: SignedIn, side: 'client' | 'consultant'): Promise<string> {
  const seen = await mailIdsTo(who.email);
  const asked = await who.http.post(erasurePath(side), { password: PASSWORD });
  expectStatus(asked, 202);
  expect(asked.body.data.status).toBe('awaiting_confirmation');
  return tokenIn(await nextMailTo(who.email, seen, { match: isErasureMail }), side);
}

/** The rate limits of the booted server (lib/rate-limit as compiled into `cms/dist`). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rateLimits = (): typeof import('../../src/lib/rate-limit') => require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'lib', 'rate-limit.js'));

/** The data-request rows of an erasure of account `userId` (before it is erased), oldest first. */
const requestsOf = (userId: number) => db(DATA_REQUEST).findMany({ where: { kind: 'erasure', subject: { id: userId } }, orderBy: { id: 'asc' } });

/** The keys of the private files an account owns. */
async function storedKeys(userId: number): Promise<string[]> {
  const rows = (await db('api::private-file.private-file').findMany({ where: { owner: { id: userId } }, select: ['storage_key'] })) as { storage_key: string }[];
  return rows.map((row) => row.storage_key);
}

/** Whether the local private store (this run's PRIVATE_FILES_DIR) holds `key`. */
const inLocalStore = (key: string) => fs.existsSync(path.join(process.env.PRIVATE_FILES_DIR as string, key));

/** Why an erasure is blocked (contracts/privacy `ErasureBlockReason`). */
interface BlockReason {
  code: 'open-complaint' | 'paid-upcoming-booking';
  message: string;
  id: string;
}

/** A 409 `ErasureBlocked` and its reasons. */
function expectBlocked(response: { status: number; body: unknown }): BlockReason[] {
  expectStatus(response, 409);
  const body = response.body as Schemas['ApiError'];
  expect(body.error.name).toBe('ErasureBlocked');
  return (body.error.details?.reasons ?? []) as BlockReason[];
}

let admin: SignedIn;

beforeAll(async () => {
  await seedOnce();
  admin = await sharedAdmin();
}, 300_000);

afterEach(() => serverClock().reset());

describe('a client erases its own account', () => {
  let client: ClientParty;
  let consultant: SignedInConsultant;
  let userId: number;
  let past: InsertedBooking;
  let upcoming: InsertedBooking;
  let soon: InsertedBooking;
  let complaintId: string;
  let keys: string[];
  let token: string;
  let erased: Schemas['ErasureDone'];
  let mailsBefore: { client: Set<string>; consultant: Set<string> };

  beforeAll(async () => {
    const signedUp = await signUpClient({ locale: 'fr' });
    await acceptConsentForm(signedUp);
    await completeHealthAssessment(signedUp);
    client = await asParty(signedUp);
    consultant = await complaintConsultant({ correspondence: 'fr' });
    userId = await userIdOf(client.email);
    const now = clock.ms();
    past = await bookingBetween(consultant, client, new Date(now - 3 * DAY), { payment_status: 'paid', fee_minor: 7200, list_fee_minor: 7200 });
    upcoming = await bookingBetween(consultant, client, new Date(now + 3 * DAY), { payment_status: 'pending' });
    // Its room is open now (and its change deadline has passed): the client sends a file in its chat.
    soon = await bookingBetween(consultant, client, new Date(now + 5 * MINUTE), { payment_status: 'pending' });
    expectStatus(await client.http.upload('post', `/api/client/rooms/${soon.room_id}/files`, part.pdf(pdfBytes('Mes analyses'), 'analyses.pdf'), { text: 'Mes analyses de sang' }), 201);
    expectStatus(await consultant.http.post(`/api/consultant/bookings/${past.documentId}/notes`, { text: 'Troubles du sommeil depuis deux ans.' }), 201);
    // A complaint of the client, with its evidence, decided in its favour.
    const filed = await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId, booking: past.documentId }, part.pdf(pdfBytes('Preuve'), 'preuve.pdf'));
    expectStatus(filed, 201);
    complaintId = filed.body.data.id;
    expectStatus(await answerComplaint(consultant, 'consultant', complaintId, 'La cliente était bien absente.'), 201);
    expectStatus(await admin.http.put(`/api/admin-panel/complaints/${complaintId}`, { status: 'in_review' }), 200);
    expectStatus(await admin.http.put(`/api/admin-panel/complaints/${complaintId}`, { status: 'resolved', decision_favour: 'raised_by', note: 'Séance remboursée.' }), 200);
    await db('api::favourite.favourite').create({
      data: {
        client: (await db(CLIENT_PROFILE).findOne({ where: { documentId: client.profileId } })).id,
        consultant: (await db(CONSULTANT_PROFILE).findOne({ where: { documentId: consultant.profileId } })).id,
      },
    });
    await db('api::newsletter-subscriber.newsletter-subscriber').create({ data: { email: client.email, status: 'confirmed', mail_locale: 'fr', consent_at: clock.now() } });
    await db('api::waiting-list-entry.waiting-list-entry').create({
      data: { role: 'client', email: client.email, name: 'Paul', country_code: 'FR', specialization_slug: 'naturopathy', mail_locale: 'fr' },
    });
    // What the person left in the visitors' forms under the same address.
    expectStatus(await caller({ ip: freshIp() }).post('/api/client/contact-us', { name: 'Paul', email: client.email, subject: 'Question', message: 'Mes troubles du sommeil…' }), 201);
    expect((await caller({ ip: freshIp() }).post('/api/client/starter-kit', { name: 'Paul', email: client.email, locale: 'fr' })).status).toBe(202);
    keys = await storedKeys(userId);
  }, 300_000);

  it('refuses a wrong password in the caller’s language, and e-mails a single-use link for the right one', async () => {
    const wrong = expectFieldErrors(await client.http.post(erasurePath('client'), { password: 'pas-le-bon-1' }), ['password']);
    expect(wrong.password).toEqual(['Mot de passe incorrect.']);
    expect(expectFieldErrors(await client.http.in('en').post(erasurePath('client'), { password: 'not-the-one-1' }), ['password']).password).toEqual(['Incorrect password.']);
    expect(await requestsOf(userId)).toEqual([]);

    const seen = await mailIdsTo(client.email);
    const asked = await client.http.post(erasurePath('client'), { password: PASSWORD });
    expectStatus(asked, 202);
    const expiresAt = new Date(asked.body.data.expires_at).getTime();
    expect(Math.abs(expiresAt - (clock.ms() + 24 * HOUR))).toBeLessThan(5 * MINUTE);
    const mail = await nextMailTo(client.email, seen, { match: isErasureMail });
    expect(mail.subject).toContain('Confirmez la suppression de votre compte');
    expect(mail.text).toContain('24 heures');
    token = tokenIn(mail, 'client');
    // Only the token's hash is kept.
    const [row] = await requestsOf(userId);
    expect(row).toMatchObject({ status: 'awaiting_confirmation', requested_by: 'self', subject_role: 'client', subject_label: client.email });
    expect(row.token_hash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    // Nothing is deleted yet.
    expectStatus(await client.http.get('/api/client/profile'), 200);
  });

  it('refuses the link on the consultant surface without using it up', async () => {
    const other = await caller().post(confirmPath('consultant'), { token });
    expectStatus(other, 400);
    expect(other.body.error.name).toBe('ErasureLinkInvalid');
    expect(other.body.error.message).toMatch(/lien de suppression/);
  });

  it('erases the account with the link, once', async () => {
    mailsBefore = { client: await mailIdsTo(client.email), consultant: await mailIdsTo(consultant.email) };
    const confirmed = await caller({ locale: 'fr' }).post(confirmPath('client'), { token });
    expectStatus(confirmed, 200);
    erased = confirmed.body.data;
    expect(erased).toEqual({ status: 'completed', cancelled_bookings: 2 });
    const again = await caller({ locale: 'en' }).post(confirmPath('client'), { token });
    expectStatus(again, 400);
    expect(again.body.error).toMatchObject({ name: 'ErasureLinkInvalid', message: 'This account deletion link is invalid, already used or expired. Ask for a new one from your account.' });
  });

  it('ends every session, refuses the sign-in, and lets the address register again', async () => {
    expectStatus(await client.http.get('/api/client/profile'), 401);
    const signIn = await caller().post('/api/client/auth/login', { email: client.email, password: PASSWORD });
    expectStatus(signIn, 401);
    const http = caller({ locale: 'fr' });
    // The address had its sign-up code a moment ago: a real person comes back later than a minute.
    await rateLimits().reset([['otpPerEmailInterval', `email:${client.email}`]]);
    const seen = await mailIdsTo(client.email);
    expectStatus(await http.post('/api/client/auth/otp', { email: client.email }), 200);
    // A code, not the "you already have an account" e-mail: the address is free again.
    const code = codeIn(await nextMailTo(client.email, seen, { match: (mail) => mail.subject.startsWith('Votre code de vérification') }));
    expectStatus(await http.post('/api/client/auth/otp/verify', { email: client.email, code }), 200);
    const { profession, country_of_birth, years_of_experience, ...person } = consultantPerson({ title: 'Mr', gender: 'male', family_name: 'Nouveau' });
    const registered = await http.post('/api/client/auth/register', {
      ...person,
      email: client.email,
      password: PASSWORD,
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expectStatus(registered, 201);
    // A new account: nothing of the erased one.
    const fresh = caller({ token: registered.body.jwt });
    expect((await fresh.get('/api/client/bookings?when=past')).body.data).toEqual([]);
  });

  it('shows the consultant "deleted client" on the kept booking, with its date, fee and payment status', async () => {
    const list = await consultant.http.get('/api/consultant/bookings?when=past&pageSize=50');
    expectStatus(list, 200);
    const kept = (list.body.data as Schemas['Booking'][]).find((booking) => booking.id === past.documentId)!;
    expect(kept).toMatchObject({ start: new Date(past.start as string).toISOString(), fee_minor: 7200, currency: 'EUR', payment_status: 'paid', status: 'confirmed' });
    expect(kept.client).toMatchObject({ id: client.profileId, display_name: 'client supprimé' });
    const inEnglish = (await consultant.http.in('en').get('/api/consultant/bookings?when=past&pageSize=50')).body.data as Schemas['Booking'][];
    expect(inEnglish.find((booking) => booking.id === past.documentId)!.client.display_name).toBe('deleted client');
    expect(JSON.stringify(list.body)).not.toContain(client.display_name);
  });

  it('cancelled the upcoming bookings with the usual e-mails to both sides', async () => {
    const list = (await consultant.http.get('/api/consultant/bookings?when=past&pageSize=50')).body.data as Schemas['Booking'][];
    const byId = new Map(list.map((booking) => [booking.id, booking]));
    // The client could still cancel the one in three days; the one about to start, past its change deadline, the platform cancelled.
    expect(byId.get(upcoming.documentId)).toMatchObject({ status: 'cancelled', cancelled_by: 'client', client: { display_name: 'client supprimé' } });
    expect(byId.get(soon.documentId)).toMatchObject({ status: 'cancelled', cancelled_by: 'admin' });
    expect(byId.get(upcoming.documentId)!.cancellation_reason).toBe('Compte supprimé à la demande de son titulaire.');
    const cancelledMail = (mail: CaughtMail) => /annulée|cancelled/.test(mail.subject);
    const toConsultant = await nextMailTo(consultant.email, mailsBefore.consultant, { match: cancelledMail });
    expect(toConsultant.subject).toContain('est annulée');
    // The client was told too, at the address it had.
    await nextMailTo(client.email, mailsBefore.client, { match: cancelledMail });
  });

  it('deletes its health and personal data and removes its files from the store', async () => {
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(inLocalStore(key), key).toBe(false);
    expect(await db('api::private-file.private-file').count({ where: { storage_key: { $in: keys } } })).toBe(0);
    const profile = await db(CLIENT_PROFILE).findOne({ where: { documentId: client.profileId }, populate: { languages: true, country: true, nationality: true } });
    expect(profile.deletedAt).not.toBeNull();
    expect(profile.display_name).toBe(`deleted client #${client.profileId.slice(0, 8)}`);
    for (const field of ['given_name', 'family_name', 'date_of_birth', 'contact_number', 'whatsapp_number', 'isd_code', 'gender', 'title', 'country', 'nationality'])
      expect(profile[field], field).toBeNull();
    expect(profile.languages).toEqual([]);
    const on = { client: { id: profile.id } };
    for (const uid of ['api::health-assessment.health-assessment', 'api::client-consent.client-consent', 'api::favourite.favourite', 'api::session-note.session-note']) {
      expect(await db(uid).count({ where: on }), uid).toBe(0);
    }
    expect(await db('api::room-message.room-message').count({ where: { sender: { id: userId } } })).toBe(0);
    expect(await db('api::newsletter-subscriber.newsletter-subscriber').count({ where: { email: client.email } })).toBe(0);
    expect(await db('api::waiting-list-entry.waiting-list-entry').count({ where: { email: client.email } })).toBe(0);
    expect(await db('api::contact-request.contact-request').count({ where: { email: client.email } })).toBe(0);
    expect(await db('api::starter-kit-request.starter-kit-request').count({ where: { email: client.email } })).toBe(0);
    // The consents given at registration (and the newsletter's under the address) leave with the account.
    expect(await db('api::consent-record.consent-record').count({ where: { $or: [{ user: { id: userId } }, { email: client.email }] } })).toBe(0);
    const account = await db(USER).findOne({ where: { id: userId } });
    expect(account.email).toMatch(/^erased-[0-9a-f-]+@erased\.invalid$/);
    expect(account.username).toBe(account.email);
    expect(account.blocked).toBe(true);
    // What accounting keeps.
    expect(await db('api::booking.booking').findOne({ where: { documentId: past.documentId } })).toMatchObject({ fee_minor: 7200, payment_status: 'paid', currency: 'EUR' });
  });

  it('keeps the complaint and its decision, without the client’s words or evidence, and the consultant sees "deleted client"', async () => {
    const seen = await consultant.http.get(`/api/consultant/complaints/${complaintId}`);
    expectStatus(seen, 200);
    expect(seen.body.data).toMatchObject({ status: 'resolved', decision_favour: 'raised_by', counterpart: { display_name: 'client supprimé' } });
    const row = await db('api::complaint.complaint').findOne({ where: { documentId: complaintId }, populate: { attachment: true, response_attachment: true } });
    expect(row.description).toBe('');
    expect(row.attachment).toBeNull();
    expect(row.response_text).toBe('La cliente était bien absente.');
    expect(row.resolution_note).toBe('Séance remboursée.');
  });

  it('writes the audit row and the data request, without the erased data', async () => {
    const audit = await db('api::audit-log.audit-log').findMany({
      where: { action: 'account.erasure', subject: { id: userId } },
      populate: { actor: { select: ['id'] }, subject: { select: ['id'] } },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_role: 'client', actor: { id: userId }, subject: { id: userId } });
    const label = `deleted client #${client.profileId.slice(0, 8)}`;
    const rows = await db(DATA_REQUEST).findMany({ where: { subject_label: label }, populate: { subject: true } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'erasure', status: 'completed', requested_by: 'self', subject_role: 'client', subject: null, ip: null, token_hash: null });
    expect(rows[0].completed_at).not.toBeNull();
    expect(JSON.stringify(rows[0])).not.toContain(client.email);
    expect(await db(DATA_REQUEST).count({ where: { subject_label: client.email } })).toBe(0);
  });
});

describe('erasure links and attempts', () => {
  it('refuses an expired link, and a link of the consultant surface on the client one', async () => {
    const client = await signUpClient();
    const token = await askAndReadLink(client, 'client');
    serverClock().set(new Date(clock.ms() + 25 * HOUR));
    const late = await caller().post(confirmPath('client'), { token });
    expectStatus(late, 400);
    expect(late.body.error.name).toBe('ErasureLinkInvalid');
    serverClock().reset();
    expect((await requestsOf(await userIdOf(client.email))).map((row: { status: string }) => row.status)).toEqual(['expired']);
    expectStatus(await client.http.get('/api/client/profile'), 200);

    const consultant = await complaintConsultant();
    const consultantToken = await askAndReadLink(consultant, 'consultant');
    const wrongSide = await caller().post(confirmPath('client'), { token: consultantToken });
    expectStatus(wrongSide, 400);
    expect(wrongSide.body.error.name).toBe('ErasureLinkInvalid');
    // A new request makes the earlier link stop working.
    const newer = await askAndReadLink(consultant, 'consultant');
    expectStatus(await caller().post(confirmPath('consultant'), { token: consultantToken }), 400);
    expectStatus(await caller().post(confirmPath('consultant'), { token: newer }), 200);
  });

  it('allows five attempts an hour per account', async () => {
    const client = await signUpClient({ locale: 'en' });
    for (let attempt = 0; attempt < 5; attempt += 1) expectStatus(await client.http.post(erasurePath('client'), { password: `wrong-${attempt}-pass` }), 400);
    const refused = await client.http.post(erasurePath('client'), { password: PASSWORD });
    expectStatus(refused, 429);
    expect(refused.body.error.message).toMatch(/Too many attempts/);
  });

  it('answers bad input with a 400, never a 500', async () => {
    const client = await signUpClient();
    expectFieldErrors(await client.http.post(erasurePath('client'), {}), ['password']);
    expectStatus(await caller().post(confirmPath('client'), { token: 'short' }), 400);
    expectStatus(await caller().post(confirmPath('client'), { token: 'x'.repeat(40), extra: 1 }), 400);
    expectStatus(await caller().post(erasurePath('client'), { password: PASSWORD }), 401);
  });
});

describe('a consultant with something to settle', () => {
  let consultant: Awaited<ReturnType<typeof completeConsultant>>;
  let client: ClientParty;
  let paid: InsertedBooking;
  let kept: InsertedBooking;
  let complaintId: string;

  beforeAll(async () => {
    consultant = await completeConsultant({ approve: true, locale: 'fr' });
    client = await complaintClient({ locale: 'en', correspondence: 'en' });
    const now = clock.ms();
    kept = await bookingBetween(consultant, client, new Date(now - 2 * DAY));
    paid = await bookingBetween(consultant, client, new Date(now + 3 * DAY), { payment_status: 'paid' });
    const filed = await fileComplaint(client, 'client', { complaint_type: 'no-show', against: consultant.profileId, booking: kept.documentId });
    expectStatus(filed, 201);
    complaintId = filed.body.data.id;
    await expectVisible(consultant);
  }, 300_000);

  it('is told what blocks the erasure, at the request and for an admin, and the refusal is recorded', async () => {
    const reasons = expectBlocked(await consultant.http.post(erasurePath('consultant'), { password: PASSWORD }));
    expect(reasons.map((reason) => [reason.code, reason.id])).toEqual([
      ['open-complaint', complaintId],
      ['paid-upcoming-booking', paid.documentId],
    ]);
    expect(reasons[0].message).toMatch(/^la réclamation RC-[A-Z0-9]{8} n’est pas encore tranchée\.$/);
    expect(reasons[1].message).toMatch(/séance payée/);
    const byAdmin = expectBlocked(await admin.http.in('en').post(`/api/admin-panel/consultants/${consultant.profileId}/erasure`, {}));
    expect(byAdmin[0].message).toMatch(/^complaint RC-[A-Z0-9]{8} has not been decided yet\.$/);
    const rows = await requestsOf(await userIdOf(consultant.email));
    expect(rows.map((row: { status: string; requested_by: string }) => [row.status, row.requested_by])).toEqual([
      ['blocked', 'self'],
      ['blocked', 'admin'],
    ]);
    expect(rows[0].detail).toContain(paid.documentId);
    await expectVisible(consultant);
  });

  it('is blocked at the confirmation by what came up meanwhile, then erased once everything is settled', async () => {
    expectStatus(await admin.http.put(`/api/admin-panel/complaints/${complaintId}`, { status: 'in_review' }), 200);
    expectStatus(await admin.http.put(`/api/admin-panel/complaints/${complaintId}`, { status: 'rejected', note: 'La séance a bien eu lieu.' }), 200);
    const cancelled = await consultant.http.post(`/api/consultant/bookings/${paid.documentId}/cancel`, { reason: 'Fermeture du cabinet' });
    expectStatus(cancelled, 200);
    expect(cancelled.body.data.payment_status).toBe('refunded');

    const token = await askAndReadLink(consultant, 'consultant');
    const meanwhile = await bookingBetween(consultant, client, new Date(clock.ms() + 4 * DAY), { payment_status: 'paid' });
    const reasons = expectBlocked(await caller().post(confirmPath('consultant'), { token }));
    expect(reasons.map((reason) => reason.id)).toEqual([meanwhile.documentId]);
    expectStatus(await caller().post(confirmPath('consultant'), { token }), 400);
    expectStatus(await consultant.http.post(`/api/consultant/bookings/${meanwhile.documentId}/cancel`, {}), 200);

    const userId = await userIdOf(consultant.email);
    const keys = await storedKeys(userId);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const again = await askAndReadLink(consultant, 'consultant');
    const done = await caller().post(confirmPath('consultant'), { token: again });
    expectStatus(done, 200);
    expect(done.body.data).toEqual({ status: 'completed', cancelled_bookings: 0 });
    expect((await requestsOf(userId)).length).toBe(0);

    // Gone from the public site (its cached answers dropped), signed out, its files removed.
    await expectHidden(consultant);
    expectStatus(await consultant.http.get('/api/consultant/profile'), 401);
    await expect(signInAgain(consultant, 'consultant')).rejects.toThrow(/401/);
    for (const key of keys) expect(inLocalStore(key), key).toBe(false);
    const profile = await db(CONSULTANT_PROFILE).findOne({ where: { documentId: consultant.profileId }, populate: { photo: true, specializations: true } });
    expect(profile).toMatchObject({ given_name: null, family_name: null, bio_fr: null, id_number: null, street_1: null, photo: null, active_status: false });
    expect(profile.slug).not.toContain('zephyrin');
    expect(profile.specializations).toEqual([]);
    for (const uid of [
      'api::consultant-bank-detail.consultant-bank-detail',
      'api::consultant-degree.consultant-degree',
      'api::consultant-timing.consultant-timing',
      'api::consultant-day-off.consultant-day-off',
    ]) {
      expect(await db(uid).count({ where: { consultant: { id: profile.id } } }), uid).toBe(0);
    }
    const rows = await db(DATA_REQUEST).findMany({ where: { subject_label: `deleted consultant #${consultant.profileId.slice(0, 8)}` }, orderBy: { id: 'asc' } });
    expect(rows.map((row: { status: string }) => row.status)).toEqual(['blocked', 'blocked', 'blocked', 'completed']);
  });

  it('shows the client "deleted consultant" on the kept booking and the complaint', async () => {
    const list = (await client.http.get('/api/client/bookings?when=past&pageSize=50')).body.data as Schemas['Booking'][];
    const booking = list.find((entry) => entry.id === kept.documentId)!;
    expect(booking.consultant.display_name).toBe('deleted consultant');
    expect(booking).toMatchObject({ fee_minor: 6000, payment_status: 'paid' });
    const complaint = await client.http.get(`/api/client/complaints/${complaintId}`);
    expect(complaint.body.data).toMatchObject({ status: 'rejected', counterpart: { display_name: 'deleted consultant' } });
    expect((await client.http.in('fr').get(`/api/client/complaints/${complaintId}`)).body.data.counterpart.display_name).toBe('consultant supprimé');
  });
});

describe('an admin erases an account on the person’s request', () => {
  it('erases a client at once, cancelling its upcoming bookings, and records who did it', async () => {
    const client = await complaintClient({ correspondence: 'fr' });
    const consultant = await complaintConsultant();
    const upcoming = await bookingBetween(consultant, client, new Date(clock.ms() + 2 * DAY));
    const userId = await userIdOf(client.email);
    const done = await admin.http.post(`/api/admin-panel/clients/${client.profileId}/erasure`, {});
    expectStatus(done, 200);
    expect(done.body.data).toEqual({ status: 'completed', cancelled_bookings: 1 });
    expect((await db('api::booking.booking').findOne({ where: { documentId: upcoming.documentId } })).payment_status).toBe('refunded');
    expectStatus(await client.http.get('/api/client/profile'), 401);
    expectStatus(await admin.http.get(`/api/admin-panel/clients/${client.profileId}`), 404);
    expectStatus(await admin.http.post(`/api/admin-panel/clients/${client.profileId}/erasure`, {}), 404);
    const [audit] = await db('api::audit-log.audit-log').findMany({ where: { action: 'account.erasure', subject: { id: userId } }, populate: { actor: { select: ['id'] } } });
    expect(audit).toMatchObject({ actor_role: 'admin', actor: { id: await userIdOf(admin.email) } });
    const [row] = await db(DATA_REQUEST).findMany({ where: { subject_label: `deleted client #${client.profileId.slice(0, 8)}` } });
    expect(row).toMatchObject({ status: 'completed', requested_by: 'admin', requester_email: admin.email });
  });

  it('frees the webinar seat of an erased client, and cancels an erased consultant’s upcoming webinar for everyone registered', async () => {
    const host = await bookableConsultant();
    const { id, slug } = await writeWebinar(host, { title_fr: `Méditation du soir ${unique()}`, capacity: 5 });
    const [leaving, staying] = await Promise.all([readyClient(), readyClient()]);
    for (const client of [leaving, staying]) expectStatus(await client.http.post(`/api/client/webinars/${id}/registration`, {}), 201);
    const seatsLeft = async () => (await caller().get(`/api/client/webinars/${slug}`)).body.data as { seats_left: number; status: string };
    expect(await seatsLeft()).toMatchObject({ seats_left: 3 });

    expectStatus(await admin.http.post(`/api/admin-panel/clients/${leaving.profileId}/erasure`, {}), 200);
    expect(await seatsLeft()).toMatchObject({ seats_left: 4, status: 'published' });
    const [registration] = (await staying.http.get('/api/client/webinar-registrations?when=upcoming')).body.data as { webinar: { id: string } }[];
    expect(registration.webinar.id).toBe(id);

    const seen = await mailIdsTo(staying.email);
    expectStatus(await admin.http.post(`/api/admin-panel/consultants/${host.profileId}/erasure`, {}), 200);
    expect(await seatsLeft()).toMatchObject({ status: 'cancelled' });
    const told = await nextMailTo(staying.email, seen, { match: (mail) => mail.subject.includes('est annulé') });
    expect(told.subject).toContain('Méditation du soir');
    expect((await staying.http.get('/api/client/webinar-registrations?when=upcoming')).body.data).toEqual([]);
  });

  it('erases a consultant, and answers 404 for an unknown id', async () => {
    const consultant = await complaintConsultant();
    const done = await admin.http.post(`/api/admin-panel/consultants/${consultant.profileId}/erasure`, {});
    expectStatus(done, 200);
    expect(done.body.data).toEqual({ status: 'completed', cancelled_bookings: 0 });
    expectStatus(await consultant.http.get('/api/consultant/profile'), 401);
    const unknown = await admin.http.post('/api/admin-panel/consultants/nosuchprofile000000000000/erasure', {});
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBe('Enregistrement introuvable.');
    // A client's profile is not a consultant's.
    const client = await complaintClient();
    expectStatus(await admin.http.post(`/api/admin-panel/consultants/${client.profileId}/erasure`, {}), 404);
    // Only admins.
    expect([401, 403]).toContain((await client.http.post(`/api/admin-panel/clients/${client.profileId}/erasure`, {})).status);
    expectStatus(await client.http.get('/api/client/profile'), 200);
  });
});

describe('files on the object store', () => {
  let stored: S3StoredInstance;
  let s3: S3Server;
  let instance: StrapiInstance;

  beforeAll(async () => {
    stored = await startS3StoredInstance('erasure');
    ({ s3, instance } = stored);
  }, 480_000);

  afterAll(async () => {
    await stored?.stop();
  });

  /** The objects of `bucket` added since `before`. */
  const added = async (bucket: string, before: string[]) => (await s3.listObjects(bucket)).filter((key) => !before.includes(key));

  it('removes a client’s files from the private bucket when it erases its account', async () => {
    const client = await signUpClient({ locale: 'fr' });
    const on = { ...client, http: client.http.on(instance.url) };
    const before = await s3.listObjects(s3.buckets.private);
    await acceptConsentForm(on);
    await completeHealthAssessment(on);
    const mine = await added(s3.buckets.private, before);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const token = await askAndReadLink(on, 'client');
    expectStatus(await caller().on(instance.url).post(confirmPath('client'), { token }), 200);
    expect((await s3.listObjects(s3.buckets.private)).filter((key) => mine.includes(key))).toEqual([]);
  });

  it('removes a consultant’s documents from the private bucket and its photo from the public one when an admin erases it', async () => {
    const consultant = await complaintConsultant();
    const http = consultant.http.on(instance.url);
    const [privateBefore, publicBefore] = [await s3.listObjects(s3.buckets.private), await s3.listObjects(s3.buckets.public)];
    expectStatus(await http.upload('post', '/api/consultant/documents/id', part.pdf(pdfBytes('Passeport'), 'passeport.pdf')), 201);
    expectStatus(await http.upload('post', '/api/consultant/documents/photo', part.jpeg(await jpegBytes())), 201);
    const documents = await added(s3.buckets.private, privateBefore);
    const photos = await added(s3.buckets.public, publicBefore);
    expect(documents).toHaveLength(1);
    expect(photos.length).toBeGreaterThanOrEqual(1);
    expectStatus(await admin.http.on(instance.url).post(`/api/admin-panel/consultants/${consultant.profileId}/erasure`, {}), 200);
    expect((await s3.listObjects(s3.buckets.private)).filter((key) => documents.includes(key))).toEqual([]);
    expect((await s3.listObjects(s3.buckets.public)).filter((key) => photos.includes(key))).toEqual([]);
  });
});
