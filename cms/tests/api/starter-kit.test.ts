import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';
import { PDFParse } from 'pdf-parse';
import { seedOnce, serverClock, serverOutbox, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, type SignedIn } from '../helpers/accounts';
import { latestMailTo, mailsTo, type CaughtMail } from '../helpers/mail';
import type { Row } from '../helpers/strapi-types';
import { clock } from '../../src/contracts/clock';

/**
 * The free starter kit and brochure (spec §1; docs/api-engagement.md "Starter kit and brochure"):
 * the request, the e-mail with its two PDF files made from the CMS pages, the retries of a failed
 * delivery, the limits, and the back office's list and "send again".
 */
const UID = 'api::starter-kit-request.starter-kit-request';
const OUTBOX = 'api::outbox-message.outbox-message';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const address = (tag = unique()) => `kit-${tag}${unique()}@example.org`;

/** The bytes of every attachment of `mail`, with their MailDev description. */
async function attachments(mail: CaughtMail): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }[]> {
  return Promise.all(
    (mail.attachments ?? []).map(async (file) => {
      const response = await fetch(`${process.env.MAIL_CATCHER_URL}/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName)}`);
      return { fileName: file.fileName, contentType: file.contentType, bytes: new Uint8Array(await response.arrayBuffer()) };
    }),
  );
}

/** The text of a PDF file, as a reader's copy and paste would give it (one space for any run of spaces). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/[\s\u202f\u00a0]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The stored request `documentId` once `check` holds for it (the e-mail leaves after the answer). */
async function storedWhen(strapi: Core.Strapi, documentId: string, check: (row: Row<typeof UID>) => boolean, timeoutMs = 20_000): Promise<Row<typeof UID>> {
  const started = clock.ms();
  for (;;) {
    const row = await strapi.db.query(UID).findOne({ where: { documentId } });
    if (row && check(row)) return row;
    if (clock.ms() - started > timeoutMs) throw new Error(`request ${documentId} is ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('free starter kit and brochure', () => {
  let strapi: Core.Strapi;
  let admin: SignedIn;

  beforeAll(async () => {
    strapi = await seedOnce();
    admin = await sharedAdmin();
  }, 300_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('e-mails the starter kit and the brochure as two French PDF files made from the CMS', async () => {
    const email = address('fr');
    const response = await caller({ locale: 'fr' }).post('/api/client/starter-kit', { name: 'Léa Moreau', email: ` ${email.toUpperCase()} `, locale: 'fr' });
    expect(response.status).toBe(202);
    const mail = await latestMailTo(email, { timeoutMs: 20_000 });
    expect(mail.subject).toMatch(/^Votre kit de démarrage et votre brochure/);
    expect(mail.text).toContain('Bonjour Léa Moreau');
    const files = await attachments(mail);
    expect(files.map((file) => [file.fileName, file.contentType])).toEqual([
      ['kit-de-demarrage.pdf', 'application/pdf'],
      ['brochure.pdf', 'application/pdf'],
    ]);
    const [kit, brochure] = await Promise.all(files.map((file) => pdfText(file.bytes)));
    expect(kit).toContain('Kit de démarrage bien-être');
    expect(kit).toContain('Une routine du matin en dix minutes');
    expect(kit).toContain('Un grand verre d’eau tiède');
    expect(kit).toContain('500+ experts pré-inscrits');
    expect(kit).toContain('5000 ans d’Ayurveda');
    expect(brochure).toContain('Brochure Ayuvie');
    expect(brochure).toContain('« Prendre soin de soi n’est pas un luxe, c’est une nécessité. »');
    expect(brochure).toContain('Votre confiance, notre priorité');
    expect(brochure).not.toContain('**');

    const row = await storedWhen(strapi, response.body.data.id, (stored) => stored.status === 'sent');
    expect(row).toMatchObject({ name: 'Léa Moreau', email, mail_locale: 'fr', attempts: 1, last_error: null, next_attempt_at: null });
    expect(row.sent_at).toBeTruthy();
  });

  it('sends them in English when asked, whatever the language of the page', async () => {
    const email = address('en');
    const response = await caller({ locale: 'fr' }).post('/api/client/starter-kit', { name: 'Sam Taylor', email, locale: 'en' });
    expect(response.status).toBe(202);
    const mail = await latestMailTo(email, { timeoutMs: 20_000 });
    expect(mail.subject).toMatch(/^Your starter kit and brochure/);
    const files = await attachments(mail);
    expect(files.map((file) => file.fileName)).toEqual(['starter-kit.pdf', 'brochure.pdf']);
    const [kit, brochure] = await Promise.all(files.map((file) => pdfText(file.bytes)));
    expect(kit).toContain('Wellness starter kit');
    expect(kit).toContain('A ten-minute morning routine');
    expect(kit).toContain('5000 years of Ayurveda');
    expect(kit).not.toContain('Kit de démarrage');
    expect(brochure).toContain('Your trust, our priority');
  });

  it('answers 400 with per-field messages in the asked language and stores nothing', async () => {
    const before = await strapi.db.query(UID).count({});
    const fr = await caller({ locale: 'fr' }).post('/api/client/starter-kit', { name: ' ', email: 'pas-une-adresse', locale: 'de' });
    expect(fr.status).toBe(400);
    expect(fr.body.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Certains champs sont invalides.' });
    expect(fr.body.error.details.fieldErrors).toMatchObject({ name: ['Ce champ est obligatoire.'], email: ['Saisissez une adresse e-mail valide.'] });
    expect(fr.body.error.details.fieldErrors.locale).toHaveLength(1);
    const en = await caller({ locale: 'en' }).post('/api/client/starter-kit', { email: 'a@b.co', locale: 'en', status: 'sent' });
    expect(en.status).toBe(400);
    expect(en.body.error.details.fieldErrors).toEqual({ name: ['This field is required.'], status: ['Unexpected field: status.'] });
    expect(await strapi.db.query(UID).count({})).toBe(before);
  });

  it('limits requests to 3 a day per e-mail address and 10 an hour per client address, in the asked language', async () => {
    const email = address('limit');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await caller().post('/api/client/starter-kit', { name: 'Ana', email, locale: 'fr' })).status);
    const fourth = await caller({ locale: 'fr' }).post('/api/client/starter-kit', { name: 'Ana', email, locale: 'fr' });
    expect(statuses).toEqual([202, 202, 202]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ min\.$/);
    expect(fourth.headers['retry-after']).toBeTruthy();

    const office = caller({ locale: 'en' });
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i += 1) fromOne.push((await office.post('/api/client/starter-kit', { name: 'Ben', email: address(`ip${i}`), locale: 'en' })).status);
    expect(fromOne.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(fromOne[10]).toBe(429);
    const refused = await office.post('/api/client/starter-kit', { name: 'Ben', email: address('ip'), locale: 'en' });
    expect(refused.body.error.message).toMatch(/^Too many attempts\. Try again in \d+ min\.$/);
    // Sixteen requests one after the other, each e-mailed in the background: longer than one request's limit.
  }, 90_000);

  it('marks a failed delivery, which the outbox retries with growing delays until the mail server takes it', async () => {
    const mailer = strapi.plugin('email').service('email');
    const send = vi.spyOn(mailer, 'send').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:1'));
    const email = address('retry');
    // Other requests' e-mails may still be leaving: count the tries of this one only.
    const tries = () => send.mock.calls.filter(([message]) => (message as { to?: string }).to === email).length;
    const response = await caller({ locale: 'en' }).post('/api/client/starter-kit', { name: 'Ravi', email, locale: 'en' });
    expect(response.status).toBe(202);
    const id = response.body.data.id as string;
    const failed = await storedWhen(strapi, id, (row) => row.status === 'failed');
    expect(failed).toMatchObject({ attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    const message = await strapi.db.query(OUTBOX).findOne({ where: { related: `starter-kit:${id}` } });
    expect(message).toMatchObject({ template: 'starter-kit', recipient: email, status: 'failed', attempts: 1 });
    const due = Number(message.next_attempt_at);
    expect(due - serverClock().ms()).toBeGreaterThan(30_000);
    expect(due - serverClock().ms()).toBeLessThanOrEqual(60_000);
    expect(tries()).toBe(1);

    try {
      // Not due yet: the worker leaves it alone.
      await serverOutbox().drainOutbox();
      expect(tries()).toBe(1);
      // Due and the mail server still down: a second failure, a longer delay (5 minutes).
      serverClock().set(due + 1000);
      await serverOutbox().drainOutbox();
      expect(tries()).toBe(2);
      const second = await strapi.db.query(OUTBOX).findOne({ where: { related: `starter-kit:${id}` } });
      expect(second).toMatchObject({ status: 'failed', attempts: 2 });
      expect(Number(second.next_attempt_at) - serverClock().ms()).toBeGreaterThan(4 * 60_000);
      expect(await strapi.db.query(UID).findOne({ where: { documentId: id } })).toMatchObject({ status: 'failed', attempts: 2 });

      // Back up: the next attempt sends it, once.
      send.mockRestore();
      serverClock().set(Number(second.next_attempt_at) + 1000);
      await serverOutbox().drainOutbox();
      expect(await strapi.db.query(UID).findOne({ where: { documentId: id } })).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      const mail = await latestMailTo(email);
      expect(mail.attachments).toHaveLength(2);
      expect(await mailsTo(email)).toHaveLength(1);
    } finally {
      serverClock().reset();
    }
  });

  it('lets an admin send a request again', async () => {
    const email = address('resend');
    const spent = await strapi.documents(UID).create({
      data: { name: 'Nina Resend', email, mail_locale: 'en', status: 'failed', attempts: 9, last_error: 'connect ECONNREFUSED 127.0.0.1:1' } as never,
    });
    const response = await admin.http.post(`/api/admin-panel/starter-kit-requests/${spent.documentId}/resend`, {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: spent.documentId, email, mail_locale: 'en', status: 'pending', last_error: null });
    const mail = await latestMailTo(email);
    expect(mail.subject).toMatch(/^Your starter kit and brochure/);
    expect(mail.attachments).toHaveLength(2);
    expect(await storedWhen(strapi, spent.documentId, (row) => row.status === 'sent')).toMatchObject({ status: 'sent', last_error: null });

    const missing = await admin.http.post('/api/admin-panel/starter-kit-requests/nope/resend', {});
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Enregistrement introuvable.');
  });

  it('lists requests in the back office by status, language, date and text, read only', async () => {
    const marker = `Filter${unique()}`;
    const make = (suffix: string, data: Record<string, unknown>) => strapi.documents(UID).create({ data: { name: `${marker} ${suffix}`, email: address(suffix), attempts: 1, ...data } as never });
    const sentEn = await make('sent-en', { mail_locale: 'en', status: 'sent', sent_at: clock.now() });
    const failedFr = await make('failed-fr', { mail_locale: 'fr', status: 'failed', last_error: 'The mail server could not be reached or refused the message.' });
    await make('sent-fr', { mail_locale: 'fr', status: 'sent', sent_at: clock.now() });

    const all = await admin.http.get(`/api/admin-panel/starter-kit-requests?filter=${q({ q: marker })}&sort=${q(['name', 'ASC'])}&range=${q([0, 9])}`);
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('starter-kit-requests 0-2/3');
    expect(all.body.map((row: { name: string }) => row.name)).toEqual([`${marker} failed-fr`, `${marker} sent-en`, `${marker} sent-fr`]);

    const failed = await admin.http.get(`/api/admin-panel/starter-kit-requests?filter=${q({ q: marker, status: 'failed' })}`);
    expect(failed.body).toEqual([
      expect.objectContaining({ id: failedFr.documentId, status: 'failed', mail_locale: 'fr', last_error: 'The mail server could not be reached or refused the message.' }),
    ]);
    const english = await admin.http.get(`/api/admin-panel/starter-kit-requests?filter=${q({ q: marker, mail_locale: 'en' })}`);
    expect(english.body.map((row: { id: string }) => row.id)).toEqual([sentEn.documentId]);
    const today = clock.now().toISOString().slice(0, 10);
    const byDate = await admin.http.get(`/api/admin-panel/starter-kit-requests?filter=${q({ q: marker, createdAt_gte: today, createdAt_lte: today })}`);
    expect(byDate.body).toHaveLength(3);
    const tomorrow = new Date(clock.ms() + 86_400_000).toISOString().slice(0, 10);
    expect((await admin.http.get(`/api/admin-panel/starter-kit-requests?filter=${q({ q: marker, createdAt_gte: tomorrow })}`)).body).toEqual([]);
    const byEmail = await admin.http.get(`/api/admin-panel/starter-kit-requests?filter=${q({ q: sentEn.email })}`);
    expect(byEmail.body.map((row: { id: string }) => row.id)).toEqual([sentEn.documentId]);

    const one = await admin.http.get(`/api/admin-panel/starter-kit-requests/${sentEn.documentId}`);
    expect(one.body).toMatchObject({ id: sentEn.documentId, status: 'sent', attempts: 1 });
    expect((await admin.http.put(`/api/admin-panel/starter-kit-requests/${sentEn.documentId}`, { status: 'failed' })).status).toBe(405);
    expect((await admin.http.post('/api/admin-panel/starter-kit-requests', { name: 'x' })).status).toBe(405);
    expect((await admin.http.delete(`/api/admin-panel/starter-kit-requests/${sentEn.documentId}`)).status).toBe(405);
    expect((await admin.http.get(`/api/admin-panel/starter-kit-requests?filter=${q({ status: 'lost' })}`)).status).toBe(400);
  });

  it('keeps the list and the action to admins (401 to anyone else, a client included)', async () => {
    const anonymous = caller();
    expect((await anonymous.get('/api/admin-panel/starter-kit-requests')).status).toBe(401);
    expect((await anonymous.post('/api/admin-panel/starter-kit-requests/any/resend')).status).toBe(401);
    const client = await signUpClient();
    expect((await client.http.get('/api/admin-panel/starter-kit-requests')).status).toBe(401);
    expect((await client.http.post('/api/admin-panel/starter-kit-requests/any/resend')).status).toBe(401);
  });
});
