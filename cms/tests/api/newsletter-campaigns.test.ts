/**
 * Newsletter campaigns (contracts/admin-newsletter, docs/messaging.md "Newsletter campaigns"): an admin
 * writes a campaign, previews it, sends a test to their own address, then sends it once, now or at a set
 * time; it reaches the confirmed subscribers only, each in their language (French when the English side
 * is empty), through the outbox, throttled, with the unsubscribe link and the one-click headers, read
 * from the real SMTP catcher. The outbox is drained by the test (`drainOutbox`) and the server's clock
 * moved (`serverClock`), never waited for.
 */
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, serverClock, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, type SignedIn } from '../helpers/accounts';
import { mailsTo, nextMailTo, type CaughtMail } from '../helpers/mail';

const SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber';
const OUTBOX = 'api::outbox-message.outbox-message';
const CAMPAIGNS = '/api/admin-panel/newsletter-campaigns';
const MINUTE = 60_000;

/** The outbox of the booted server (the compiled module instance the server runs). */
function outbox(): typeof import('../../src/lib/outbox') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'lib', 'outbox', 'index.js'));
}

/** Send every due message of the outbox now (and wait until done). */
const drain = () => outbox().drainOutbox();

/** A MailDev message with its headers (lower-cased names). */
type MailWithHeaders = CaughtMail & { headers: Record<string, string> };

type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A fresh subscriber row in `status`, its e-mails in `locale`. */
async function subscriber(status: SubscriberStatus, locale: 'fr' | 'en' = 'fr'): Promise<string> {
  const email = `campaign-${unique()}${unique()}@example.org`;
  await booted()
    .db.query(SUBSCRIBER)
    .create({
      data: {
        email,
        status,
        mail_locale: locale,
        unsubscribe_token_hash: `stale-${unique()}`,
        consent_at: new Date(serverClock().ms()),
        consent_version: 'newsletter-consent-test',
        ...(status === 'confirmed' ? { confirmed_at: new Date(serverClock().ms()) } : {}),
        ...(status === 'unsubscribed' ? { unsubscribed_at: new Date(serverClock().ms() - MINUTE) } : {}),
      },
    });
  return email;
}

/** Confirmed subscribers now (every file of the run shares the database). */
const confirmedCount = () =>
  booted()
    .db.query(SUBSCRIBER)
    .count({ where: { status: 'confirmed' } });

/** The outbox messages of campaign `id` to subscribers. */
const messagesOf = async (id: string) =>
  (await booted()
    .db.query(OUTBOX)
    .findMany({ where: { related: `campaign:${id}` }, orderBy: { id: 'asc' } })) as { recipient: string; status: string; next_attempt_at: string | number; priority: number; language: string }[];

/** The unsubscribe token of the newsletter's links to `email`. */
function unsubscribeToken(email: string): string {
  const { unsubscribeUrl } = booted().service('api::newsletter-subscriber.newsletter').mailing(email) as { unsubscribeUrl: string };
  return decodeURIComponent(unsubscribeUrl.split('/').pop()!);
}

const BODY_FR = 'Bonjour,\n\nNos **conseils** de printemps : [lire l’article](/blog/printemps).\n\n- Dormir\n- Respirer\n\n<script>alert(1)</script>';
const BODY_EN = 'Hello,\n\nOur spring **advice**: [read the post](/blog/spring).\n\n- Sleep\n- Breathe';

let admin: SignedIn;

/** A new draft campaign (French, and English unless `english: false`). */
async function draft({ english = true, subject = `Printemps ${unique()}` } = {}): Promise<{ id: string; subject: string; subjectEn: string }> {
  const subjectEn = `Spring ${subject.split(' ').pop()}`;
  const created = await admin.http.post(CAMPAIGNS, {
    subject: { fr: subject, en: english ? subjectEn : '' },
    body: { fr: BODY_FR, en: english ? BODY_EN : null },
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ status: 'draft', send_at: null, recipients: null, subject: { fr: subject, en: english ? subjectEn : null } });
  return { id: created.body.id, subject, subjectEn };
}

beforeAll(async () => {
  await seedOnce();
  admin = await sharedAdmin();
});

afterEach(async () => {
  delete process.env.NEWSLETTER_RATE_PER_MINUTE;
  // Nothing a test queued is left for the next files: what is still waiting leaves now.
  const clock = serverClock();
  clock.set(clock.ms() + 7 * 24 * 60 * MINUTE);
  try {
    await drain();
  } finally {
    clock.reset();
  }
});

describe('writing a campaign', () => {
  it('stores subject and Markdown body per language, requires the English subject and body together, and lists, searches and filters campaigns', async () => {
    const { id, subject } = await draft();
    const shown = await admin.http.get(`${CAMPAIGNS}/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id, status: 'draft', body: { fr: BODY_FR, en: BODY_EN }, counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 } });

    const half = await admin.http.in('en').post(CAMPAIGNS, { subject: { fr: 'Sujet', en: 'Subject' }, body: { fr: 'Texte', en: '' } });
    expect(half.status).toBe(400);
    expect(half.body.error.details.fieldErrors).toEqual({ 'body.en': ['This field is required.'] });

    const found = await admin.http.get(`${CAMPAIGNS}?filter=${encodeURIComponent(JSON.stringify({ q: subject, status: 'draft' }))}`);
    expect(found.status).toBe(200);
    expect(found.headers['content-range']).toBe('newsletter-campaigns 0-0/1');
    expect(found.body[0]).toMatchObject({ id, subject: { fr: subject } });
    const sorted = await admin.http.get(`${CAMPAIGNS}?sort=${encodeURIComponent(JSON.stringify(['status', 'ASC']))}`);
    expect(sorted.status).toBe(200);

    const changed = await admin.http.put(`${CAMPAIGNS}/${id}`, { ...shown.body, subject: { fr: `${subject} !`, en: '' }, body: { fr: 'Court.', en: null } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ subject: { fr: `${subject} !`, en: null }, body: { fr: 'Court.', en: null } });

    expect((await caller().get(CAMPAIGNS)).status).toBe(401);
    const client = await signUpClient();
    expect([401, 403]).toContain((await client.http.get(CAMPAIGNS)).status);
  });

  it('previews both languages as subscribers will see them, safely, with French for English subscribers when there is no English side', async () => {
    const preview = await admin.http.post(`${CAMPAIGNS}/preview`, { subject: { fr: 'Lettre de mai', en: 'May letter' }, body: { fr: BODY_FR, en: BODY_EN } });
    expect(preview.status).toBe(200);
    expect(preview.body.fr).toMatchObject({ content_locale: 'fr', subject: expect.stringContaining('Lettre de mai') });
    expect(preview.body.en).toMatchObject({ content_locale: 'en', subject: expect.stringContaining('May letter') });
    expect(preview.body.fr.html).toContain('<strong>conseils</strong>');
    expect(preview.body.fr.html).toContain('href="http://web.test/blog/printemps"');
    expect(preview.body.fr.html).not.toContain('<script');
    expect(preview.body.fr.html).toContain('Se désinscrire');
    expect(preview.body.fr.text).toContain('lire l’article (http://web.test/blog/printemps)');
    expect(preview.body.en.text).toContain('- Breathe');
    expect(preview.body.en.text).toContain('http://web.test/newsletter/unsubscribe/');

    const frenchOnly = await admin.http.post(`${CAMPAIGNS}/preview`, { subject: { fr: 'Lettre de juin' }, body: { fr: 'Bonjour.' } });
    expect(frenchOnly.body.en).toMatchObject({ content_locale: 'fr', subject: expect.stringContaining('Lettre de juin') });
    expect(frenchOnly.body.en.html).toContain('<html lang="fr"');
  });
});

describe('a test to the admin', () => {
  it('sends the campaign to the signed-in admin in both languages, or in the one asked for, and to no subscriber', async () => {
    const { id, subject, subjectEn } = await draft();
    const tested = await admin.http.post(`${CAMPAIGNS}/${id}/test`, {});
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ id, status: 'draft', counts: { queued: 0, sent: 0, failed: 0 } });
    await drain();
    const french = await nextMailTo(admin.email, new Set(), { match: (mail) => mail.subject.includes(subject) && !mail.subject.includes(subjectEn) });
    expect(french.subject.startsWith(`[Essai] ${subject}`)).toBe(true);
    expect(french.text).toContain('Essai de la lettre d’information');
    const english = await nextMailTo(admin.email, new Set(), { match: (mail) => mail.subject.includes(subjectEn) });
    expect(english.subject.startsWith(`[Test] ${subjectEn}`)).toBe(true);
    expect(english.text).toContain('Breathe');
    expect(await messagesOf(id)).toEqual([]);

    const seen = new Set((await mailsTo(admin.email)).map((mail) => mail.id));
    expect((await admin.http.post(`${CAMPAIGNS}/${id}/test`, { locale: 'en' })).status).toBe(200);
    await drain();
    await nextMailTo(admin.email, seen, { match: (mail) => mail.subject.includes(subjectEn) });
    const after = (await mailsTo(admin.email)).filter((mail) => !seen.has(mail.id) && mail.subject.includes(subject.split(' ').pop()!));
    expect(after.map((mail) => mail.subject.slice(0, 7))).toEqual(['[Test] ']);

    expect((await admin.http.post(`${CAMPAIGNS}/unknown-campaign/test`, {})).status).toBe(404);
  });
});

describe('sending a campaign', () => {
  it('reaches the confirmed subscribers only, each in their language, with the unsubscribe link and one-click headers; a second send is refused', async () => {
    process.env.NEWSLETTER_RATE_PER_MINUTE = '6000000';
    const french = await subscriber('confirmed', 'fr');
    const english = await subscriber('confirmed', 'en');
    const pending = await subscriber('pending', 'fr');
    const gone = await subscriber('unsubscribed', 'en');
    const { id, subject, subjectEn } = await draft();
    const recipients = await confirmedCount();

    const sent = await admin.http.post(`${CAMPAIGNS}/${id}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id, status: 'sending', recipients, sent_by: admin.email });
    const messages = await messagesOf(id);
    expect(messages).toHaveLength(recipients);
    expect(messages.find((message) => message.recipient === english)).toMatchObject({ language: 'en', priority: 9 });
    await drain();

    const frenchMail = (await nextMailTo(french, new Set())) as MailWithHeaders;
    expect(frenchMail.subject).toContain(subject);
    expect(frenchMail.html).toContain('<strong>conseils</strong>');
    expect(frenchMail.html).not.toContain('<script');
    expect(frenchMail.text).toContain(`http://web.test/newsletter/unsubscribe/${encodeURIComponent(unsubscribeToken(french))}`);
    expect(frenchMail.headers['list-unsubscribe']).toBe(`<http://web.test/api/client/newsletter/one-click?token=${encodeURIComponent(unsubscribeToken(french))}>`);
    expect(frenchMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const englishMail = (await nextMailTo(english, new Set())) as MailWithHeaders;
    expect(englishMail.subject).toContain(subjectEn);
    expect(englishMail.text).toContain('Unsubscribe');
    expect(englishMail.headers['list-unsubscribe']).toContain('/api/client/newsletter/one-click?token=');
    expect(await mailsTo(pending)).toEqual([]);
    expect(await mailsTo(gone)).toEqual([]);

    const done = await admin.http.get(`${CAMPAIGNS}/${id}`);
    expect(done.body).toMatchObject({ status: 'sent', recipients, counts: { queued: 0, sent: recipients, failed: 0, unsubscribed: 0 } });
    expect(done.body.finished_at).toBeTruthy();

    const again = await admin.http.post(`${CAMPAIGNS}/${id}/send`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ name: 'CampaignAlreadySent', message: expect.stringContaining('déjà été envoyée') });
    const againEn = await admin.http.in('en').post(`${CAMPAIGNS}/${id}/send`, { at: new Date(serverClock().ms() + 60 * MINUTE).toISOString() });
    expect(againEn.status).toBe(409);
    expect(againEn.body.error.message).toContain('already sent');
    expect(await messagesOf(id)).toHaveLength(recipients);

    // A sent campaign is kept as it was sent.
    const edit = await admin.http.in('en').put(`${CAMPAIGNS}/${id}`, { subject: { fr: 'Autre', en: '' }, body: { fr: 'Autre', en: '' } });
    expect(edit.status).toBe(409);
    expect(edit.body.error.name).toBe('CampaignNotDraft');
    expect((await admin.http.delete(`${CAMPAIGNS}/${id}`)).status).toBe(409);
  });

  it('sends the French campaign to English subscribers when the English side is empty', async () => {
    process.env.NEWSLETTER_RATE_PER_MINUTE = '6000000';
    const english = await subscriber('confirmed', 'en');
    const { id, subject } = await draft({ english: false });
    expect((await admin.http.post(`${CAMPAIGNS}/${id}/send`, {})).status).toBe(200);
    await drain();
    const mail = await nextMailTo(english, new Set());
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('Nos conseils de printemps');
    expect(mail.text).toContain('Se désinscrire');
  });

  it('sends nothing before the set time, then everything from it', async () => {
    process.env.NEWSLETTER_RATE_PER_MINUTE = '6000000';
    const reader = await subscriber('confirmed', 'fr');
    const { id, subject } = await draft();
    const clock = serverClock();
    const past = await admin.http.in('en').post(`${CAMPAIGNS}/${id}/send`, { at: new Date(clock.ms() - MINUTE).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.error.details.fieldErrors.at).toEqual(['Choose a date and time in the future.']);

    const at = clock.ms() + 2 * 60 * MINUTE;
    const scheduled = await admin.http.post(`${CAMPAIGNS}/${id}/send`, { at: new Date(at).toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', send_at: new Date(at).toISOString() });
    expect((await messagesOf(id)).every((message) => Number(message.next_attempt_at) >= at)).toBe(true);
    await drain();
    expect(await mailsTo(reader)).toEqual([]);
    expect((await admin.http.get(`${CAMPAIGNS}/${id}`)).body).toMatchObject({ status: 'scheduled', counts: { sent: 0 } });

    clock.set(at + 1000);
    try {
      expect((await admin.http.get(`${CAMPAIGNS}/${id}`)).body.status).toBe('sending');
      await drain();
      expect((await nextMailTo(reader, new Set())).subject).toContain(subject);
      expect((await admin.http.get(`${CAMPAIGNS}/${id}`)).body).toMatchObject({ status: 'sent', counts: { queued: 0 } });
    } finally {
      clock.reset();
    }
  });

  it('spreads the e-mails at the configured rate, counts them, and withdraws those of a subscriber who unsubscribes before theirs leaves', async () => {
    process.env.NEWSLETTER_RATE_PER_MINUTE = '1';
    const readers = [await subscriber('confirmed', 'fr'), await subscriber('confirmed', 'en'), await subscriber('confirmed', 'fr')];
    const { id } = await draft();
    const clock = serverClock();
    const sent = await admin.http.post(`${CAMPAIGNS}/${id}/send`, {});
    expect(sent.status).toBe(200);
    const recipients = sent.body.recipients as number;
    const start = new Date(sent.body.send_at).getTime();

    const due = (await messagesOf(id)).map((message) => Number(message.next_attempt_at));
    expect(due).toHaveLength(recipients);
    expect(due.map((instant) => instant - start)).toEqual(due.map((_, index) => index * MINUTE));

    // Only the first e-mail is due now.
    await drain();
    expect((await admin.http.get(`${CAMPAIGNS}/${id}`)).body).toMatchObject({ status: 'sending', counts: { queued: recipients - 1, sent: 1, failed: 0, unsubscribed: 0 } });

    // The last reader leaves before their e-mail's turn: it never goes.
    const leaving = readers[2];
    const unsubscribed = await caller().post('/api/client/newsletter/unsubscribe', { token: unsubscribeToken(leaving) });
    expect(unsubscribed.status).toBe(200);
    expect((await admin.http.get(`${CAMPAIGNS}/${id}`)).body.counts).toEqual({ queued: recipients - 2, sent: 1, failed: 0, unsubscribed: 1 });

    // One minute later, the second one.
    clock.set(start + MINUTE);
    try {
      await drain();
      expect((await admin.http.get(`${CAMPAIGNS}/${id}`)).body.counts).toMatchObject({ queued: Math.max(recipients - 3, 0), sent: Math.min(2, recipients - 1) });
      clock.set(start + recipients * MINUTE);
      await drain();
      await nextMailTo(readers[0], new Set());
      await nextMailTo(readers[1], new Set());
      expect(await mailsTo(leaving)).toEqual([]);
      expect((await admin.http.get(`${CAMPAIGNS}/${id}`)).body).toMatchObject({ status: 'sent', counts: { queued: 0, sent: recipients - 1, failed: 0, unsubscribed: 1 } });
    } finally {
      clock.reset();
    }
  });
});
