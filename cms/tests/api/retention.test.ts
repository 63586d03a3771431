/**
 * Retention (docs/privacy.md "Retention"; lib/retention-periods.ts, `api::retention.retention`): the daily
 * job removes each kind of personal data once its period has passed, and not a minute before: chat
 * messages and the files sent in the room (rows and content in the store), room attendance, health
 * assessments, waiting-list entries, unconfirmed newsletter subscriptions, sent and dead outbox messages,
 * audit-log rows, data requests, contact requests, expired codes and password links; it clears the IP of
 * old starter-kit requests and expires unused erasure links. The data is made through the product's own
 * doors where it has one (the room, the forms, the e-mails); the job runs at chosen instants. Each period
 * follows its environment variable; the daily claim lets one run a day through; the privacy policy of the
 * seed states the same periods.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UID } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { booted, seedOnce, serverOutbox, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, type SignedIn } from '../helpers/accounts';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { completeHealthAssessment } from '../helpers/bookings';
import { download, part, pdfBytes } from '../helpers/files';
import { mailIdsTo, nextMailTo } from '../helpers/mail';
import { expectStatus } from '../helpers/onboarding';
import type { Row } from '../helpers/strapi-types';
import { closeSockets, enter, eventually } from '../helpers/room';
import type { RetentionReport, RetentionService } from '../../src/api/retention/services/retention';
import { DEFAULT_RETENTION_PERIODS, RETENTION_SETTINGS, publishedLegalText, readRetentionPeriods, type RetentionPeriod } from '../../src/lib/retention-periods';
import { clock } from '../../src/contracts/clock';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The retention service of the booted server. */
const retention = () => booted().service('api::retention.retention') as unknown as RetentionService;

/** `instant` plus `period` (UTC calendar months or days), as the job counts. */
const plus = (instant: Date, period: RetentionPeriod) =>
  DateTime.fromJSDate(instant, { zone: 'utc' })
    .plus(period.unit === 'months' ? { months: period.amount } : { days: period.amount })
    .toJSDate();

/** A minute before the period from `reference` ends: the data is still there. */
const justBefore = (reference: Date, period: RetentionPeriod) => new Date(plus(reference, period).getTime() - MINUTE);

/**
 * A minute after the period from `reference` has ended (a day later when the calendar makes the end
 * ambiguous, a reference on 29 February): the data is gone.
 */
function justAfter(reference: Date, period: RetentionPeriod): Date {
  const after = new Date(plus(reference, period).getTime() + MINUTE);
  const back = DateTime.fromJSDate(after, { zone: 'utc' }).minus(period.unit === 'months' ? { months: period.amount } : { days: period.amount });
  return back.toMillis() > reference.getTime() ? after : new Date(after.getTime() + DAY);
}

const q = <U extends UID.ContentType>(uid: U) => booted().db.query(uid);
/** The stored row of `uid` matching `where` (private fields included), or null. */
const one = <U extends UID.ContentType>(uid: U, where: Record<string, unknown>) => q(uid).findOne({ where }) as Promise<Row<U> | null>;
const asDate = (value: unknown) => new Date(value as string);
/** Where the content of a private file is, in the test run's private directory. */
const storedFile = (key: unknown) => path.join(process.env.PRIVATE_FILES_DIR as string, String(key));

describe('the daily retention job', { timeout: 240_000 }, () => {
  let parties: BookingParties;
  let session: InsertedBooking;
  let clientWithoutBooking: SignedIn;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    await seedOnce();
    parties = await bookingParties();
    clientWithoutBooking = await signUpClient();
    // A session whose room is open: both parties come in, chat, and the consultant sends a file that the client downloads.
    session = await insertBooking(parties, new Date(clock.ms() + 5 * MINUTE));
    const consultantSocket = await enter(parties.consultant, session.room_id);
    const clientSocket = await enter(parties.client, session.room_id);
    expect((await clientSocket.emitWithAck('chat:send', { text: 'Bonjour, voici mes questions.' })).ok).toBe(true);
    const sent = await parties.consultant.http.upload('post', `/api/consultant/rooms/${session.room_id}/files`, part.pdf(pdfBytes('Programme de respiration'), 'programme.pdf'), {
      text: 'Votre programme',
    });
    expectStatus(sent, 201);
    made.chatFile = sent.body.data.attachment.id;
    expect((await download(parties.client.http.get(sent.body.data.attachment.url))).status).toBe(200);
    consultantSocket.close();
    clientSocket.close();
    await eventually(async () => (await q('api::room-attendance.room-attendance').findMany({ where: { booking: { documentId: session.documentId }, left_at: { $null: true } } })).length === 0);
    // Health assessments: the client of the session, and a client who never booked (with a document).
    await completeHealthAssessment(parties.client);
    await completeHealthAssessment(clientWithoutBooking);
    const answers = (await clientWithoutBooking.http.get('/api/client/health-assessment')).body.data.answers;
    expectStatus(await clientWithoutBooking.http.upload('put', '/api/client/health-assessment', part.pdf(pdfBytes('Analyses'), 'analyses.pdf'), { answers: JSON.stringify(answers) }), 200);
  }, 300_000);

  afterAll(closeSockets);

  it('removes the chat and its files 12 months after the session, the attendance 3 years after, and the health assessments 3 years after the last session', async () => {
    const end = asDate(session.end);
    const messages = () => q('api::room-message.room-message').findMany({ where: { booking: { documentId: session.documentId } } });
    const attendance = () => q('api::room-attendance.room-attendance').findMany({ where: { booking: { documentId: session.documentId } } });
    const file = await one('api::private-file.private-file', { documentId: made.chatFile });
    expect(file).toBeTruthy();
    expect(fs.existsSync(storedFile(file!.storage_key))).toBe(true);
    expect(await messages()).toHaveLength(2);
    expect((await attendance()).length).toBeGreaterThanOrEqual(2);

    await retention().run(justBefore(end, DEFAULT_RETENTION_PERIODS.chat));
    expect(await messages()).toHaveLength(2);
    expect(fs.existsSync(storedFile(file!.storage_key))).toBe(true);

    const report = await retention().run(justAfter(end, DEFAULT_RETENTION_PERIODS.chat));
    expect(await messages()).toEqual([]);
    expect(await one('api::private-file.private-file', { documentId: made.chatFile })).toBeNull();
    expect(fs.existsSync(storedFile(file!.storage_key))).toBe(false);
    expect(report.chatMessages).toBeGreaterThanOrEqual(2);
    expect(report.chatFiles).toBeGreaterThanOrEqual(1);
    // The session itself, its attendance and the file's audit trail stay.
    expect(await one('api::booking.booking', { documentId: session.documentId })).toBeTruthy();
    expect((await attendance()).length).toBeGreaterThanOrEqual(2);
    expect(await one('api::audit-log.audit-log', { file_document_id: made.chatFile })).toBeTruthy();

    // The health assessment of a client who never booked counts from its last change; its document goes with it.
    const lonely = await one('api::health-assessment.health-assessment', { client: { user: { email: clientWithoutBooking.email } } });
    const document = await q('api::health-assessment.health-assessment').findOne({ where: { id: lonely!.id }, populate: { document: true } });
    expect(document.document).toBeTruthy();
    const changed = asDate(lonely!.updatedAt);
    await retention().run(justBefore(changed, DEFAULT_RETENTION_PERIODS.healthAssessments));
    expect(await one('api::health-assessment.health-assessment', { id: lonely!.id })).toBeTruthy();
    // The client of the session: its assessment, changed at the same time, stays while its session is recent.
    const booked = await one('api::health-assessment.health-assessment', { client: { user: { email: parties.client.email } } });
    expect(booked).toBeTruthy();
    await retention().run(justAfter(changed, DEFAULT_RETENTION_PERIODS.healthAssessments));
    expect(await one('api::health-assessment.health-assessment', { id: lonely!.id })).toBeNull();
    expect(fs.existsSync(storedFile(document.document.storage_key))).toBe(false);
    expect(await one('api::health-assessment.health-assessment', { id: booked!.id })).toBeTruthy();

    await retention().run(justBefore(end, DEFAULT_RETENTION_PERIODS.roomAttendance));
    expect((await attendance()).length).toBeGreaterThanOrEqual(2);
    expect(await one('api::health-assessment.health-assessment', { id: booked!.id })).toBeTruthy();
    await retention().run(justAfter(end, DEFAULT_RETENTION_PERIODS.roomAttendance));
    expect(await attendance()).toEqual([]);
    expect(await one('api::health-assessment.health-assessment', { id: booked!.id })).toBeNull();
    expect(await one('api::booking.booking', { documentId: session.documentId })).toBeTruthy();
  });

  it('removes what visitors left in the forms after its period, and only the IP of a starter-kit request', async () => {
    const tag = unique();
    const waitingEmail = `retention-wait-${tag}@example.org`;
    expectStatus(await caller().post('/api/client/waiting-list', { role: 'client', email: waitingEmail, name: 'Inès', country: 'BE', specialization: 'ayurveda' }), 201);
    const kitEmail = `retention-kit-${tag}@example.org`;
    expect((await caller().post('/api/client/starter-kit', { name: 'Jules', email: kitEmail, locale: 'fr' })).status).toBe(202);
    const contact = await caller().post('/api/client/contact-us', {
      name: 'Lou',
      email: `retention-contact-${tag}@example.org`,
      subject: 'Horaires',
      message: 'Proposez-vous des séances le samedi ?',
    });
    expectStatus(contact, 201);
    const pendingEmail = `retention-news-${tag}@example.org`;
    expect((await caller().post('/api/client/newsletter', { email: pendingEmail })).status).toBe(202);
    const confirmedEmail = `retention-confirmed-${tag}@example.org`;
    const seen = await mailIdsTo(confirmedEmail);
    expect((await caller().post('/api/client/newsletter', { email: confirmedEmail })).status).toBe(202);
    const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec((await nextMailTo(confirmedEmail, seen)).text)![1];
    expect((await caller().post('/api/client/newsletter/confirm', { token })).status).toBe(200);

    const waiting = (await one('api::waiting-list-entry.waiting-list-entry', { email: waitingEmail }))!;
    const kit = (await one('api::starter-kit-request.starter-kit-request', { email: kitEmail }))!;
    const request = (await one('api::contact-request.contact-request', { documentId: contact.body.data.id }))!;
    const pending = (await one('api::newsletter-subscriber.newsletter-subscriber', { email: pendingEmail }))!;
    expect(kit.request_ip).toMatch(/^10\./);

    // Unconfirmed newsletter subscriptions: 30 days after the request; a confirmed one stays.
    await retention().run(justBefore(asDate(pending.consent_at), DEFAULT_RETENTION_PERIODS.newsletterPending));
    expect(await one('api::newsletter-subscriber.newsletter-subscriber', { email: pendingEmail })).toBeTruthy();
    await retention().run(justAfter(asDate(pending.consent_at), DEFAULT_RETENTION_PERIODS.newsletterPending));
    expect(await one('api::newsletter-subscriber.newsletter-subscriber', { email: pendingEmail })).toBeNull();
    expect(await one('api::newsletter-subscriber.newsletter-subscriber', { email: confirmedEmail })).toMatchObject({ status: 'confirmed' });

    // Starter kit: the IP is cleared after 90 days, the request is kept.
    await retention().run(justBefore(asDate(kit.createdAt), DEFAULT_RETENTION_PERIODS.starterKitIp));
    expect((await one('api::starter-kit-request.starter-kit-request', { id: kit.id }))!.request_ip).toBe(kit.request_ip);
    await retention().run(justAfter(asDate(kit.createdAt), DEFAULT_RETENTION_PERIODS.starterKitIp));
    expect(await one('api::starter-kit-request.starter-kit-request', { id: kit.id })).toMatchObject({ email: kitEmail, name: 'Jules', request_ip: null });

    // Waiting list: 12 months after the sign-up.
    await retention().run(justBefore(asDate(waiting.createdAt), DEFAULT_RETENTION_PERIODS.waitingList));
    expect(await one('api::waiting-list-entry.waiting-list-entry', { id: waiting.id })).toBeTruthy();
    await retention().run(justAfter(asDate(waiting.createdAt), DEFAULT_RETENTION_PERIODS.waitingList));
    expect(await one('api::waiting-list-entry.waiting-list-entry', { id: waiting.id })).toBeNull();

    // Contact requests: 24 months after their receipt.
    await retention().run(justBefore(asDate(request.createdAt), DEFAULT_RETENTION_PERIODS.contactRequests));
    expect(await one('api::contact-request.contact-request', { id: request.id })).toBeTruthy();
    await retention().run(justAfter(asDate(request.createdAt), DEFAULT_RETENTION_PERIODS.contactRequests));
    expect(await one('api::contact-request.contact-request', { id: request.id })).toBeNull();
    expect(await one('api::starter-kit-request.starter-kit-request', { id: kit.id })).toBeTruthy();
  });

  it('removes sent messages 90 days after their sending, dead ones 90 days after they were queued, and keeps those still to send', async () => {
    const email = `retention-reset-${unique()}@example.org`;
    const account = await signUpClient();
    // A password-reset e-mail, sent by the outbox's worker.
    expect((await caller().post('/api/client/auth/forgot-password', { email: account.email })).status).toBe(200);
    await serverOutbox().drainOutbox();
    const sent = await eventually(() => one('api::outbox-message.outbox-message', { recipient: account.email, template: 'password-reset', status: 'sent' }));
    expect(sent).toBeTruthy();
    const outbox = q('api::outbox-message.outbox-message');
    const dead = await outbox.create({
      data: { channel: 'email', template: 'password-reset', recipient: email, language: 'fr', payload: {}, status: 'dead', attempts: 9, message_id: `<dead-${unique()}@test>` },
    });
    const waiting = await outbox.create({
      data: {
        channel: 'email',
        template: 'password-reset',
        recipient: email,
        language: 'fr',
        payload: {},
        status: 'failed',
        attempts: 3,
        next_attempt_at: clock.ms() + 400 * DAY,
        message_id: `<failed-${unique()}@test>`,
      },
    });

    await retention().run(justBefore(asDate(sent!.sent_at), DEFAULT_RETENTION_PERIODS.sentMessages));
    expect(await one('api::outbox-message.outbox-message', { id: sent!.id })).toBeTruthy();
    await retention().run(justAfter(asDate(sent!.sent_at), DEFAULT_RETENTION_PERIODS.sentMessages));
    expect(await one('api::outbox-message.outbox-message', { id: sent!.id })).toBeNull();
    const deadAfter = justAfter(asDate(dead.createdAt), DEFAULT_RETENTION_PERIODS.sentMessages);
    await retention().run(deadAfter);
    expect(await one('api::outbox-message.outbox-message', { id: dead.id })).toBeNull();
    expect(await one('api::outbox-message.outbox-message', { id: waiting.id })).toMatchObject({ status: 'failed' });
  });

  it('removes expired codes and password links a day after they expire, and expires unused erasure links at once', async () => {
    const account = await signUpClient();
    expect((await caller().post('/api/client/auth/forgot-password', { email: account.email })).status).toBe(200);
    const code = (await one('api::verification-code.verification-code', { email: account.email }))!;
    // The link is written after the answer (every address gets the same answer at the same pace).
    const reset = (await eventually(() => one('api::password-reset.password-reset', { email: account.email })))!;
    const user = (await one('plugin::users-permissions.user', { email: account.email }))!;
    const requested = await q('api::data-request.data-request').create({
      data: {
        kind: 'erasure',
        status: 'awaiting_confirmation',
        subject: user.id,
        subject_role: 'client',
        subject_label: account.email,
        requested_by: 'self',
        token_hash: 'a'.repeat(64),
        token_expires_at: new Date(clock.ms() + DAY),
      },
    });

    // Expired, the erasure link is marked so (and cannot be used any more); the request stays as proof.
    const request = (await one('api::data-request.data-request', { id: requested.id }))!;
    await retention().run(new Date(asDate(request.token_expires_at).getTime() - MINUTE));
    expect(await one('api::data-request.data-request', { id: requested.id })).toMatchObject({ status: 'awaiting_confirmation', token_hash: 'a'.repeat(64) });
    await retention().run(new Date(asDate(request.token_expires_at).getTime() + MINUTE));
    expect(await one('api::data-request.data-request', { id: requested.id })).toMatchObject({ status: 'expired', token_hash: null });

    await retention().run(justBefore(asDate(code.expires_at), DEFAULT_RETENTION_PERIODS.expiredCodes));
    expect(await one('api::verification-code.verification-code', { id: code.id })).toBeTruthy();
    await retention().run(justAfter(asDate(code.expires_at), DEFAULT_RETENTION_PERIODS.expiredCodes));
    expect(await one('api::verification-code.verification-code', { id: code.id })).toBeNull();
    await retention().run(justBefore(asDate(reset.expires_at), DEFAULT_RETENTION_PERIODS.expiredCodes));
    expect(await one('api::password-reset.password-reset', { id: reset.id })).toBeTruthy();
    await retention().run(justAfter(asDate(reset.expires_at), DEFAULT_RETENTION_PERIODS.expiredCodes));
    expect(await one('api::password-reset.password-reset', { id: reset.id })).toBeNull();

    // The request itself: 5 years after it was made.
    await retention().run(justBefore(asDate(request.createdAt), DEFAULT_RETENTION_PERIODS.dataRequests));
    expect(await one('api::data-request.data-request', { id: requested.id })).toBeTruthy();
    await retention().run(justAfter(asDate(request.createdAt), DEFAULT_RETENTION_PERIODS.dataRequests));
    expect(await one('api::data-request.data-request', { id: requested.id })).toBeNull();
  });

  it('removes audit-log rows 5 years after the read', async () => {
    const admin = await sharedAdmin();
    const reader = await signUpClient();
    await completeHealthAssessment(reader);
    // An admin reads a client's file: one audit-log row.
    const before = Number(await q('api::audit-log.audit-log').count({}));
    const answers = (await reader.http.get('/api/client/health-assessment')).body.data.answers;
    const put = await reader.http.upload('put', '/api/client/health-assessment', part.pdf(pdfBytes('Ordonnance'), 'ordonnance.pdf'), { answers: JSON.stringify(answers) });
    expectStatus(put, 200);
    const read = await download(admin.http.get(put.body.data.document.url));
    expect(read.status).toBe(200);
    const row = (await q('api::audit-log.audit-log').findOne({ where: { file_document_id: put.body.data.document.id }, orderBy: { id: 'desc' } })) as Row<'api::audit-log.audit-log'>;
    expect(Number(await q('api::audit-log.audit-log').count({}))).toBeGreaterThan(before);

    await retention().run(justBefore(asDate(row.createdAt), DEFAULT_RETENTION_PERIODS.auditLog));
    expect(await one('api::audit-log.audit-log', { id: row.id })).toBeTruthy();
    await retention().run(justAfter(asDate(row.createdAt), DEFAULT_RETENTION_PERIODS.auditLog));
    expect(await one('api::audit-log.audit-log', { id: row.id })).toBeNull();
  });
});

describe('retention settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const setting of RETENTION_SETTINGS) {
      if (saved[setting.variable] === undefined) delete process.env[setting.variable];
      else process.env[setting.variable] = saved[setting.variable];
    }
  });

  it('default to the documented periods and follow their environment variables', () => {
    expect(DEFAULT_RETENTION_PERIODS).toEqual({
      chat: { amount: 12, unit: 'months' },
      roomAttendance: { amount: 36, unit: 'months' },
      healthAssessments: { amount: 36, unit: 'months' },
      waitingList: { amount: 12, unit: 'months' },
      starterKitIp: { amount: 90, unit: 'days' },
      newsletterPending: { amount: 30, unit: 'days' },
      sentMessages: { amount: 90, unit: 'days' },
      auditLog: { amount: 60, unit: 'months' },
      dataRequests: { amount: 60, unit: 'months' },
      contactRequests: { amount: 24, unit: 'months' },
      expiredCodes: { amount: 1, unit: 'days' },
    });
    expect(readRetentionPeriods({ RETENTION_CHAT_MONTHS: '6', RETENTION_SENT_MESSAGES_DAYS: ' 30 ', RETENTION_AUDIT_LOG_MONTHS: '' })).toMatchObject({
      chat: { amount: 6, unit: 'months' },
      sentMessages: { amount: 30, unit: 'days' },
      auditLog: { amount: 60, unit: 'months' },
    });
    for (const value of ['0', '-3', '1.5', 'douze', '12 months', '100001']) {
      expect(() => readRetentionPeriods({ RETENTION_CHAT_MONTHS: value })).toThrow(`RETENTION_CHAT_MONTHS="${value}"`);
    }
  });

  it('change what the running job removes', async () => {
    await seedOnce();
    const email = `retention-env-${unique()}@example.org`;
    expectStatus(await caller().post('/api/client/waiting-list', { role: 'client', email, name: 'Noé', country: 'FR', specialization: 'ayurveda' }), 201);
    const entry = (await one('api::waiting-list-entry.waiting-list-entry', { email }))!;
    const sixMonths: RetentionPeriod = { amount: 6, unit: 'months' };
    await retention().run(justAfter(asDate(entry.createdAt), sixMonths));
    expect(await one('api::waiting-list-entry.waiting-list-entry', { id: entry.id })).toBeTruthy();

    process.env.RETENTION_WAITING_LIST_MONTHS = '6';
    await retention().run(justBefore(asDate(entry.createdAt), sixMonths));
    expect(await one('api::waiting-list-entry.waiting-list-entry', { id: entry.id })).toBeTruthy();
    await retention().run(justAfter(asDate(entry.createdAt), sixMonths));
    expect(await one('api::waiting-list-entry.waiting-list-entry', { id: entry.id })).toBeNull();

    // A setting that is not a number stops the run before it removes anything.
    process.env.RETENTION_WAITING_LIST_MONTHS = 'six';
    await expect(retention().run(clock.now())).rejects.toThrow('RETENTION_WAITING_LIST_MONTHS');
  });
});

describe('the daily claim', () => {
  it('lets one run a day through, whichever process asks first', async () => {
    await seedOnce();
    // A day of its own, far from the other tests' instants.
    const day = new Date(Date.UTC(2090 + Math.floor(Math.random() * 500), 5, 15, 3, 30));
    const results = await Promise.all([retention().runDaily(day), retention().runDaily(new Date(day.getTime() + 5 * MINUTE))]);
    expect(results.filter((result) => result === null)).toHaveLength(1);
    const report = results.find((result) => result !== null) as RetentionReport;
    expect(await retention().runDaily(new Date(day.getTime() + 20 * 60 * MINUTE))).toBeNull();
    expect(await retention().runDaily(new Date(day.getTime() + DAY))).not.toBeNull();

    const [claim] = await booted()
      .db.connection('retention_runs')
      .where({ day: day.toISOString().slice(0, 10) });
    expect(claim.runner).toMatch(/:\d+$/);
    expect(Number(claim.finished_at)).toBeGreaterThan(0);
    expect(JSON.parse(claim.outcome)).toEqual(report);
  });
});

describe('the privacy policy of the seed', () => {
  it('states the periods the job applies, in both languages', async () => {
    const strapi = await seedOnce();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const legal: { kind: string; version: string; fr: { body: string }; en: { body: string } }[] = require(path.resolve(__dirname, '..', '..', 'data', 'content', 'legal.json'));
    const template = legal.find((doc) => doc.kind === 'privacy-policy' && doc.version === '1.0')!;
    for (const locale of ['fr', 'en'] as const) {
      const published = await strapi.documents('api::privacy-policy.privacy-policy').findFirst({ filters: { version: '1.0' }, locale, status: 'published' });
      expect(published?.body).toBe(publishedLegalText(template[locale].body, locale, DEFAULT_RETENTION_PERIODS));
      expect(published?.body).not.toContain('{{');
    }
    const fr = (await strapi.documents('api::privacy-policy.privacy-policy').findFirst({ filters: { version: '1.0' }, locale: 'fr', status: 'published' }))!.body as string;
    const en = (await strapi.documents('api::privacy-policy.privacy-policy').findFirst({ filters: { version: '1.0' }, locale: 'en', status: 'published' }))!.body as string;
    expect(fr).toContain('**Messages et fichiers échangés dans la salle de consultation** : 12 mois après la fin de la consultation.');
    expect(fr).toContain('**Journal des accès aux documents sensibles et aux conversations** : 5 ans après chaque accès.');
    expect(fr).toContain("**Inscription à la lettre d'information non confirmée** : 30 jours après la demande.");
    expect(en).toContain('**Messages and files exchanged in the consultation room**: 12 months after the end of the consultation.');
    expect(en).toContain('the IP address of the request is erased 90 days after it');
    expect(en).toContain('**Presence in the consultation room** (times of arrival and departure): 3 years after the end of the consultation');
  });

  it('a policy seeded with the former periods gets the new ones, unless an editor changed it', async () => {
    const strapi = await seedOnce();
    const knex = strapi.db.connection;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const migration = require(path.resolve(__dirname, '..', '..', 'database', 'migrations', '2026.11.30T00.01.00.privacy-policy-retention.js'));
    const rows: { id: number; locale: string; body: string }[] = await knex('privacy_policies').where({ version: '1.0' }).select('id', 'locale', 'body');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const former = (body: string, locale: string) => body.slice(0, body.indexOf('## 7.')) + migration.FORMER_SECTION[locale] + body.slice(body.indexOf('## 8.'));
    try {
      const [edited, ...unchanged] = rows;
      for (const row of unchanged)
        await knex('privacy_policies')
          .where({ id: row.id })
          .update({ body: former(row.body, row.locale) });
      await knex('privacy_policies')
        .where({ id: edited.id })
        .update({ body: former(edited.body, edited.locale).replace('## 1.', '## 1 bis.') });
      await migration.up(knex);
      for (const row of unchanged) expect((await knex('privacy_policies').where({ id: row.id }).first()).body).toBe(row.body);
      const kept = (await knex('privacy_policies').where({ id: edited.id }).first()).body as string;
      expect(kept).toContain('## 1 bis.');
      expect(kept).toContain(migration.FORMER_SECTION[edited.locale]);
    } finally {
      for (const row of rows) await knex('privacy_policies').where({ id: row.id }).update({ body: row.body });
    }
  });
});
