import path from 'node:path';
import type { Server } from 'node:http';
import { describe, expect, it, beforeAll } from 'vitest';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { API_KEY, bootStrapi, unique } from '../helpers/strapi';
import { codeIn, latestMailTo, mailsTo } from '../helpers/mail';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

/**
 * Accounts of the three roles (docs/api-auth.md): e-mail OTP before sign-up, sign-in with lock-out, reset by
 * e-mailed link, password change, role-separated surfaces. E-mails are read from the real SMTP catcher.
 * Each test speaks from its own client IP (X-Forwarded-For) so rate limits do not leak between tests.
 */
describe('accounts', () => {
  let strapi: Core.Strapi;
  let server: Server;
  const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Wellness-2026';

  beforeAll(async () => {
    strapi = await bootStrapi();
    server = strapi.server.httpServer;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runSeed } = require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'seed', 'index.js'));
    await runSeed(strapi, () => {});
  }, 300_000);

  let ipCounter = 0;
  /** A caller with its own IP and language. */
  const caller = (locale = 'fr') => {
    ipCounter += 1;
    const ip = `10.${Math.floor(Math.random() * 200)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
    const decorate = (test: request.Test, token?: string) => {
      const decorated = test.set('x-api-key', API_KEY()).set('Accept-Language', locale).set('X-Forwarded-For', ip);
      return token ? decorated.set('Authorization', `Bearer ${token}`) : decorated;
    };
    return {
      post: (url: string, body: object, token?: string) => decorate(request(server).post(url), token).send(body),
      get: (url: string, token?: string) => decorate(request(server).get(url), token),
    };
  };

  const person = (overrides: Record<string, unknown> = {}) => ({
    title: 'Ms',
    gender: 'not_disclosing',
    family_name: 'Lefèvre',
    given_name: 'Inès',
    date_of_birth: '1992-02-29',
    preferred_contact_type: 'whatsapp',
    isd_code: '+33',
    contact_number: '06 12 34 56 78',
    whatsapp_number: '+33612345678',
    time_zone: 'Europe/Paris',
    correspondence_language: 'fr',
    languages_spoken: ['fr', 'en'],
    country_of_residence: 'FR',
    nationality: 'french-fr',
    password: 'Sérénité-2026',
    acceptTerms: true,
    acceptPrivacy: true,
    ...overrides,
  });

  /** Asks and verifies the e-mail code of a new address; returns the address. */
  async function verifiedEmail(api: ReturnType<typeof caller>, surface = 'client') {
    const email = `new-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    expect((await api.post(`/api/${surface}/auth/otp`, { email })).status).toBe(200);
    const code = codeIn(await latestMailTo(email, { after: since }));
    const verified = await api.post(`/api/${surface}/auth/otp/verify`, { email, code });
    expect(verified.status).toBe(200);
    return email;
  }

  it('refuses registration before the e-mail code is verified', async () => {
    const api = caller('en');
    const response = await api.post('/api/client/auth/register', { ...person(), email: `nootp-${unique()}@example.org` });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ name: 'OtpRequired', message: 'Please verify your email OTP before proceeding.' });
    const fr = await caller('fr').post('/api/client/auth/register', { ...person(), email: `nootp-${unique()}@example.org` });
    expect(fr.body.error.message).toBe('Veuillez vérifier le code reçu par e-mail avant de continuer.');
  });

  it('signs a client up with the e-mail code, stores the code hashed and the consents with their versions', async () => {
    const api = caller('fr');
    const email = `signup-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    const sent = await api.post('/api/client/auth/otp', { email });
    expect(sent.body.data).toEqual({ sent: true, expires_in_minutes: 10, resend_after_seconds: 60 });
    const mail = await latestMailTo(email, { after: since });
    expect(mail.subject).toMatch(/code/i);
    expect(mail.html).toContain('<html lang="fr"');
    const code = codeIn(mail);
    const stored = await strapi.db.query('api::verification-code.verification-code').findOne({ where: { email } });
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);

    expect((await api.post('/api/client/auth/otp/verify', { email, code })).status).toBe(200);
    const registered = await api.post('/api/client/auth/register', { ...person(), email: email.toUpperCase() });
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ email, role: 'client', display_name: 'Inès Lefèvre', correspondence_language: 'fr' });
    // The password is stored as a bcrypt hash at the run's work factor (PASSWORD_HASH_ROUNDS), never as typed.
    const account = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
    expect(account.password).toMatch(new RegExp(`^\\$2[aby]\\$${String(process.env.PASSWORD_HASH_ROUNDS).padStart(2, '0')}\\$`));
    expect(account.password).not.toContain('Sérénité');

    const profile = await api.get('/api/client/profile', registered.body.jwt);
    expect(profile.status).toBe(200);
    expect(profile.body.data.profile).toMatchObject({ contact_number: '+33612345678', time_zone: 'Europe/Paris', gender: 'not_disclosing' });
    expect(profile.body.data.profile.terms_version).toMatch(/^\d+(\.\d+)*$/);
    expect(profile.body.data.profile.privacy_accepted_at).toBeTruthy();
    expect(profile.body.data.profile.languages.map((l: Schemas['ClientProfile']['languages'][number]) => l.code).sort()).toEqual(['en', 'fr']);

    // The code was used up: registering again with it is refused.
    const again = await api.post('/api/client/auth/register', { ...person(), email: `x${email}` });
    expect(again.body.error.name).toBe('OtpRequired');
    // Registering the taken address without a verified code tells nothing about it: the same answer as any
    // address nobody verified.
    const taken = await caller().post('/api/client/auth/register', { ...person(), email });
    const unknown = await caller().post('/api/client/auth/register', { ...person(), email: `nobody-${email}` });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(unknown.body);
    expect(taken.body.error.name).toBe('OtpRequired');
  });

  it('writes the code e-mail in the language of the request', async () => {
    const email = `lang-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    await caller('en').post('/api/consultant/auth/otp', { email });
    const mail = await latestMailTo(email, { after: since });
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.text).toMatch(/valid for 10 minutes/i);
  });

  it('locks a code after 5 wrong tries', async () => {
    const api = caller('en');
    const email = `wrong-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    await api.post('/api/client/auth/otp', { email });
    const code = codeIn(await latestMailTo(email, { after: since }));
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const response = await api.post('/api/client/auth/otp/verify', { email, code: wrong });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ name: 'OtpInvalid', details: { attempts_left: left } });
    }
    const fifth = await api.post('/api/client/auth/otp/verify', { email, code: wrong });
    expect(fifth.body.error.name).toBe('OtpLocked');
    const right = await api.post('/api/client/auth/otp/verify', { email, code });
    expect(right.status).toBe(400);
    expect(right.body.error.name).toBe('OtpLocked');
  });

  it('refuses an expired code', async () => {
    const api = caller('en');
    const email = `expired-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    await api.post('/api/client/auth/otp', { email });
    const code = codeIn(await latestMailTo(email, { after: since }));
    await strapi.db.query('api::verification-code.verification-code').updateMany({ where: { email }, data: { expires_at: new Date(clock.ms() - 1000) } });
    const response = await api.post('/api/client/auth/otp/verify', { email, code });
    expect(response.body.error).toMatchObject({ name: 'OtpExpired', message: 'This code has expired or does not exist. Request a new code.' });
  });

  it('limits resends per address and sends per IP, whatever the e-mail field says', async () => {
    const api = caller('en');
    const email = `resend-${unique()}@example.org`;
    expect((await api.post('/api/client/auth/otp', { email })).status).toBe(200);
    const resend = await api.post('/api/client/auth/otp', { email: ` ${email.toUpperCase()} ` });
    expect(resend.status).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);

    const other = caller('en');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await other.post('/api/client/auth/otp', { email: `burst-${i}-${unique()}@example.org` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers an already registered address like a new one, and e-mails it a sign-in notice instead of a code', async () => {
    const since = new Date(clock.ms() - 1000);
    const response = await caller('en').post('/api/client/auth/otp', { email: 'client@demo.local' });
    expect(response.body.data).toEqual({ sent: true, expires_in_minutes: 10, resend_after_seconds: 60 });
    const mail = await latestMailTo('client@demo.local', { after: since });
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('/public/client/sign-in');
  });

  it('sends the mobile code by e-mail when no SMS provider is configured, and says so', async () => {
    const api = caller('en');
    const email = `mobile-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    const response = await api.post('/api/client/auth/mobile-otp', { email, isd_code: '+1', contact_number: '416 555 0199' });
    expect(response.status).toBe(200);
    expect(response.body.data.channel).toBe('email');
    const code = codeIn(await latestMailTo(email, { after: since }));
    expect((await api.post('/api/client/auth/mobile-otp/verify', { email, code })).status).toBe(200);
  });

  it('validates the person fields with per-field messages in the asked language', async () => {
    const api = caller('en');
    const email = await verifiedEmail(api);
    const response = await api.post('/api/client/auth/register', {
      ...person({ contact_number: '12', time_zone: 'Mars/Olympus', date_of_birth: '2015-02-30', gender: 'unknown', acceptTerms: false, password: 'short', languages_spoken: ['fr', 'zz'] }),
      email,
    });
    expect(response.status).toBe(400);
    const errors = response.body.error.details.fieldErrors;
    expect(errors.contact_number).toEqual(['Enter a valid phone number in international format (+33…).']);
    expect(errors.time_zone).toEqual(['Unknown time zone (e.g. Europe/Paris).']);
    expect(errors.date_of_birth).toEqual(['Invalid date (YYYY-MM-DD).']);
    expect(errors.gender).toEqual(['Choose a value from the list.']);
    expect(errors.acceptTerms).toEqual(['You must accept this document to continue.']);
    expect(errors.password).toEqual(['10 to 128 characters, with at least one letter and one digit.']);
    // Unknown references are named once the fields are well-formed; the verified code is still usable.
    const unknown = await api.post('/api/client/auth/register', { ...person({ languages_spoken: ['fr', 'zz'] }), email });
    expect(unknown.body.error.details.fieldErrors.languages_spoken).toEqual(['Unknown value: zz.']);
    expect((await api.post('/api/client/auth/register', { ...person(), email })).status).toBe(201);
  });

  it('signs each role in on its own surface only, with one generic error', async () => {
    const api = caller('en');
    const client = await api.post('/api/client/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD });
    expect(client.status).toBe(200);
    expect(client.body.user.role).toBe('client');
    const consultant = await api.post('/api/consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
    expect(consultant.body.user).toMatchObject({ role: 'consultant', approval_status: 'approved', active_status: true });
    const admin = await api.post('/api/admin-panel/auth/login', { email: 'admin@demo.local', password: DEMO_PASSWORD });
    expect(admin.body.user.role).toBe('admin');

    const wrongPassword = await api.post('/api/client/auth/login', { email: 'client@demo.local', password: 'nope-nope-1' });
    const unknownEmail = await api.post('/api/client/auth/login', { email: `ghost-${unique()}@example.org`, password: 'nope-nope-1' });
    const otherRole = await api.post('/api/consultant/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD });
    for (const response of [wrongPassword, unknownEmail, otherRole]) {
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe('Incorrect e-mail or password.');
    }

    // Tokens only work on their own surface.
    expect((await api.get('/api/client/profile', client.body.jwt)).status).toBe(200);
    expect((await api.get('/api/consultant/profile', client.body.jwt)).status).toBe(401);
    expect((await api.get('/api/client/profile', consultant.body.jwt)).status).toBe(401);
    expect((await api.post('/api/client/auth/change-password', { currentPassword: DEMO_PASSWORD, password: 'Another-2026x' }, admin.body.jwt)).status).toBe(401);
    expect((await api.get('/api/client/profile')).status).toBe(401);
    expect((await api.get('/api/client/profile', 'not-a-jwt')).status).toBe(401);
  });

  it('locks sign-in after 5 failures for an address, even with the right password', async () => {
    const api = caller('en');
    const email = await verifiedEmail(api);
    await api.post('/api/client/auth/register', { ...person(), email });
    for (let i = 0; i < 5; i += 1) expect((await api.post('/api/client/auth/login', { email, password: `Wrong-${i}-password` })).status).toBe(401);
    const locked = await caller('en').post('/api/client/auth/login', { email, password: person().password });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeTruthy();
  });

  it('resets a password by e-mailed link once, and every older token stops working', async () => {
    const api = caller('en');
    const email = await verifiedEmail(api);
    const registered = await api.post('/api/client/auth/register', { ...person({ correspondence_language: 'en' }), email });
    const oldToken = registered.body.jwt;
    const since = new Date(clock.ms() - 1000);
    expect((await api.post('/api/client/auth/forgot-password', { email })).body.data).toEqual({ sent: true });
    const mail = await latestMailTo(email, { after: since, match: (m) => m.text.includes('/verify/') });
    const link = /http:\/\/web\.test\/public\/client\/verify\/([A-Za-z0-9_-]+)\/([^\s"<]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const [, token, encodedEmail] = link!;
    expect(decodeURIComponent(encodedEmail)).toBe(email);

    const reset = await api.post('/api/client/auth/reset-password', { token, email, password: 'Nouveau-mot-2027' });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/client/profile', oldToken)).status).toBe(401);
    expect((await api.post('/api/client/auth/login', { email, password: 'Nouveau-mot-2027' })).status).toBe(200);

    const reused = await api.post('/api/client/auth/reset-password', { token, email, password: 'Encore-un-2028' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.name).toBe('ResetLinkInvalid');
  });

  it('refuses an expired reset link and a link of another role', async () => {
    const api = caller('en');
    const email = await verifiedEmail(api);
    await api.post('/api/client/auth/register', { ...person(), email });
    const since = new Date(clock.ms() - 1000);
    await api.post('/api/client/auth/forgot-password', { email });
    const token = /\/verify\/([A-Za-z0-9_-]+)\//.exec((await latestMailTo(email, { after: since, match: (m) => m.text.includes('/verify/') })).text)![1];
    expect((await api.post('/api/consultant/auth/reset-password', { token, email, password: 'Nouveau-mot-2027' })).status).toBe(400);
    await strapi.db.query('api::password-reset.password-reset').updateMany({ where: { email }, data: { expires_at: new Date(clock.ms() - 1000) } });
    expect((await api.post('/api/client/auth/reset-password', { token, email, password: 'Nouveau-mot-2027' })).body.error.name).toBe('ResetLinkInvalid');
    // An unknown address gets the same answer and no e-mail.
    const ghost = `ghost-${unique()}@example.org`;
    expect((await api.post('/api/client/auth/forgot-password', { email: ghost })).body.data).toEqual({ sent: true });
    expect(await mailsTo(ghost)).toEqual([]);
  });

  it('changes a password with the current one; the old token is refused, the new one works', async () => {
    const api = caller('fr');
    const email = await verifiedEmail(api, 'consultant');
    const registered = await api.post('/api/consultant/auth/register', { ...person(), email, profession: 'Naturopathe', country_of_birth: 'BE', years_of_experience: 7 });
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ role: 'consultant', approval_status: 'incomplete' });
    const wrong = await api.post('/api/consultant/auth/change-password', { currentPassword: 'not-it-123', password: 'Changé-2027x' }, registered.body.jwt);
    expect(wrong.body.error.details.fieldErrors.currentPassword).toEqual(['Mot de passe actuel incorrect.']);
    const changed = await api.post('/api/consultant/auth/change-password', { currentPassword: person().password, password: 'Changé-2027x' }, registered.body.jwt);
    expect(changed.status).toBe(200);
    expect((await api.get('/api/consultant/profile', registered.body.jwt)).status).toBe(401);
    const profile = await api.get('/api/consultant/profile', changed.body.jwt);
    expect(profile.body.data.profile).toMatchObject({ profession: 'Naturopathe', years_of_experience: 7, approval_status: 'incomplete' });
  });

  it('keeps the stock users-permissions sign-up closed', async () => {
    const response = await request(server)
      .post('/api/auth/local/register')
      .send({ username: `x${unique()}`, email: `x${unique()}@example.org`, password: 'Password-2026' });
    expect([401, 403, 404]).toContain(response.status);
  });

  it('seeds no demo account in production', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { seedDemoAccounts } = require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'seed', 'accounts.js'));
    const before = await strapi.db.query('plugin::users-permissions.user').count();
    await strapi.db.query('plugin::users-permissions.user').updateMany({ where: { email: 'admin@demo.local' }, data: { email: 'renamed-admin@demo.local' } });
    const previous = process.env.NODE_ENV;
    const lines: string[] = [];
    try {
      process.env.NODE_ENV = 'production';
      await seedDemoAccounts(strapi, (line: string) => lines.push(line));
    } finally {
      process.env.NODE_ENV = previous;
      await strapi.db.query('plugin::users-permissions.user').updateMany({ where: { email: 'renamed-admin@demo.local' }, data: { email: 'admin@demo.local' } });
    }
    expect(lines).toEqual(['Demo accounts: none in production']);
    expect(await strapi.db.query('plugin::users-permissions.user').count()).toBe(before);
    expect(await strapi.db.query('plugin::users-permissions.user').count({ where: { email: 'admin@demo.local' } })).toBe(1);
  });
});
