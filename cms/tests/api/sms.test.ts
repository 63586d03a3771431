/**
 * Mobile verification by SMS (spec §3 "e-mail and mobile verification codes"; docs/messaging.md "SMS",
 * docs/api-auth.md "Mobile verification"): with `SMS_PROVIDER=twilio` the mobile code goes by SMS through
 * the outbox, to Twilio's Messages API, here a local stand-in at the HTTP boundary (`TWILIO_API_URL`)
 * that checks the path, the basic authentication and the form fields and answers like Twilio. A failed
 * SMS is sent again by the outbox; an invalid number is refused in the asker's language; a verified
 * number is marked on the profile, and the mark goes when the number changes, until a new code.
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { seedOnce, serverClock, serverOutbox, unique } from '../helpers/strapi';
import { caller, consultantPerson, PASSWORD, signUpConsultant, type Caller, type Locale } from '../helpers/accounts';
import { codeIn, latestMailTo } from '../helpers/mail';
import { expectStatus } from '../helpers/onboarding';
import { clock } from '../../src/contracts/clock';

const OUTBOX = 'api::outbox-message.outbox-message';
const SMS_ENV = ['SMS_PROVIDER', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_URL'] as const;
const SID = `AC${unique()}${unique()}`;
const TOKEN = `token-${unique()}${unique()}`;
const FROM = '+15005550006';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rateLimits = (): typeof import('../../src/lib/rate-limit') => require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'lib', 'rate-limit.js'));

/** One request the stand-in for Twilio received. */
interface TwilioRequest {
  to: string | null;
  from: string | null;
  body: string | null;
  /** What the stand-in answered. */
  status: number;
}

/**
 * A local stand-in for Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json` with HTTP
 * basic authentication (sid:token) and the form fields `To`, `From`, `Body`, answered 201 with a message
 * `sid`, or like Twilio's refusals (`{ code, message, status }`). `failNext(n)` answers the next `n`
 * well-formed requests 500.
 */
function twilioStandIn() {
  const requests: TwilioRequest[] = [];
  /** Requests that were not what Twilio expects (path, authentication, fields): none should come. */
  const refused: string[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const json = (status: number, value: object) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const form = new URLSearchParams(raw);
      const problem =
        req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`
          ? `${req.method} ${req.url}`
          : req.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`
            ? `authorization ${req.headers.authorization}`
            : !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
              ? `content type ${req.headers['content-type']}`
              : ['To', 'From', 'Body'].find((field) => !form.get(field));
      if (problem) {
        refused.push(problem);
        return json(400, { code: 21604, message: `Refused by the stand-in: ${problem}`, status: 400 });
      }
      const request = { to: form.get('To'), from: form.get('From'), body: form.get('Body') };
      if (failures > 0) {
        failures -= 1;
        requests.push({ ...request, status: 500 });
        return json(500, { code: 20500, message: 'Internal Server Error', more_info: 'https://www.twilio.com/docs/errors/20500', status: 500 });
      }
      requests.push({ ...request, status: 201 });
      json(201, { sid: `SM${unique()}${unique()}`, account_sid: SID, status: 'queued', to: request.to, from: request.from, body: request.body });
    });
  });
  return {
    requests,
    refused,
    failNext(count: number) {
      failures = count;
    },
    /** The requests for `to`, once there are `count` (or fail after 15 s). */
    async to(to: string, count = 1): Promise<TwilioRequest[]> {
      const started = clock.ms();
      for (;;) {
        const found = requests.filter((request) => request.to === to);
        if (found.length >= count) return found;
        if (clock.ms() - started > 15_000) throw new Error(`${found.length} of ${count} SMS to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A French mobile number no other test uses: national (`61…`, as typed after `+33`) and E.164. */
function freshMobile() {
  const national = `61${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return { national, e164: `+33${national}` };
}

/** The site's name as an SMS gives it: the site's title without its tagline (`Ayuvie — Bien-être intégratif` → `Ayuvie`). */
const siteName = (title: string) => title.split(' — ')[0];

/** The six-digit code of an SMS body. */
const codeOf = (body: string | null) => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';

/** The client person fields of a registration or of `PUT general-info`, with `contact_number`. */
function clientPerson(contactNumber: string, language: Locale) {
  const { profession, country_of_birth, years_of_experience, ...person } = consultantPerson({
    title: 'Mr',
    gender: 'male',
    given_name: 'Paul',
    family_name: `Texto${unique()}`,
    contact_number: contactNumber,
    correspondence_language: language,
  });
  return person;
}

describe('mobile verification by SMS', () => {
  let strapi: Core.Strapi;
  const twilio = twilioStandIn();
  const saved = Object.fromEntries(SMS_ENV.map((name) => [name, process.env[name]]));
  let siteTitle: Record<Locale, string>;

  beforeAll(async () => {
    strapi = await seedOnce();
    const base = await twilio.start();
    // Read on each send by the server (lib/sms): set for this file, put back after it.
    Object.assign(process.env, { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: base });
    const titles = await Promise.all((['fr', 'en'] as const).map((locale) => caller({ locale }).get('/api/client/web-setting/get-record')));
    siteTitle = { fr: titles[0].body.data.site_title, en: titles[1].body.data.site_title };
  }, 300_000);

  afterAll(async () => {
    for (const name of SMS_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    serverClock().reset();
    await twilio.close();
  });

  it('sends the code by SMS, in the language of the person asking, and says so', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const email = `sms-${unique()}@example.org`;
      const phone = freshMobile();
      const api = caller({ locale });
      const sent = await api.post('/api/client/auth/mobile-otp', { email, isd_code: '+33', contact_number: phone.national });
      expectStatus(sent, 200);
      expect(sent.body.data).toEqual({ sent: true, channel: 'sms', expires_in_minutes: 10, resend_after_seconds: 60 });

      const [sms] = await twilio.to(phone.e164);
      const code = codeOf(sms.body);
      expect(sms.from).toBe(FROM);
      expect(sms.body).toBe(
        locale === 'fr'
          ? `${siteName(siteTitle.fr)} : votre code de vérification est ${code}. Il est valable 10 minutes. Ne le communiquez à personne.\n\n@web.test #${code}`
          : `${siteName(siteTitle.en)}: your verification code is ${code}. It is valid for 10 minutes. Never share it with anyone.\n\n@web.test #${code}`,
      );
      expectStatus(await api.post('/api/client/auth/mobile-otp/verify', { email, code }), 200);
      // The code went by SMS only: no e-mail was queued for the address.
      expect(await strapi.db.query(OUTBOX).count({ where: { recipient: email } })).toBe(0);
    }
    expect(twilio.refused).toEqual([]);
  });

  it('sends a failed SMS again, from the outbox, after the retry delay', async () => {
    const email = `sms-retry-${unique()}@example.org`;
    const phone = freshMobile();
    const api = caller({ locale: 'en' });
    twilio.failNext(1);
    const sent = await api.post('/api/client/auth/mobile-otp', { email, isd_code: '+33', contact_number: phone.national });
    expectStatus(sent, 200);
    expect(sent.body.data.channel).toBe('sms');

    // The first attempt is refused by Twilio: the message waits in the outbox, with the reason.
    const [refusal] = await twilio.to(phone.e164);
    expect(refusal.status).toBe(500);
    const started = clock.ms();
    let row = await strapi.db.query(OUTBOX).findOne({ where: { recipient: phone.e164 } });
    while (row?.status !== 'failed' && clock.ms() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await strapi.db.query(OUTBOX).findOne({ where: { recipient: phone.e164 } });
    }
    expect(row).toMatchObject({ channel: 'sms', template: 'mobile-otp', status: 'failed', attempts: 1, priority: 0, last_error: 'Twilio answered 500: 20500 Internal Server Error' });

    // Not before its time: nothing more is sent now.
    await serverOutbox().drainOutbox();
    expect(await twilio.to(phone.e164)).toHaveLength(1);

    // A minute later (the first retry delay) the outbox sends it again, and the code arrives.
    serverClock().set(new Date(clock.ms() + 61_000));
    try {
      await serverOutbox().drainOutbox();
      const [, delivered] = await twilio.to(phone.e164, 2);
      expect(delivered.status).toBe(201);
      expect(delivered.body).toBe(refusal.body);
      expect(await strapi.db.query(OUTBOX).findOne({ where: { recipient: phone.e164 } })).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expectStatus(await api.post('/api/client/auth/mobile-otp/verify', { email, code: codeOf(delivered.body) }), 200);
    } finally {
      serverClock().reset();
    }
  });

  it('refuses an invalid number in the language of the person asking, and sends nothing', async () => {
    const email = `sms-invalid-${unique()}@example.org`;
    const before = twilio.requests.length;
    for (const [locale, message] of [
      ['en', 'Enter a valid phone number in international format (+33…).'],
      ['fr', 'Saisissez un numéro de téléphone valide au format international (+33…).'],
    ] as const) {
      const refused = await caller({ locale }).post('/api/client/auth/mobile-otp', { email, isd_code: '+33', contact_number: '12' });
      expectStatus(refused, 400);
      expect(refused.body.error.details.fieldErrors.contact_number).toEqual([message]);
    }
    await serverOutbox().drainOutbox();
    expect(twilio.requests.length).toBe(before);
  });

  it('marks the registered number verified, clears the mark when the number changes, and marks the new number after its code', async () => {
    const api = caller({ locale: 'fr' });
    const email = `sms-client-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    expectStatus(await api.post('/api/client/auth/otp', { email }), 200);
    expectStatus(await api.post('/api/client/auth/otp/verify', { email, code: codeIn(await latestMailTo(email, { after: since })) }), 200);
    const first = freshMobile();
    expectStatus(await api.post('/api/client/auth/mobile-otp', { email, isd_code: '+33', contact_number: first.national }), 200);
    expectStatus(await api.post('/api/client/auth/mobile-otp/verify', { email, code: codeOf((await twilio.to(first.e164))[0].body) }), 200);
    const registered = await api.post('/api/client/auth/register', { ...clientPerson(first.national, 'fr'), email, password: PASSWORD, acceptTerms: true, acceptPrivacy: true });
    expectStatus(registered, 201);
    const client: Caller = caller({ locale: 'fr', token: registered.body.jwt, ip: api.ip });

    const profile = (await client.get('/api/client/profile')).body.data.profile;
    expect(profile.contact_number).toBe(first.e164);
    expect(profile.phone_verified_at).toEqual(expect.any(String));
    expect((await client.get('/api/client/general-info')).body.data.phone_verified_at).toBe(profile.phone_verified_at);

    // Saving the same number keeps the mark; another number loses it.
    const same = await client.put('/api/client/general-info', clientPerson(first.national, 'fr'));
    expectStatus(same, 200);
    expect(same.body.data.phone_verified_at).toBe(profile.phone_verified_at);
    const second = freshMobile();
    const changed = await client.put('/api/client/general-info', clientPerson(second.national, 'fr'));
    expectStatus(changed, 200);
    expect(changed.body.data).toMatchObject({ contact_number: second.e164, phone_verified_at: null });
    expect((await client.get('/api/client/profile')).body.data.profile.phone_verified_at).toBeNull();

    // A code for the new number marks it again at once. (The first code was asked less than a minute
    // ago: lift that per-address limit, not under test here.)
    await rateLimits().reset([['otpPerEmailInterval', `mobile:${email}`]]);
    expectStatus(await client.anonymous().post('/api/client/auth/mobile-otp', { email, isd_code: '+33', contact_number: second.national }), 200);
    expectStatus(await client.anonymous().post('/api/client/auth/mobile-otp/verify', { email, code: codeOf((await twilio.to(second.e164))[0].body) }), 200);
    expect((await client.get('/api/client/general-info')).body.data).toMatchObject({ contact_number: second.e164, phone_verified_at: expect.any(String) });
    expect(twilio.refused).toEqual([]);
  });

  it('does not mark a number other than the one the code was sent to', async () => {
    const api = caller({ locale: 'en' });
    const email = `sms-other-${unique()}@example.org`;
    const since = new Date(clock.ms() - 1000);
    expectStatus(await api.post('/api/client/auth/otp', { email }), 200);
    expectStatus(await api.post('/api/client/auth/otp/verify', { email, code: codeIn(await latestMailTo(email, { after: since })) }), 200);
    const verified = freshMobile();
    expectStatus(await api.post('/api/client/auth/mobile-otp', { email, isd_code: '+33', contact_number: verified.national }), 200);
    expectStatus(await api.post('/api/client/auth/mobile-otp/verify', { email, code: codeOf((await twilio.to(verified.e164))[0].body) }), 200);
    const other = freshMobile();
    const registered = await api.post('/api/client/auth/register', { ...clientPerson(other.national, 'en'), email, password: PASSWORD, acceptTerms: true, acceptPrivacy: true });
    expectStatus(registered, 201);
    const profile = (await caller({ token: registered.body.jwt, ip: api.ip }).get('/api/client/profile')).body.data.profile;
    expect(profile).toMatchObject({ contact_number: other.e164, phone_verified_at: null });
  });

  it("verifies a consultant's number after sign-up, and clears the mark when the basic profile changes it", async () => {
    const phone = freshMobile();
    const consultant = await signUpConsultant({ locale: 'en', contact_number: phone.national });
    expect((await consultant.http.get('/api/consultant/profile/basic')).body.data.phone_verified_at).toBeNull();
    expectStatus(await consultant.http.anonymous().post('/api/consultant/auth/mobile-otp', { email: consultant.email, isd_code: '+33', contact_number: phone.national }), 200);
    const [sms] = await twilio.to(phone.e164);
    expect(sms.body).toContain('your verification code is');
    expectStatus(await consultant.http.anonymous().post('/api/consultant/auth/mobile-otp/verify', { email: consultant.email, code: codeOf(sms.body) }), 200);
    expect((await consultant.http.get('/api/consultant/profile')).body.data.profile.phone_verified_at).toEqual(expect.any(String));

    const other = freshMobile();
    const saved = await consultant.http.put('/api/consultant/profile/basic', consultantPerson({ family_name: consultant.family_name, contact_number: other.national }));
    expectStatus(saved, 200);
    expect(saved.body.data).toMatchObject({ contact_number: other.e164, phone_verified_at: null });
    expect((await consultant.http.get('/api/consultant/profile')).body.data.profile.phone_verified_at).toBeNull();
  });
});
