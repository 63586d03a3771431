import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, PASSWORD, sharedAdmin, signInAdmin, signInAgain, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { completeProfile, expectFieldErrors, expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { readyClient } from '../helpers/bookings';
import { insertBooking } from '../helpers/booking-records';
import { mailIdsTo, nextMailTo } from '../helpers/mail';
import { clock } from '../../src/contracts/clock';

/**
 * The people of the back office (contracts/admin-people; spec §2 admin "consultant", "client",
 * "view-contact-us-list"; §6 roles): consultant and client lists with filters, search, sorting and
 * ranges, their records, blocking a client, inviting and deactivating admins, the audit log of reads of
 * private documents, and the contact requests.
 */
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const ids = (response: { body: { id: string }[] }) => response.body.map((record) => record.id);

beforeAll(async () => {
  await seedOnce();
}, 300_000);

describe('consultants', () => {
  const run = `Quorra${unique()}`;
  let alpha: Awaited<ReturnType<typeof signUpConsultant>>;
  let bravo: Awaited<ReturnType<typeof signUpConsultant>> & { idDocument: CompleteConsultant['idDocument'] };
  let charlie: Awaited<ReturnType<typeof signUpConsultant>>;
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await sharedAdmin();
    alpha = await signUpConsultant({ family_name: `${run}Alpha` });
    const signedUp = await signUpConsultant({ family_name: `${run}Bravo` });
    bravo = { ...signedUp, ...(await completeProfile(signedUp.http)) };
    expectStatus(await bravo.http.post('/api/consultant/profile/submit'), 200);
    charlie = await signUpConsultant({ family_name: `${run}Charlie` });
    expectStatus(await admin.http.put(`/api/admin-panel/consultants/${charlie.profileId}/active`, { active: false }), 200);
  }, 180_000);

  it('lists profiles found by name or e-mail, with their review state', async () => {
    const list = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run.toLowerCase() })}&sort=${q(['createdAt', 'ASC'])}`);
    expectStatus(list, 200);
    expect(list.headers['content-range']).toBe('consultants 0-2/3');
    expect(ids(list)).toEqual([alpha.profileId, bravo.profileId, charlie.profileId]);
    const [a, b, c] = list.body;
    expect(a).toMatchObject({ display_name: alpha.display_name, email: alpha.email, user_id: alpha.user.id, approval_status: 'incomplete', active_status: true, submitted_at: null });
    expect(Date.parse(a.createdAt)).toBeGreaterThan(clock.ms() - 10 * 60_000);
    expect(b).toMatchObject({ approval_status: 'submitted', active_status: true, specializations: ['Naturopathie'] });
    expect(Date.parse(b.submitted_at)).toBeGreaterThan(Date.parse(b.createdAt));
    expect(c).toMatchObject({ approval_status: 'incomplete', active_status: false });

    const byEmail = await admin.http.in('en').get(`/api/admin-panel/consultants?filter=${q({ q: bravo.email.toUpperCase() })}`);
    expect(ids(byEmail)).toEqual([bravo.profileId]);
    expect(byEmail.body[0].specializations).toEqual(['Naturopathy']);
  });

  it('filters by approval status and by the active switch', async () => {
    const submitted = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run, approval_status: 'submitted' })}`);
    expect(ids(submitted)).toEqual([bravo.profileId]);
    const incomplete = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run, approval_status: 'incomplete' })}&sort=${q(['display_name', 'ASC'])}`);
    expect(ids(incomplete)).toEqual([alpha.profileId, charlie.profileId]);
    const inactive = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run, active_status: false })}`);
    expect(ids(inactive)).toEqual([charlie.profileId]);
    const active = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run, active_status: true })}&sort=${q(['display_name', 'DESC'])}`);
    expect(ids(active)).toEqual([bravo.profileId, alpha.profileId]);
    expectStatus(await admin.http.get(`/api/admin-panel/consultants?filter=${q({ approval_status: 'pending' })}`), 400);
  });

  it('sorts by name, e-mail, status and id, and pages with Content-Range', async () => {
    const sorted = async (field: string, order: 'ASC' | 'DESC') => ids(await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run })}&sort=${q([field, order])}`));
    expect(await sorted('display_name', 'DESC')).toEqual([charlie.profileId, bravo.profileId, alpha.profileId]);
    const byEmail = [alpha, bravo, charlie].sort((x, y) => (x.email < y.email ? -1 : 1)).map((consultant) => consultant.profileId);
    expect(await sorted('email', 'ASC')).toEqual(byEmail);
    expect(await sorted('email', 'DESC')).toEqual([...byEmail].reverse());
    expect((await sorted('approval_status', 'DESC'))[0]).toBe(bravo.profileId);
    expect(await sorted('id', 'DESC')).toEqual([charlie.profileId, bravo.profileId, alpha.profileId]);

    const first = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run })}&sort=${q(['id', 'ASC'])}&range=${q([0, 1])}`);
    expect(first.headers['content-range']).toBe('consultants 0-1/3');
    expect(ids(first)).toEqual([alpha.profileId, bravo.profileId]);
    const second = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ q: run })}&sort=${q(['id', 'ASC'])}&range=${q([2, 3])}`);
    expect(second.headers['content-range']).toBe('consultants 2-2/3');
    expect(ids(second)).toEqual([charlie.profileId]);
    const many = await admin.http.get(`/api/admin-panel/consultants?filter=${q({ id: [alpha.profileId, charlie.profileId] })}`);
    expect(ids(many).sort()).toEqual([alpha.profileId, charlie.profileId].sort());
    expectStatus(await admin.http.get(`/api/admin-panel/consultants?sort=${q(['fee', 'ASC'])}`), 400);
  });

  it('opens the full review record, and only through the resource route', async () => {
    const full = await admin.http.get(`/api/admin-panel/consultants/${bravo.profileId}`);
    expectStatus(full, 200);
    expect(full.body).toMatchObject({ id: bravo.profileId, display_name: bravo.display_name, approval_status: 'submitted', can_submit: false });
    expect(full.body.documents.id_document.id).toBe(bravo.idDocument.file!.id);
    expect(full.body.documents.id_document.url).toBe(`/api/files/${bravo.idDocument.file!.id}`);
    expect(full.body.education).toHaveLength(1);
    const missing = await admin.http.in('en').get('/api/admin-panel/consultants/nope');
    expectStatus(missing, 404);
    expect(missing.body.error.message).toBe('Record not found.');
    // Consultants sign up themselves: the back office neither creates nor deletes them.
    expect([404, 405]).toContain((await admin.http.post('/api/admin-panel/consultants', { display_name: 'X' })).status);
    expect([404, 405]).toContain((await admin.http.delete(`/api/admin-panel/consultants/${alpha.profileId}`)).status);
  });

  it('lets an admin read a private document, and the read shows in the audit log', async () => {
    const before = new Date(clock.ms() - 1000).toISOString();
    const file = await admin.http.get(`/api/files/${bravo.idDocument.file!.id}`).set('User-Agent', `people-test-${run}`);
    expectStatus(file, 200);
    expect(file.headers['content-disposition']).toMatch(/attachment/);

    const log = await admin.http.get(`/api/admin-panel/audit-logs?filter=${q({ actor: admin.user.id, action: 'file.read', createdAt_gte: before })}`);
    expectStatus(log, 200);
    const entry = log.body.find((row: { user_agent: string | null }) => row.user_agent === `people-test-${run}`);
    expect(entry).toMatchObject({
      action: 'file.read',
      actor_id: admin.user.id,
      actor_email: admin.email,
      actor_role: 'admin',
      file_id: bravo.idDocument.file!.id,
      file_kind: 'id',
      subject_id: bravo.user.id,
      subject_email: bravo.email,
      ip: admin.http.ip,
    });
    const one = await admin.http.get(`/api/admin-panel/audit-logs/${entry.id}`);
    expectStatus(one, 200);
    expect(one.body).toEqual(entry);
  });
});

describe('clients', () => {
  it('lists clients with their country, account state and bookings, and opens a client’s record', async () => {
    const admin = await sharedAdmin();
    const client = await readyClient();
    const consultant = await signUpConsultant();
    const parties = { consultant: { ...consultant, idDocument: { bytes: Buffer.alloc(0), file: null }, degree: null }, client, clientProfileId: client.profileId };
    const soon = new Date(clock.ms() + 3 * 86_400_000);
    await insertBooking(parties, new Date(soon.getTime() - 86_400_000));
    const latest = await insertBooking(parties, soon);
    await insertBooking(parties, new Date(soon.getTime() + 86_400_000), { status: 'cancelled', cancelled_at: clock.now().toISOString(), cancelled_by: 'client' });
    const strapi = booted();
    const [clientRow, consultantRow] = await Promise.all([
      strapi.db.query('api::client-profile.client-profile').findOne({ where: { documentId: client.profileId } }),
      strapi.db.query('api::consultant-profile.consultant-profile').findOne({ where: { documentId: consultant.profileId } }),
    ]);
    await strapi.db.query('api::favourite.favourite').create({ data: { client: clientRow.id, consultant: consultantRow.id } });

    const family = clientRow.family_name as string;
    const list = await admin.http.get(`/api/admin-panel/clients?filter=${q({ q: family })}`);
    expectStatus(list, 200);
    expect(list.headers['content-range']).toBe('clients 0-0/1');
    expect(list.body[0]).toEqual({
      id: client.profileId,
      display_name: `Paul ${family}`,
      email: client.email,
      user_id: client.user.id,
      country: { code: 'FR', name: 'France' },
      createdAt: expect.any(String),
      blocked: false,
      bookings: 2,
    });
    expect(ids(await admin.http.get(`/api/admin-panel/clients?filter=${q({ q: client.email })}`))).toEqual([client.profileId]);

    const record = await admin.http.in('en').get(`/api/admin-panel/clients/${client.profileId}`);
    expectStatus(record, 200);
    expect(record.body).toMatchObject({ id: client.profileId, email: client.email, bookings: 2, favourites: 1 });
    expect(record.body.profile).toMatchObject({ documentId: client.profileId, given_name: 'Paul', family_name: family, time_zone: 'Europe/Paris', country: { code: 'FR' } });
    expect(record.body.profile.email_verified_at).toEqual(expect.any(String));
    expect(record.body.consent_form.current_version).toEqual(expect.any(String));
    expect(record.body.consent_form.state).toMatchObject({ accepted_version: record.body.consent_form.current_version, up_to_date: true });
    expect(record.body.consent_form.state.signed_file.url).toMatch(/^\/api\/files\/\w+$/);
    expect(record.body.health_assessment).toMatchObject({ up_to_date: true, version: expect.any(String), completed_at: expect.any(String), document: null });
    expect(record.body.health_assessment.answers).toBeUndefined();
    expect(record.body.recent_bookings.map((booking: { status: string }) => booking.status)).toEqual(['cancelled', 'confirmed', 'confirmed']);
    expect(record.body.recent_bookings[1]).toEqual({
      id: latest.documentId,
      consultant: { id: consultant.profileId, display_name: consultant.display_name },
      start: soon.toISOString(),
      end: new Date(soon.getTime() + 3_600_000).toISOString(),
      status: 'confirmed',
    });

    // The signed consent form opens through the private-file route, audited with the client as subject.
    const signed = record.body.consent_form.state.signed_file;
    expectStatus(await admin.http.get(signed.url), 200);
    const log = await admin.http.get(`/api/admin-panel/audit-logs?filter=${q({ subject: client.user.id })}`);
    expect(log.body[0]).toMatchObject({ action: 'file.read', file_id: signed.id, file_kind: 'consent-form', actor_email: admin.email, subject_email: client.email });
  });

  it('blocks a client: sign-in refused, tokens end at once; unblocking lets the client back in', async () => {
    const admin = await sharedAdmin();
    const client = await signUpClient();
    const profileId = (await client.http.get('/api/client/profile')).body.data.profile.documentId as string;
    expectStatus(await client.http.get('/api/client/profile'), 200);

    const blocked = await admin.http.put(`/api/admin-panel/clients/${profileId}/blocked`, { blocked: true });
    expectStatus(blocked, 200);
    expect(blocked.body).toMatchObject({ id: profileId, blocked: true });
    expectStatus(await client.http.get('/api/client/profile'), 401);
    const refused = await client.http.anonymous().in('en').post('/api/client/auth/login', { email: client.email, password: PASSWORD });
    expectStatus(refused, 401);
    await expect(signInAgain(client, 'client')).rejects.toThrow(/401/);
    const blockedList = await admin.http.get(`/api/admin-panel/clients?filter=${q({ q: client.email, blocked: true })}`);
    expect(ids(blockedList)).toEqual([profileId]);
    expect((await admin.http.get(`/api/admin-panel/clients?filter=${q({ q: client.email, blocked: false })}`)).body).toEqual([]);

    const unblocked = await admin.http.put(`/api/admin-panel/clients/${profileId}/blocked`, { blocked: false });
    expectStatus(unblocked, 200);
    expect(unblocked.body.blocked).toBe(false);
    // The tokens issued before the block stay dead; a new sign-in works.
    expectStatus(await client.http.get('/api/client/profile'), 401);
    const back = await signInAgain(client, 'client');
    expectStatus(await back.http.get('/api/client/profile'), 200);

    expectFieldErrors(await admin.http.put(`/api/admin-panel/clients/${profileId}/blocked`, { blocked: 'yes' }), ['blocked']);
    expectStatus(await admin.http.put('/api/admin-panel/clients/nope/blocked', { blocked: true }), 404);
  });
});

describe('admins', () => {
  /** The link of an invitation e-mail: `{ token, email }` of the password page. */
  const linkIn = (text: string) => {
    const match = /\/public\/admin\/verify\/([A-Za-z0-9_-]+)\/([^\s/]+)/.exec(text);
    if (!match) throw new Error(`no invitation link in: ${text}`);
    return { token: match[1], email: decodeURIComponent(match[2]) };
  };

  it('invites an admin by e-mail, who chooses a password on the reset page and signs in', async () => {
    const admin = await sharedAdmin();
    const email = `invitee-${unique()}${unique()}@example.org`;
    const seen = await mailIdsTo(email);
    const invited = await admin.http.post('/api/admin-panel/admins', { email: email.toUpperCase(), locale: 'en' });
    expectStatus(invited, 201);
    expect(invited.body).toMatchObject({ email, name: null, active: true, invitation_pending: true });
    const mail = await nextMailTo(email, seen);
    expect(mail.subject).toMatch(/invited/i);
    expect(mail.text).toContain(admin.email);
    expect(mail.text).toContain('72 hours');
    const link = linkIn(mail.text);
    expect(link.email).toBe(email);

    // No password yet: nobody can sign in to the account.
    expectStatus(await caller().post('/api/admin-panel/auth/login', { email, password: '' }), 401);
    const http = caller({ locale: 'en' });
    expectStatus(await http.post('/api/admin-panel/auth/reset-password', { ...link, password: PASSWORD }), 200);
    const login = await http.post('/api/admin-panel/auth/login', { email, password: PASSWORD });
    expectStatus(login, 200);
    expect(login.body.user).toMatchObject({ email, role: 'admin' });
    // The link is single use.
    const again = await http.post('/api/admin-panel/auth/reset-password', { ...link, password: `${PASSWORD}x` });
    expectStatus(again, 400);
    expect(again.body.error.name).toBe('ResetLinkInvalid');

    const listed = await admin.http.get(`/api/admin-panel/admins?filter=${q({ q: email })}`);
    expect(listed.body).toEqual([{ ...invited.body, invitation_pending: false }]);
    expect((await admin.http.get(`/api/admin-panel/admins/${invited.body.id}`)).body.invitation_pending).toBe(false);
    // The address has an account now.
    expectFieldErrors(await admin.http.post('/api/admin-panel/admins', { email }), ['email']);
  });

  it('sends a new link to an invitee who has not chosen a password (the first stops working), and refuses taken or invalid addresses', async () => {
    const admin = await sharedAdmin();
    const email = `invitee-${unique()}${unique()}@example.org`;
    let seen = await mailIdsTo(email);
    expectStatus(await admin.http.post('/api/admin-panel/admins', { email }), 201);
    const first = linkIn((await nextMailTo(email, seen)).text);
    seen = await mailIdsTo(email);
    const resent = await admin.http.post('/api/admin-panel/admins', { email });
    expectStatus(resent, 200);
    expect(resent.body.invitation_pending).toBe(true);
    const second = await nextMailTo(email, seen);
    expect(second.text).toMatch(/72 heures/);
    expect((await caller().post('/api/admin-panel/auth/reset-password', { ...first, password: PASSWORD })).body.error.name).toBe('ResetLinkInvalid');
    expectStatus(await caller().post('/api/admin-panel/auth/reset-password', { ...linkIn(second.text), password: PASSWORD }), 200);
    expect((await admin.http.get(`/api/admin-panel/admins?filter=${q({ q: email })}`)).body).toHaveLength(1);

    const client = await signUpClient();
    expectFieldErrors(await admin.http.post('/api/admin-panel/admins', { email: client.email }), ['email']);
    expectFieldErrors(await admin.http.post('/api/admin-panel/admins', { email: 'not-an-address' }), ['email']);
    expectFieldErrors(await admin.http.post('/api/admin-panel/admins', { email: `x${unique()}@example.org`, role: 'admin' }), ['role']);
  });

  it('deactivates an admin: sign-in refused and tokens end at once; reactivation lets it sign in again', async () => {
    const admin = await sharedAdmin();
    const other = await signInAdmin();
    const id = other.user.id;
    expectStatus(await other.http.get('/api/admin-panel/admins'), 200);

    const off = await admin.http.put(`/api/admin-panel/admins/${id}/active`, { active: false });
    expectStatus(off, 200);
    expect(off.body).toMatchObject({ id, email: other.email, active: false });
    expectStatus(await other.http.get('/api/admin-panel/admins'), 401);
    expectStatus(await other.http.anonymous().post('/api/admin-panel/auth/login', { email: other.email, password: PASSWORD }), 401);
    const inactive = await admin.http.get(`/api/admin-panel/admins?filter=${q({ q: other.email, active: false })}`);
    expect(ids(inactive)).toEqual([id]);
    expect((await admin.http.get(`/api/admin-panel/admins?filter=${q({ q: other.email, active: true })}`)).body).toEqual([]);

    const on = await admin.http.put(`/api/admin-panel/admins/${id}/active`, { active: true });
    expectStatus(on, 200);
    expect(on.body.active).toBe(true);
    expectStatus(await other.http.get('/api/admin-panel/admins'), 401);
    const back = await signInAgain(other, 'admin-panel');
    expectStatus(await back.http.get('/api/admin-panel/admins'), 200);
    expectStatus(await admin.http.put('/api/admin-panel/admins/nope/active', { active: false }), 404);
    // Only admins are admins: a client's account is not one.
    const client = await signUpClient();
    expectStatus(await admin.http.put(`/api/admin-panel/admins/${client.user.id}/active`, { active: false }), 404);
  });

  it('never deactivates the last admin able to sign in (409), and lets an admin deactivate itself otherwise', async () => {
    const first = await signInAdmin({ locale: 'en' });
    const second = await signInAdmin();
    const strapi = booted();
    const users = strapi.db.metadata.get('plugin::users-permissions.user').tableName;
    // For this test only, every other admin is switched off in the database directly (no token is revoked).
    const others = (await strapi.db.query('plugin::users-permissions.user').findMany({
      select: ['id'],
      where: { role: { type: 'admin' }, email: { $notIn: [first.email, second.email] }, $or: [{ blocked: false }, { blocked: { $null: true } }] },
    })) as { id: number }[];
    await strapi.db
      .connection(users)
      .whereIn(
        'id',
        others.map((row) => row.id),
      )
      .update({ blocked: true });
    try {
      expectStatus(await first.http.put(`/api/admin-panel/admins/${second.user.id}/active`, { active: false }), 200);
      const last = await first.http.put(`/api/admin-panel/admins/${first.user.id}/active`, { active: false });
      expectStatus(last, 409);
      expect(last.body.error).toMatchObject({ name: 'LastAdmin', message: 'Not possible: no other admin could sign in any more.' });
      expectStatus(await first.http.get('/api/admin-panel/admins'), 200);

      expectStatus(await first.http.put(`/api/admin-panel/admins/${second.user.id}/active`, { active: true }), 200);
      const self = await first.http.put(`/api/admin-panel/admins/${first.user.id}/active`, { active: false });
      expectStatus(self, 200);
      expect(self.body.active).toBe(false);
      expectStatus(await first.http.get('/api/admin-panel/admins'), 401);
    } finally {
      await strapi.db
        .connection(users)
        .whereIn(
          'id',
          others.map((row) => row.id),
        )
        .update({ blocked: false });
    }
    expectStatus(await (await sharedAdmin()).http.get('/api/admin-panel/admins'), 200);
  });
});

describe('contact requests', () => {
  it('marks a request handled with a reply note, filters by status, searches, and keeps a trash', async () => {
    const admin = await sharedAdmin();
    const marker = `Demande${unique()}`;
    const send = (name: string) =>
      caller().post('/api/client/contact-us', { name, email: `${name.toLowerCase()}@example.org`, subject: `${marker} ${name}`, message: 'Bonjour, une question sur les consultations.' });
    expectStatus(await send('Alice'), 201);
    expectStatus(await send('Bruno'), 201);

    const list = await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: marker })}&sort=${q(['name', 'ASC'])}`);
    expectStatus(list, 200);
    expect(list.headers['content-range']).toBe('contact-requests 0-1/2');
    const [alice, bruno] = list.body;
    expect(alice).toMatchObject({
      name: 'Alice',
      email: 'alice@example.org',
      subject: `${marker} Alice`,
      status: 'new',
      reply_note: null,
      handled_at: null,
      handled_by: null,
      deletedAt: null,
      locale_used: 'fr',
    });
    expect(ids(await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: 'bruno@example.org' })}`))).toContain(bruno.id);

    // react-admin sends the whole record back; only the status and the note are written.
    const handled = await admin.http.put(`/api/admin-panel/contact-requests/${alice.id}`, { ...alice, status: 'handled', reply_note: 'Répondu par e-mail.', name: 'Changed' });
    expectStatus(handled, 200);
    expect(handled.body).toMatchObject({ id: alice.id, name: 'Alice', status: 'handled', reply_note: 'Répondu par e-mail.', handled_by: admin.email });
    expect(Date.parse(handled.body.handled_at)).toBeGreaterThan(clock.ms() - 60_000);

    expect(ids(await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: marker, status: 'handled' })}`))).toEqual([alice.id]);
    expect(ids(await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: marker, status: 'new' })}`))).toEqual([bruno.id]);
    expect(ids(await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: marker })}&sort=${q(['status', 'DESC'])}`))).toEqual([alice.id, bruno.id]);

    const reopened = await admin.http.put(`/api/admin-panel/contact-requests/${alice.id}`, { status: 'new' });
    expectStatus(reopened, 200);
    expect(reopened.body).toMatchObject({ status: 'new', handled_at: null, handled_by: null, reply_note: 'Répondu par e-mail.' });
    expectFieldErrors(await admin.http.put(`/api/admin-panel/contact-requests/${alice.id}`, { status: 'done' }), ['status']);
    expectFieldErrors(await admin.http.put(`/api/admin-panel/contact-requests/${alice.id}`, { status: 'new', reply_note: 'x'.repeat(5001) }), ['reply_note']);

    expectStatus(await admin.http.delete(`/api/admin-panel/contact-requests/${bruno.id}`), 200);
    expect(ids(await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: marker })}`))).toEqual([alice.id]);
    const trash = await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: marker, trashed: true })}`);
    expect(ids(trash)).toEqual([bruno.id]);
    expect(trash.body[0].deletedAt).toEqual(expect.any(String));
    expectStatus(await admin.http.post(`/api/admin-panel/contact-requests/${bruno.id}/restore`), 200);
    expect(ids(await admin.http.get(`/api/admin-panel/contact-requests?filter=${q({ q: marker })}`)).sort()).toEqual([alice.id, bruno.id].sort());
    expect([404, 405]).toContain((await admin.http.post('/api/admin-panel/contact-requests', { status: 'new' })).status);
  });
});

describe('audit log', () => {
  it('filters by actor, subject, action and date range, and cannot be changed', async () => {
    const admin = await signInAdmin();
    const consultant = await signUpConsultant();
    const { idDocument } = await completeProfile(consultant.http);
    expectStatus(await admin.http.get(`/api/files/${idDocument.file!.id}`), 200);
    expectStatus(await consultant.http.get(`/api/files/${idDocument.file!.id}`), 200);

    const byAdmin = await admin.http.get(`/api/admin-panel/audit-logs?filter=${q({ actor: admin.user.id })}`);
    expect(byAdmin.headers['content-range']).toBe('audit-logs 0-0/1');
    expect(byAdmin.body[0]).toMatchObject({ actor_email: admin.email, subject_email: consultant.email, file_kind: 'id' });
    const aboutConsultant = await admin.http.get(`/api/admin-panel/audit-logs?filter=${q({ subject: consultant.user.id })}&sort=${q(['createdAt', 'ASC'])}`);
    expect(aboutConsultant.body.map((row: { actor_role: string }) => row.actor_role)).toEqual(['admin', 'consultant']);
    expect(ids(await admin.http.get(`/api/admin-panel/audit-logs?filter=${q({ subject: consultant.user.id, action: 'consent-form.read' })}`))).toEqual([]);
    expect(await admin.http.get(`/api/admin-panel/audit-logs?filter=${q({ q: consultant.email })}`)).toMatchObject({ headers: { 'content-range': 'audit-logs 0-1/2' } });

    const today = clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(clock.ms() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(clock.ms() + 86_400_000).toISOString();
    const count = async (filter: Record<string, unknown>) => (await admin.http.get(`/api/admin-panel/audit-logs?filter=${q({ subject: consultant.user.id, ...filter })}`)).body.length;
    expect(await count({ createdAt_gte: today, createdAt_lte: today })).toBe(2);
    expect(await count({ createdAt_lte: yesterday })).toBe(0);
    expect(await count({ createdAt_gte: tomorrow })).toBe(0);
    expect(await count({ createdAt_gte: new Date(clock.ms() - 3_600_000).toISOString().replace('Z', '+00:00') })).toBe(2);
    const bad = await admin.http.in('en').get(`/api/admin-panel/audit-logs?filter=${q({ createdAt_gte: '01/12/2026' })}`);
    expectStatus(bad, 400);

    const entry = byAdmin.body[0].id;
    expect([404, 405]).toContain((await admin.http.put(`/api/admin-panel/audit-logs/${entry}`, { action: 'x' })).status);
    expect([404, 405]).toContain((await admin.http.delete(`/api/admin-panel/audit-logs/${entry}`)).status);
    expectStatus(await admin.http.get(`/api/admin-panel/audit-logs/${entry}`), 200);
  });
});
