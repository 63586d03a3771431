import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';
import { seedOnce, serverClock, serverOutbox, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, type SignedIn } from '../helpers/accounts';
import { book, bookableConsultant, readyClient, slotStarts } from '../helpers/bookings';
import { latestMailTo, mailIdsTo, mailsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import { expectStatus } from '../helpers/onboarding';
import { clock } from '../../src/contracts/clock';

/**
 * The outbox in the back office (docs/messaging.md "Back office"): the admin resource `outbox` (every
 * message with its delivery, filtered, searched, sorted, a page at a time; never a message's content)
 * and "Send again" (`POST /api/admin-panel/outbox/:id/resend`); the dashboard's failed and dead counts.
 */
const OUTBOX = 'api::outbox-message.outbox-message';
const MINUTE = 60_000;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Every field of a message as the back office receives it: nothing of its content. */
const RECORD_FIELDS = [
  'attempts',
  'channel',
  'createdAt',
  'id',
  'language',
  'last_error',
  'message_id',
  'next_attempt_at',
  'priority',
  'recipient',
  'related',
  'sensitive',
  'sent_at',
  'status',
  'template',
  'updatedAt',
];

interface OutboxRecord {
  id: string;
  channel: string;
  template: string;
  recipient: string;
  language: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  message_id: string | null;
  related: string | null;
  sensitive: boolean;
  priority: number;
  createdAt: string;
}

interface OutboxRow {
  id: number;
  documentId: string;
  status: string;
  attempts: number;
  message_id: string;
  payload: { template?: Record<string, unknown> };
}

let strapi: Core.Strapi;
let admin: SignedIn;

beforeAll(async () => {
  strapi = await seedOnce();
  admin = await sharedAdmin();
}, 300_000);

afterEach(() => {
  serverClock().reset();
  vi.restoreAllMocks();
});

const rowOf = async (where: Record<string, unknown>) => (await strapi.db.query(OUTBOX).findOne({ where })) as OutboxRow;
/** The Message-ID header of a caught e-mail. */
const messageIdOf = (mail: CaughtMail) => (mail as CaughtMail & { headers: Record<string, string> }).headers['message-id'];

/** Queue a password-changed e-mail to `to` (sent at once by the worker) and wait until it is sent. */
async function sentMessage(to: string, locale: 'fr' | 'en' = 'fr', related?: string): Promise<OutboxRow> {
  await serverOutbox().enqueueMail(to, locale, { name: 'password-changed', when: '29 novembre 2026', resetUrl: 'http://web.test/reset' }, { related });
  await serverOutbox().drainOutbox();
  return rowOf({ recipient: to });
}

/** Queue an e-mail to `to` while the mail server refuses it: the message is `failed`, due again in a minute. */
async function failedMessage(to: string): Promise<OutboxRow> {
  const send = vi.spyOn(strapi.plugin('email').service('email'), 'send').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:1'));
  await serverOutbox().enqueueMail(to, 'en', { name: 'password-changed', when: '29 November 2026', resetUrl: 'http://web.test/reset' });
  await serverOutbox().drainOutbox();
  send.mockRestore();
  const row = await rowOf({ recipient: to });
  expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  return row;
}

describe('the outbox in the back office', () => {
  it('lists messages with their delivery, filtered by status, channel, template and creation time, searched, sorted, a page at a time', async () => {
    const marker = `obx${unique()}`;
    const before = new Date(clock.ms() - MINUTE).toISOString();
    const rows: OutboxRow[] = [];
    // Five messages, oldest first, then set to every status (the queued one due tomorrow, so that it stays queued).
    for (const [index, template] of ['password-changed', 'waiting-list-confirmation', 'password-changed', 'password-changed', 'waiting-list-confirmation'].entries()) {
      const to = `${marker}-${index}@example.org`;
      const values =
        template === 'password-changed'
          ? { name: 'password-changed' as const, when: '29 novembre 2026', resetUrl: 'http://web.test/reset' }
          : { name: 'waiting-list-confirmation' as const, role: 'client' as const, personName: 'Léa', specializationName: 'Naturopathie', countryName: 'France', actionUrl: 'http://web.test/experts' };
      await serverOutbox().enqueueMail(to, index % 2 ? 'en' : 'fr', values, { related: index === 3 ? `starter-kit:${marker}rel` : undefined, unsolicited: false });
      rows.push(await rowOf({ recipient: to }));
    }
    await serverOutbox().drainOutbox();
    const tomorrow = serverClock().ms() + 24 * 60 * MINUTE;
    const states = [
      { status: 'sent', attempts: 1 },
      { status: 'failed', attempts: 3, last_error: '421 Service not available', next_attempt_at: tomorrow },
      { status: 'dead', attempts: 9, last_error: 'connect ECONNREFUSED 127.0.0.1:1', next_attempt_at: null },
      { status: 'queued', attempts: 0, next_attempt_at: tomorrow, sent_at: null },
      { status: 'failed', attempts: 2, last_error: '421 Service not available', next_attempt_at: tomorrow },
    ];
    for (const [index, row] of rows.entries()) await strapi.db.query(OUTBOX).update({ where: { id: row.id }, data: states[index] });
    const ids = rows.map((row) => row.documentId);
    const list = (filter: Record<string, unknown>, extra = '') => admin.http.get(`/api/admin-panel/outbox?filter=${q(filter)}${extra}`);
    const idsOf = (body: OutboxRecord[]) => body.map((record) => record.id);

    // Newest first by default; each record with its delivery.
    const all = await list({ q: marker });
    expectStatus(all, 200);
    expect(all.headers['content-range']).toBe('outbox 0-4/5');
    expect(idsOf(all.body)).toEqual([...ids].reverse());
    const failed = all.body.find((record: OutboxRecord) => record.id === ids[1]);
    expect(Object.keys(failed).sort()).toEqual(RECORD_FIELDS);
    expect(failed).toMatchObject({
      channel: 'email',
      template: 'waiting-list-confirmation',
      recipient: `${marker}-1@example.org`,
      language: 'en',
      status: 'failed',
      attempts: 3,
      last_error: '421 Service not available',
      next_attempt_at: new Date(tomorrow).toISOString(),
      message_id: rows[1].message_id,
      sensitive: false,
      priority: 5,
    });
    expect(all.body.find((record: OutboxRecord) => record.id === ids[0])).toMatchObject({ status: 'sent', next_attempt_at: null, last_error: null });
    expect(all.body.find((record: OutboxRecord) => record.id === ids[0]).sent_at).toBeTruthy();
    expect(all.body.find((record: OutboxRecord) => record.id === ids[2])).toMatchObject({ status: 'dead', next_attempt_at: null });

    // Filters.
    expect(idsOf((await list({ q: marker, status: 'failed' })).body)).toEqual([ids[4], ids[1]]);
    expect(idsOf((await list({ q: marker, status: 'dead' })).body)).toEqual([ids[2]]);
    expect(idsOf((await list({ q: marker, template: 'waiting-list-confirmation' })).body)).toEqual([ids[4], ids[1]]);
    expect(idsOf((await list({ q: marker, channel: 'email' })).body)).toHaveLength(5);
    expect((await list({ q: marker, channel: 'sms' })).body).toEqual([]);
    const after = new Date(clock.ms() + MINUTE).toISOString();
    expect(idsOf((await list({ q: marker, createdAt_gte: before, createdAt_lte: after })).body)).toHaveLength(5);
    expect((await list({ q: marker, createdAt_gte: after })).body).toEqual([]);
    expect((await list({ q: marker, createdAt_lte: before })).body).toEqual([]);

    // Search: the recipient, what the message is about, the template.
    expect(idsOf((await list({ q: `${marker}-2@` })).body)).toEqual([ids[2]]);
    expect(idsOf((await list({ q: `${marker}rel` })).body)).toEqual([ids[3]]);
    expect(idsOf((await list({ q: 'waiting-list-conf', id: ids })).body).sort()).toEqual([ids[1], ids[4]].sort());

    // Sort by creation, status (in the delivery's order), attempts.
    expect(idsOf((await list({ q: marker }, `&sort=${q(['createdAt', 'ASC'])}`)).body)).toEqual(ids);
    expect(idsOf((await list({ q: marker }, `&sort=${q(['status', 'ASC'])}`)).body)).toEqual([ids[3], ids[0], ids[1], ids[4], ids[2]]);
    expect(idsOf((await list({ q: marker }, `&sort=${q(['attempts', 'DESC'])}`)).body)).toEqual([ids[2], ids[1], ids[4], ids[0], ids[3]]);

    // Exactly the asked range, with the total.
    const page = await list({ q: marker }, `&sort=${q(['createdAt', 'ASC'])}&range=${q([1, 3])}`);
    expect(page.headers['content-range']).toBe('outbox 1-3/5');
    expect(idsOf(page.body)).toEqual(ids.slice(1, 4));
    const last = await list({ q: marker }, `&sort=${q(['createdAt', 'ASC'])}&range=${q([4, 9])}`);
    expect(last.headers['content-range']).toBe('outbox 4-4/5');
    expect(idsOf(last.body)).toEqual([ids[4]]);

    // One message; read only; unknown filters and sorts refused.
    const one = await admin.http.get(`/api/admin-panel/outbox/${ids[2]}`);
    expectStatus(one, 200);
    expect(one.body).toMatchObject({ id: ids[2], status: 'dead', attempts: 9, last_error: 'connect ECONNREFUSED 127.0.0.1:1' });
    expect((await admin.http.put(`/api/admin-panel/outbox/${ids[2]}`, { status: 'sent' })).status).toBe(405);
    expect((await admin.http.post('/api/admin-panel/outbox', { recipient: 'x@example.org' })).status).toBe(405);
    expect((await admin.http.delete(`/api/admin-panel/outbox/${ids[2]}`)).status).toBe(405);
    expect((await list({ status: 'lost' })).status).toBe(400);
    expect((await admin.http.get(`/api/admin-panel/outbox?sort=${q(['recipient', 'ASC'])}`)).status).toBe(400);
  });

  it('never shows the content of a booking e-mail: its template and recipient only', async () => {
    const consultant = await bookableConsultant();
    const client = await readyClient();
    const [start] = await slotStarts(client.http, consultant.profileId);
    const booked = await book(client, consultant.profileId, start);
    expectStatus(booked, 201);
    const related = `booking:${booked.body.data.id}`;
    await serverOutbox().drainOutbox();

    const answer = await admin.http.get(`/api/admin-panel/outbox?filter=${q({ q: related })}`);
    expectStatus(answer, 200);
    expect(answer.body.map((record: OutboxRecord) => [record.template, record.recipient, record.related, record.sensitive]).sort()).toEqual(
      [
        ['booking-confirmed', client.email, related, true],
        ['booking-confirmed', consultant.email, related, true],
      ].sort(),
    );
    for (const record of answer.body as OutboxRecord[]) {
      const one = await admin.http.get(`/api/admin-panel/outbox/${record.id}`);
      expectStatus(one, 200);
      for (const body of [record, one.body]) {
        expect(Object.keys(body).sort()).toEqual(RECORD_FIELDS);
        // Nothing the e-mail says (who with, when, the room's and the booking's links, the .ics) is in the answer.
        const stored = await rowOf({ documentId: record.id });
        const json = JSON.stringify(body);
        const said = Object.entries(stored.payload.template ?? {}).filter(([key, value]) => typeof value === 'string' && !['name', 'role'].includes(key));
        expect(said.length).toBeGreaterThan(2);
        for (const [, value] of said) expect(json).not.toContain(value);
        expect(json).not.toContain('BEGIN:VCALENDAR');
      }
    }
  }, 120_000);

  it('sends a dead message again: queued, then sent once, with its Message-ID and its attempts counted on', async () => {
    const to = `obx-dead-${unique()}@example.org`;
    const failed = await failedMessage(to);
    // Every attempt of the schedule failed.
    await strapi.db.query(OUTBOX).update({ where: { id: failed.id }, data: { status: 'dead', attempts: 9, next_attempt_at: null } });

    const answer = await admin.http.post(`/api/admin-panel/outbox/${failed.documentId}/resend`, {});
    expectStatus(answer, 200);
    expect(answer.body).toMatchObject({ id: failed.documentId, status: 'queued', attempts: 9, last_error: 'connect ECONNREFUSED 127.0.0.1:1', message_id: failed.message_id });
    // Due now.
    expect(Math.abs(new Date(answer.body.next_attempt_at).getTime() - serverClock().ms())).toBeLessThan(MINUTE);

    await serverOutbox().drainOutbox();
    expect(await rowOf({ id: failed.id })).toMatchObject({ status: 'sent', attempts: 10 });
    expect(messageIdOf(await latestMailTo(to))).toBe(failed.message_id);
    expect(await mailsTo(to)).toHaveLength(1);
    // Sent: nothing more happens.
    await serverOutbox().drainOutbox();
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('sends a failed message again now rather than at its next attempt', async () => {
    const to = `obx-failed-${unique()}@example.org`;
    const failed = await failedMessage(to);
    await serverOutbox().drainOutbox();
    expect(await mailsTo(to)).toEqual([]);

    const answer = await admin.http.in('en').post(`/api/admin-panel/outbox/${failed.documentId}/resend`, {});
    expectStatus(answer, 200);
    expect(answer.body).toMatchObject({ status: 'queued', attempts: 1 });
    await serverOutbox().drainOutbox();
    expect(await rowOf({ id: failed.id })).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    await latestMailTo(to);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('sends a sent message a second time when an admin asks, with the same Message-ID', async () => {
    const to = `obx-sent-${unique()}@example.org`;
    const sent = await sentMessage(to);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    const first = await latestMailTo(to);
    const seen = await mailIdsTo(to);

    const answer = await admin.http.post(`/api/admin-panel/outbox/${sent.documentId}/resend`, {});
    expectStatus(answer, 200);
    expect(answer.body).toMatchObject({ status: 'queued', attempts: 1, sent_at: expect.any(String) });
    await serverOutbox().drainOutbox();
    expect(await rowOf({ id: sent.id })).toMatchObject({ status: 'sent', attempts: 2 });
    const second = await nextMailTo(to, seen);
    expect(await mailsTo(to)).toHaveLength(2);
    expect([messageIdOf(first), messageIdOf(second)]).toEqual([sent.message_id, sent.message_id]);
  });

  it('answers 404 in the admin’s language for an unknown message', async () => {
    const fr = await admin.http.post('/api/admin-panel/outbox/nope/resend', {});
    expect(fr.status).toBe(404);
    expect(fr.body.error.message).toBe('Enregistrement introuvable.');
    const en = await admin.http.in('en').post('/api/admin-panel/outbox/nope/resend', {});
    expect(en.status).toBe(404);
    expect(en.body.error.message).toBe('Record not found.');
    expect((await admin.http.in('en').get('/api/admin-panel/outbox/nope')).body.error.message).toBe('Record not found.');
  });

  it('keeps the list, the messages and "send again" to admins (401 to anyone else, a client included)', async () => {
    const sent = await sentMessage(`obx-private-${unique()}@example.org`);
    const anonymous = caller();
    const client = await signUpClient();
    for (const http of [anonymous, client.http]) {
      expect((await http.get('/api/admin-panel/outbox')).status).toBe(401);
      expect((await http.get(`/api/admin-panel/outbox/${sent.documentId}`)).status).toBe(401);
      expect((await http.post(`/api/admin-panel/outbox/${sent.documentId}/resend`, {})).status).toBe(401);
    }
    expect(await rowOf({ id: sent.id })).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('counts the failed and the dead messages on the dashboard', async () => {
    // The worker paused: no message changes while the figures are compared.
    await serverOutbox().stopOutboxWorker();
    try {
      const figures = async () => {
        const response = await admin.http.get('/api/admin-panel/dashboard');
        expectStatus(response, 200);
        return { failed: response.body.outbox_failed as number, dead: response.body.outbox_dead as number };
      };
      const stored = async () => ({
        failed: await strapi.db.query(OUTBOX).count({ where: { status: 'failed' } }),
        dead: await strapi.db.query(OUTBOX).count({ where: { status: 'dead' } }),
      });
      const start = await figures();
      expect(start).toEqual(await stored());

      const marker = unique();
      const rows: OutboxRow[] = [];
      for (let i = 0; i < 5; i += 1) rows.push(await sentMessage(`obx-count-${marker}-${i}@example.org`));
      const later = serverClock().ms() + 60 * MINUTE;
      for (const row of rows.slice(0, 2)) await strapi.db.query(OUTBOX).update({ where: { id: row.id }, data: { status: 'failed', attempts: 1, next_attempt_at: later } });
      for (const row of rows.slice(2)) await strapi.db.query(OUTBOX).update({ where: { id: row.id }, data: { status: 'dead', attempts: 9, next_attempt_at: null } });
      expect(await figures()).toEqual({ failed: start.failed + 2, dead: start.dead + 3 });

      // A dead message sent again leaves the count.
      expectStatus(await admin.http.post(`/api/admin-panel/outbox/${rows[2].documentId}/resend`, {}), 200);
      expect(await figures()).toEqual({ failed: start.failed + 2, dead: start.dead + 2 });
      await serverOutbox().drainOutbox();
    } finally {
      serverOutbox().startOutboxWorker();
    }
  });
});
