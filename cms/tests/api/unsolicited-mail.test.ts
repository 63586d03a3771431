/**
 * The platform cannot be used to flood someone's inbox (docs/api-auth.md "Limits"; src/lib/mail/unsolicited.ts):
 * whatever mix of public forms sends to one address, from however many client addresses, the address
 * receives at most `UNSOLICITED_MAIL_PER_DAY` of those e-mails per UTC day; past that the forms answer
 * exactly as before and nothing is sent. Another address is not affected, the e-mails a signed-in user
 * causes are not capped, `name+tag@` is the same inbox, and the next UTC day the address is served again.
 * E-mails are read from the real SMTP catcher.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import type { Response } from 'supertest';
import { seedOnce, serverClock, unique } from '../helpers/strapi';
import { caller, PASSWORD, signUpClient, type SignedIn } from '../helpers/accounts';
import { mailIdsTo, mailsTo, nextMailTo } from '../helpers/mail';
import { clock } from '../../src/contracts/clock';

/** The cap this file sets (the documented default). */
const CAP = 5;
const DAY_MS = 86_400_000;
const STARTER_KIT = 'api::starter-kit-request.starter-kit-request';
const WAITING_LIST = 'api::waiting-list-entry.waiting-list-entry';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rateLimits = (): typeof import('../../src/lib/rate-limit') => require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'lib', 'rate-limit.js'));

/** What a visitor sees of an answer: its status and body. */
const answer = (response: Response) => ({ status: response.status, body: response.body as unknown });
/** A starter-kit answer without the request's own id (each request has one; the shape is what is compared). */
const withoutId = (response: Response) => ({ status: response.status, body: { ...response.body, data: { ...response.body.data, id: typeof response.body.data?.id } } });

/** Wait until `mailsTo(address)` holds `count` e-mails (or fail after `timeoutMs`). */
async function inboxOf(address: string, count: number, timeoutMs = 15_000) {
  const started = clock.ms();
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count || clock.ms() - started > timeoutMs) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The stored starter-kit request `documentId` once its delivery attempt is over. */
async function deliveredKit(strapi: Core.Strapi, documentId: string) {
  const started = clock.ms();
  for (;;) {
    const row = await strapi.db.query(STARTER_KIT).findOne({ where: { documentId } });
    if (row && row.status !== 'pending') return row;
    if (clock.ms() - started > 30_000) throw new Error(`starter kit ${documentId} still ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('daily cap of unsolicited e-mails per address', () => {
  let strapi: Core.Strapi;
  let victim: SignedIn;
  const previousCap = process.env.UNSOLICITED_MAIL_PER_DAY;
  // Noon UTC of a day to come: the whole file runs within one UTC day of the server's clock, whatever the hour.
  const noon = Math.floor(clock.ms() / DAY_MS) * DAY_MS + DAY_MS + 12 * 3_600_000;

  beforeAll(async () => {
    strapi = await seedOnce();
    process.env.UNSOLICITED_MAIL_PER_DAY = String(CAP);
    serverClock().set(noon);
    // A registered client: its address can be sent a reset link and an "account exists" e-mail too.
    victim = await signUpClient({ locale: 'en' });
  }, 300_000);

  afterAll(() => {
    serverClock().reset();
    if (previousCap === undefined) delete process.env.UNSOLICITED_MAIL_PER_DAY;
    else process.env.UNSOLICITED_MAIL_PER_DAY = previousCap;
  });

  it('lets one address receive the cap across all forms, answers the same past it, and sends nothing more', async () => {
    const email = victim.email;
    const [local, domain] = email.split('@');
    // The sign-up code was the first unsolicited e-mail of the day.
    expect(await mailsTo(email)).toHaveLength(1);

    // Below the cap, each form from its own client address: 4 more e-mails arrive.
    let seen = await mailIdsTo(email);
    const forgotBelow = await caller({ locale: 'en' }).post('/api/client/auth/forgot-password', { email });
    expect(forgotBelow.status).toBe(200);
    expect((await nextMailTo(email, seen)).text).toContain('/public/client/verify/');
    seen = await mailIdsTo(email);
    const newsletterBelow = await caller({ locale: 'en' }).post('/api/client/newsletter', { email });
    expect(newsletterBelow.status).toBe(202);
    expect((await nextMailTo(email, seen)).text).toContain('/newsletter/confirm/');
    seen = await mailIdsTo(email);
    const kitBelow = await caller({ locale: 'en' }).post('/api/client/starter-kit', { name: 'Paul', email, locale: 'en' });
    expect(kitBelow.status).toBe(202);
    expect((await nextMailTo(email, seen, { timeoutMs: 30_000 })).attachments).toHaveLength(2);
    expect(await deliveredKit(strapi, kitBelow.body.data.id)).toMatchObject({ status: 'sent' });
    seen = await mailIdsTo(email);
    const waitingBelow = await caller({ locale: 'en' }).post('/api/client/waiting-list', { role: 'client', email, name: 'Paul', country: 'BE', specialization: 'ayurveda' });
    expect(waitingBelow.status).toBe(201);
    expect((await nextMailTo(email, seen)).subject).toMatch(/waiting list/);
    expect(await mailsTo(email)).toHaveLength(CAP);

    // Another address is not affected: its code e-mails still leave (and give the reference answers).
    const other = `other-${unique()}${unique()}@example.org`;
    seen = await mailIdsTo(other);
    const otpOther = await caller({ locale: 'en' }).post('/api/client/auth/otp', { email: other });
    expect(otpOther.status).toBe(200);
    await nextMailTo(other, seen);
    seen = await mailIdsTo(other);
    const mobileOther = await caller({ locale: 'en' }).post('/api/client/auth/mobile-otp', { email: other, isd_code: '+1', contact_number: '416 555 0199' });
    expect(mobileOther.status).toBe(200);
    await nextMailTo(other, seen);
    expect(await mailsTo(other)).toHaveLength(2);

    // Past the cap, every form answers as below it (status and body), each from yet another client address.
    const forgotAbove = await caller({ locale: 'en' }).post('/api/client/auth/forgot-password', { email });
    expect(answer(forgotAbove)).toEqual(answer(forgotBelow));
    const newsletterAbove = await caller({ locale: 'en' }).post('/api/client/newsletter', { email: ` ${email.toUpperCase()} ` });
    expect(answer(newsletterAbove)).toEqual(answer(newsletterBelow));
    const kitAbove = await caller({ locale: 'en' }).post('/api/client/starter-kit', { name: 'Paul', email, locale: 'en' });
    expect(withoutId(kitAbove)).toEqual(withoutId(kitBelow));
    const waitingAbove = await caller({ locale: 'en' }).post('/api/client/waiting-list', { role: 'client', email, name: 'Paul', country: 'BE', specialization: 'homeopathy' });
    expect(answer(waitingAbove)).toEqual(answer(waitingBelow));
    // The sign-up code was asked less than a minute ago: lift that per-address limit (not under test here).
    await rateLimits().reset([['otpPerEmailInterval', `email:${email}`]]);
    const otpAbove = await caller({ locale: 'en' }).post('/api/client/auth/otp', { email });
    expect(answer(otpAbove)).toEqual(answer(otpOther));
    const mobileAbove = await caller({ locale: 'en' }).post('/api/client/auth/mobile-otp', { email, isd_code: '+1', contact_number: '416 555 0199' });
    expect(answer(mobileAbove)).toEqual(answer(mobileOther));
    // A sub-address reaches the same inbox: it is the same address for the cap.
    const tagged = `${local}+news@${domain}`;
    const taggedAbove = await caller({ locale: 'en' }).post('/api/client/newsletter', { email: tagged });
    expect(answer(taggedAbove)).toEqual(answer(newsletterBelow));

    // The starter kit withheld is recorded as such for the back office, and not tried again later.
    const kit = await deliveredKit(strapi, kitAbove.body.data.id);
    expect(kit).toMatchObject({ status: 'failed', sent_at: null, next_attempt_at: null, last_error: expect.stringMatching(/unsolicited/) });
    const [entry] = await strapi.db.query(WAITING_LIST).findMany({ where: { email, specialization_slug: 'homeopathy' } });
    expect(entry).toMatchObject({ confirmation_sent_at: null });

    // An e-mail the signed-in user causes is not capped: changing the password is confirmed by e-mail.
    seen = await mailIdsTo(email);
    const changed = await victim.http.post('/api/client/auth/change-password', { currentPassword: PASSWORD, password: 'Another-2027x' });
    expect(changed.status).toBe(200);
    expect((await nextMailTo(email, seen)).subject).toMatch(/mot de passe|password/i);

    // In all: the cap, then the password-change notice; nothing to the sub-address; the other address has its two.
    const mails = await inboxOf(email, CAP + 2, 2_000);
    expect(mails).toHaveLength(CAP + 1);
    expect(await mailsTo(tagged)).toEqual([]);
    expect(await mailsTo(other)).toHaveLength(2);
  });

  it('serves the address again on the next UTC day', async () => {
    const email = victim.email;
    serverClock().set(noon + DAY_MS);
    const seen = await mailIdsTo(email);
    const response = await caller({ locale: 'en' }).post('/api/client/newsletter', { email });
    expect(response.status).toBe(202);
    expect((await nextMailTo(email, seen)).text).toContain('/newsletter/confirm/');
  });
});
