/**
 * The newsletter (contracts/newsletter, docs/api-engagement.md "Newsletter"): double opt-in read from
 * the real SMTP catcher, unsubscription by the e-mail's link and by the one-click POST of mail clients
 * (RFC 8058), the same answer for every address, one row per address, limits, localized errors, and
 * the back office's read-only list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, type SignedIn } from '../helpers/accounts';
import { mailIdsTo, mailsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import { clock } from '../../src/contracts/clock';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A MailDev message with its headers (lower-cased names). */
type MailWithHeaders = CaughtMail & { headers: Record<string, string> };

const confirmToken = (mail: CaughtMail) => {
  const match = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
};
const unsubscribeToken = (mail: CaughtMail) => {
  const match = /\/newsletter\/unsubscribe\/([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
};
const rowsOf = (email: string) => booted().db.query(UID).findMany({ where: { email } });
const freshAddress = () => `news-${unique()}${unique()}@example.org`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Subscribe `email` from a fresh IP and return the confirmation e-mail that follows. */
async function subscribe(email: string, { locale = 'fr', mailLocale }: { locale?: 'fr' | 'en'; mailLocale?: 'fr' | 'en' } = {}) {
  const address = email.trim().toLowerCase();
  const seen = await mailIdsTo(address);
  const response = await caller({ locale }).post('/api/client/newsletter', { email, ...(mailLocale ? { locale: mailLocale } : {}) });
  expect(response.status).toBe(202);
  return { response, mail: () => nextMailTo(address, seen) };
}

beforeAll(async () => {
  await seedOnce();
});

describe('newsletter double opt-in', () => {
  it('stores a pending address with its proof of consent and e-mails a single-use link that only a POST confirms', async () => {
    const email = freshAddress();
    const { response, mail: next } = await subscribe(` ${email.toUpperCase()} `, { locale: 'fr', mailLocale: 'en' });
    expect(response.body).toEqual({ data: { message: expect.stringContaining('confirmation') } });
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ email, status: 'pending', mail_locale: 'en', consent_version: expect.stringMatching(/^newsletter-consent-/), confirmed_at: null });
    expect(row.consent_ip).toMatch(/^10\./);
    expect(new Date(row.consent_at).getTime()).toBeGreaterThan(clock.ms() - 60_000);
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const mail = (await next()) as MailWithHeaders;
    expect(mail.subject).toContain('Confirm your newsletter subscription');
    const token = confirmToken(mail);
    expect(mail.text).toContain(`http://web.test/newsletter/confirm/${token}`);
    expect(row.confirm_token_hash).not.toContain(token);
    // Every newsletter e-mail carries its unsubscribe link and the one-click headers.
    expect(mail.text).toContain('http://web.test/newsletter/unsubscribe/');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/web\.test\/api\/client\/newsletter\/one-click\?token=[^>]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Opening the link (a mail scanner following it) confirms nothing.
    await request(booted().server.httpServer).get(`/newsletter/confirm/${token}`);
    expect((await rowsOf(email))[0].status).toBe('pending');

    const confirmed = await caller({ locale: 'en' }).post('/api/client/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: { status: 'confirmed' } });
    const [after] = await rowsOf(email);
    expect(after).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    expect(after.confirmed_at).toBeTruthy();

    const again = await caller({ locale: 'fr' }).post('/api/client/newsletter/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ name: 'NewsletterLinkInvalid', message: expect.stringContaining('n’est pas (ou plus) valable') });
    const againEn = await caller({ locale: 'en' }).post('/api/client/newsletter/confirm', { token });
    expect(againEn.body.error.message).toContain('This link is not (or no longer) valid');
  });

  it('answers the same for new, pending, confirmed and unsubscribed addresses, and never duplicates a row', async () => {
    const email = freshAddress();
    const first = await subscribe(email);
    const firstMail = await first.mail();
    expect(firstMail.subject).toContain('Confirmez votre inscription');
    const oldToken = confirmToken(firstMail);

    // Pending: a new confirmation link replaces the first one.
    const pending = await subscribe(email);
    expect(pending.response.body).toEqual(first.response.body);
    const newToken = confirmToken(await pending.mail());
    expect(newToken).not.toBe(oldToken);
    expect((await caller().post('/api/client/newsletter/confirm', { token: oldToken })).status).toBe(400);
    expect((await caller().post('/api/client/newsletter/confirm', { token: newToken })).status).toBe(200);

    // Confirmed: the same answer, nothing changes and no e-mail leaves.
    const before = await mailIdsTo(email);
    const [confirmedRow] = await rowsOf(email);
    const confirmedAgain = await caller().post('/api/client/newsletter', { email });
    expect(confirmedAgain.status).toBe(202);
    expect(confirmedAgain.body).toEqual(first.response.body);
    await pause(1500);
    expect(await mailIdsTo(email)).toEqual(before);
    expect(await rowsOf(email)).toEqual([confirmedRow]);

    // A brand-new address gets the very same answer.
    const other = await caller().post('/api/client/newsletter', { email: freshAddress() });
    expect(other.status).toBe(202);
    expect(other.body).toEqual(first.response.body);
    expect(other.headers['content-type']).toBe(confirmedAgain.headers['content-type']);
  });

  it('refuses unknown and expired confirmation links in the asked language', async () => {
    const unknown = await caller({ locale: 'en' }).post('/api/client/newsletter/confirm', { token: 'no-such-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.name).toBe('NewsletterLinkInvalid');

    const email = freshAddress();
    const { mail } = await subscribe(email);
    const token = confirmToken(await mail());
    await booted()
      .db.query(UID)
      .update({ where: { email }, data: { confirm_expires_at: new Date(clock.ms() - 1000) } });
    const expired = await caller({ locale: 'fr' }).post('/api/client/newsletter/confirm', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toContain('expiré');
    expect((await rowsOf(email))[0].status).toBe('pending');
  });

  it('answers 400 to a bad address, in French and in English', async () => {
    const fr = await caller({ locale: 'fr' }).post('/api/client/newsletter', { email: 'pas-une-adresse' });
    expect(fr.status).toBe(400);
    expect(fr.body.error.details.fieldErrors).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });
    const en = await caller({ locale: 'en' }).post('/api/client/newsletter', { email: 'not-an-address', locale: 'de' });
    expect(en.status).toBe(400);
    expect(en.body.error.details.fieldErrors.email).toEqual(['Enter a valid e-mail address.']);
    expect(en.body.error.details.fieldErrors.locale).toBeDefined();
  });
});

describe('newsletter unsubscription', () => {
  it('unsubscribes with the link of the e-mail (again without harm), and a new subscription asks for a new confirmation on the same row', async () => {
    const email = freshAddress();
    const { mail } = await subscribe(email);
    const first = await mail();
    expect((await caller().post('/api/client/newsletter/confirm', { token: confirmToken(first) })).status).toBe(200);
    const token = unsubscribeToken(first);

    const done = await caller({ locale: 'en' }).post('/api/client/newsletter/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { status: 'unsubscribed' } });
    const [row] = await rowsOf(email);
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribed_at).toBeTruthy();
    expect((await caller().post('/api/client/newsletter/unsubscribe', { token })).status).toBe(200);
    const unknown = await caller({ locale: 'fr' }).post('/api/client/newsletter/unsubscribe', { token: 'inconnu' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.name).toBe('NewsletterLinkInvalid');

    const back = await subscribe(email);
    const confirmAgain = await back.mail();
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ id: row.id, status: 'pending', unsubscribed_at: null })]);
    expect((await caller().post('/api/client/newsletter/confirm', { token: confirmToken(confirmAgain) })).status).toBe(200);
    // The unsubscribe link of the first e-mail still works.
    expect(unsubscribeToken(confirmAgain)).toBe(token);
  });

  it('accepts the one-click POST of the List-Unsubscribe address without the application key', async () => {
    const email = freshAddress();
    const { mail } = await subscribe(email);
    const message = (await mail()) as MailWithHeaders;
    expect((await caller().post('/api/client/newsletter/confirm', { token: confirmToken(message) })).status).toBe(200);
    const address = new URL(/^<(.+)>$/.exec(message.headers['list-unsubscribe'])![1]);
    const oneClick = await request(booted().server.httpServer).post(`${address.pathname}${address.search}`).set('X-Forwarded-For', caller().ip).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ data: { status: 'unsubscribed' } });
    expect((await rowsOf(email))[0].status).toBe('unsubscribed');

    const wrong = await request(booted().server.httpServer).post('/api/client/newsletter/one-click?token=nope').type('form').send('List-Unsubscribe=One-Click');
    expect(wrong.status).toBe(400);
    const noBody = await request(booted().server.httpServer).post(`${address.pathname}${address.search}`).type('form').send('other=1');
    expect(noBody.status).toBe(400);
  });
});

describe('newsletter limits', () => {
  it('limits subscriptions per client IP and per address with a localized 429', async () => {
    const http = caller({ locale: 'en' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await http.post('/api/client/newsletter', { email: freshAddress() })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await http.in('fr').post('/api/client/newsletter', { email: freshAddress() });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain('Réessayez');
    expect(refused.headers['retry-after']).toBeTruthy();

    const email = freshAddress();
    const perAddress: number[] = [];
    for (let i = 0; i < 4; i += 1) perAddress.push((await caller().post('/api/client/newsletter', { email })).status);
    expect(perAddress).toEqual([202, 202, 202, 429]);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('limits the uses of links per client IP', async () => {
    const http = caller({ locale: 'en' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await http.post('/api/client/newsletter/unsubscribe', { token: `guess-${i}` })).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('newsletter subscribers in the back office', () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await sharedAdmin();
  });

  it('lists subscribers with their status and proof of consent, filtered by status, language and date, without the links’ hashes', async () => {
    const confirmedEmail = freshAddress();
    const pendingEmail = freshAddress();
    const { mail } = await subscribe(confirmedEmail);
    expect((await caller().post('/api/client/newsletter/confirm', { token: confirmToken(await mail()) })).status).toBe(200);
    await subscribe(pendingEmail, { mailLocale: 'en' });

    const confirmed = await admin.http.get(`/api/admin-panel/newsletter-subscribers?filter=${q({ q: confirmedEmail, status: 'confirmed' })}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers['content-range']).toBe('newsletter-subscribers 0-0/1');
    expect(confirmed.body[0]).toMatchObject({ email: confirmedEmail, status: 'confirmed', mail_locale: 'fr', consent_version: expect.any(String), consent_ip: expect.stringMatching(/^10\./) });
    expect(confirmed.body[0].confirmed_at).toBeTruthy();
    expect(confirmed.body[0]).not.toHaveProperty('confirm_token_hash');
    expect(confirmed.body[0]).not.toHaveProperty('unsubscribe_token_hash');
    const notPending = await admin.http.get(`/api/admin-panel/newsletter-subscribers?filter=${q({ q: pendingEmail, status: 'confirmed' })}`);
    expect(notPending.body).toEqual([]);
    const english = await admin.http.get(`/api/admin-panel/newsletter-subscribers?filter=${q({ q: pendingEmail, mail_locale: 'en', status: 'pending' })}`);
    expect(english.body.map((record: { email: string }) => record.email)).toEqual([pendingEmail]);
    const today = clock.now().toISOString().slice(0, 10);
    const dated = await admin.http.get(`/api/admin-panel/newsletter-subscribers?filter=${q({ q: pendingEmail, createdAt_gte: today, createdAt_lte: today })}`);
    expect(dated.body).toHaveLength(1);
    const sorted = await admin.http.get(`/api/admin-panel/newsletter-subscribers?sort=${q(['status', 'ASC'])}&range=${q([0, 99])}`);
    expect(sorted.status).toBe(200);
  });

  it('has no way to add or edit a subscriber, deletes one for good on an erasure request, and is closed to others', async () => {
    const email = freshAddress();
    await (await subscribe(email)).mail();
    const [record] = (await admin.http.get(`/api/admin-panel/newsletter-subscribers?filter=${q({ q: email })}`)).body;

    const create = await admin.http.post('/api/admin-panel/newsletter-subscribers', { email: freshAddress(), status: 'confirmed' });
    expect([404, 405]).toContain(create.status);
    const edit = await admin.http.put(`/api/admin-panel/newsletter-subscribers/${record.id}`, { ...record, status: 'confirmed' });
    expect([404, 405]).toContain(edit.status);
    expect((await rowsOf(email))[0].status).toBe('pending');

    expect((await caller().get('/api/admin-panel/newsletter-subscribers')).status).toBe(401);
    const client = await signUpClient();
    expect([401, 403]).toContain((await client.http.get('/api/admin-panel/newsletter-subscribers')).status);

    const erased = await admin.http.delete(`/api/admin-panel/newsletter-subscribers/${record.id}`);
    expect(erased.status).toBe(200);
    expect(await rowsOf(email)).toEqual([]);
    expect((await admin.http.get(`/api/admin-panel/newsletter-subscribers/${record.id}`)).status).toBe(404);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
