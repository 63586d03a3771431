import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';
import { seedOnce, serverClock, serverOutbox, unique } from '../helpers/strapi';
import { expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { book, bookableConsultant, readyClient, slotStarts, type ReadyClient } from '../helpers/bookings';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { startMailCatcher } from '../../../scripts/mail-catcher.mjs';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { freePort } from '../../../scripts/free-port.mjs';

/**
 * The outbox (docs/messaging.md): every e-mail is written in the transaction of the change that causes
 * it and sent afterwards by the outbox worker, so that no request waits on the mail server and no e-mail
 * is lost when it is down. Here the platform sends through a real SMTP server of this test (MailDev),
 * which the test stops and starts again.
 */
const OUTBOX = 'api::outbox-message.outbox-message';
const MINUTE = 60_000;

interface Catcher {
  smtpPort: number;
  webUrl: string;
  close(): Promise<void>;
}
interface CaughtMessage {
  id: string;
  subject: string;
  to: { address: string }[];
  headers: Record<string, string>;
  messageId?: string;
}
interface OutboxRow {
  id: number;
  template: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | number | null;
  message_id: string;
  sensitive: boolean;
  related: string | null;
}

let strapi: Core.Strapi;
let smtpPort: number;
let webPort: number;
let catcher: Catcher | null = null;
let originalProvider: unknown;

/** Start this test's SMTP server (again), on the same ports. */
async function startSmtp(): Promise<void> {
  catcher = (await startMailCatcher({ smtpPort, webPort })) as Catcher;
}
/** Stop it: the platform's next attempts are refused (connection refused). */
async function stopSmtp(): Promise<void> {
  await catcher?.close();
  catcher = null;
}
/** Every message the test's SMTP server holds. */
async function caught(): Promise<CaughtMessage[]> {
  return (await (await fetch(`http://127.0.0.1:${webPort}/email`)).json()) as CaughtMessage[];
}
const rowsOf = async (where: Record<string, unknown>) => (await strapi.db.query(OUTBOX).findMany({ where, orderBy: { id: 'asc' } })) as OutboxRow[];

beforeAll(async () => {
  strapi = await seedOnce();
  [smtpPort, webPort] = [await freePort(), await freePort()];
  await startSmtp();
}, 300_000);

/** Point the platform's mail transport at this test's SMTP server (nodemailer, as configured for SMTP_*). */
async function useTestSmtp(): Promise<void> {
  const { default: nodemailerProvider } = await import('@strapi/provider-email-nodemailer');
  const email = strapi.plugin('email') as unknown as { provider: unknown };
  originalProvider = email.provider;
  email.provider = nodemailerProvider.init(
    { host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, connectionTimeout: 3_000, greetingTimeout: 3_000 },
    { defaultFrom: 'Ayuvie <no-reply@ayuvie.local>', defaultReplyTo: 'Ayuvie <no-reply@ayuvie.local>' },
  );
}

afterAll(async () => {
  if (originalProvider) (strapi.plugin('email') as unknown as { provider: unknown }).provider = originalProvider;
  await stopSmtp();
});

afterEach(() => {
  serverClock().reset();
  vi.restoreAllMocks();
});

describe('the outbox', () => {
  let consultant: CompleteConsultant;
  let clients: ReadyClient[];

  beforeAll(async () => {
    consultant = await bookableConsultant({ freeFirst: false });
    clients = [];
    for (let i = 0; i < 4; i += 1) clients.push(await readyClient({ locale: i % 2 ? 'en' : 'fr' }));
    // From here on, the platform sends through this test's SMTP server.
    await useTestSmtp();
  }, 300_000);

  it('books 20 times while the mail server is down, then delivers each of the 40 e-mails once when it is back', async () => {
    const from = serverClock().ms() + 2 * 24 * 60 * MINUTE;
    const starts = await slotStarts(clients[0].http, consultant.profileId, { from: new Date(from).toISOString(), to: new Date(from + 50 * 24 * 60 * MINUTE).toISOString() });
    expect(starts.length).toBeGreaterThanOrEqual(20);
    await stopSmtp();

    // Four clients, five bookings each, all at once.
    const answers = await Promise.all(starts.slice(0, 20).map((start, i) => book(clients[i % clients.length], consultant.profileId, start)));
    for (const answer of answers) expectStatus(answer, 201);
    const ids = answers.map((answer) => answer.body.data.id as string);
    const related = ids.map((id) => `booking:${id}`);

    // Each booking queued its two e-mails (client, consultant) in its own transaction; the first attempt fails.
    await serverOutbox().drainOutbox();
    const failed = await rowsOf({ related: { $in: related } });
    expect(failed).toHaveLength(40);
    expect(failed.every((row) => row.template === 'booking-confirmed' && row.status === 'failed' && row.attempts === 1 && row.sensitive)).toBe(true);
    // The mail server's trouble, as the transport told it (refused or silent connection).
    expect(failed[0].last_error).toMatch(/ECONNREFUSED|connect|greeting/i);
    // Due again a minute later (the first step of the documented schedule).
    for (const row of failed) expect(Number(row.next_attempt_at) - serverClock().ms()).toBeGreaterThan(30_000);

    // Back up: the next pass, a minute later, sends each one once.
    await startSmtp();
    serverClock().set(serverClock().ms() + MINUTE + 5_000);
    await serverOutbox().drainOutbox();
    await serverOutbox().drainOutbox();
    const sent = await rowsOf({ related: { $in: related } });
    expect(sent.map((row) => [row.status, row.attempts])).toEqual(sent.map(() => ['sent', 2]));

    const inbox = await caught();
    const parties = new Set([consultant.email, ...clients.map((client) => client.email)]);
    const mine = inbox.filter((mail) => mail.to.some((to) => parties.has(to.address)));
    expect(mine).toHaveLength(40);
    // Each client got its five confirmations, the consultant one per booking; no Message-ID twice, each the one the outbox keeps.
    for (const client of clients) expect(mine.filter((mail) => mail.to.some((to) => to.address === client.email))).toHaveLength(5);
    expect(mine.filter((mail) => mail.to.some((to) => to.address === consultant.email))).toHaveLength(20);
    const messageIds = mine.map((mail) => mail.headers['message-id']);
    expect(new Set(messageIds).size).toBe(40);
    expect(messageIds.sort()).toEqual(sent.map((row) => row.message_id).sort());
  }, 180_000);

  it('sends account codes before a backlog of other e-mails', async () => {
    const s = unique();
    const mailer = strapi.plugin('email').service('email');
    const send = vi.spyOn(mailer, 'send');
    const outbox = serverOutbox();
    await strapi.db.transaction(async () => {
      for (let i = 0; i < 24; i += 1) {
        await outbox.enqueueMail(`backlog-${s}-${i}@example.org`, 'fr', { name: 'password-changed', when: '29 novembre 2026', resetUrl: 'http://web.test/x' }, { priority: outbox.PRIORITY.bulk });
      }
      await outbox.enqueueMail(`code-${s}@example.org`, 'fr', { name: 'email-otp', code: '123456', expiresInMinutes: 10 });
    });
    await outbox.drainOutbox();
    const order = send.mock.calls.map(([message]) => String((message as { to: string }).to)).filter((to) => to.includes(s));
    expect(order).toHaveLength(25);
    // Queued last, sent in the first round (the worker sends a few at a time).
    expect(order.indexOf(`code-${s}@example.org`)).toBeLessThan(4);
  });

  it('sends an account code while the mail server keeps another message waiting', async () => {
    const s = unique();
    const outbox = serverOutbox();
    const mailer = strapi.plugin('email').service('email');
    const send = mailer.send.bind(mailer) as (message: unknown) => Promise<void>;
    let answer!: () => void;
    const stalled = new Promise<void>((resolve) => (answer = resolve));
    /** The mail server takes a `stalled-` message and does not answer until the test lets it. */
    const stallingSend = async (message: unknown) => {
      if ((message as { to: string }).to.startsWith('stalled-')) await stalled;
      return send(message);
    };
    const spy = vi.spyOn(mailer, 'send').mockImplementation(stallingSend as typeof mailer.send);
    const slow = `stalled-${s}@example.org`;
    const code = `code-${s}@example.org`;
    try {
      await outbox.enqueueMail(slow, 'fr', { name: 'password-changed', when: '29 novembre 2026', resetUrl: 'http://web.test/x' });
      await expect.poll(() => spy.mock.calls.some(([message]) => (message as { to: string }).to === slow)).toBe(true);
      await outbox.enqueueMail(code, 'fr', { name: 'email-otp', code: '123456', expiresInMinutes: 10 });
      await expect.poll(async () => (await caught()).some((mail) => mail.to.some((to) => to.address === code)), { timeout: 10_000 }).toBe(true);
      expect(await rowsOf({ recipient: slow })).toMatchObject([{ status: 'queued', attempts: 0 }]);
    } finally {
      answer();
    }
    await outbox.drainOutbox();
    expect(await rowsOf({ recipient: slow })).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('declares a message dead after the last attempt of the schedule, and keeps its Message-ID on every attempt', async () => {
    const s = unique();
    const outbox = serverOutbox();
    const mailer = strapi.plugin('email').service('email');
    const send = vi.spyOn(mailer, 'send').mockRejectedValue(new Error('454 4.7.0 Temporary authentication failure'));
    const to = `dead-${s}@example.org`;
    await outbox.enqueueMail(to, 'en', { name: 'password-changed', when: '29 November 2026', resetUrl: 'http://web.test/x' });
    await outbox.drainOutbox();
    let [row] = await rowsOf({ recipient: to });
    const delays: number[] = [];
    while (row.status === 'failed') {
      const due = Number(row.next_attempt_at);
      delays.push(Math.round((due - serverClock().ms()) / MINUTE));
      serverClock().set(due + 1_000);
      await outbox.drainOutbox();
      [row] = await rowsOf({ recipient: to });
    }
    expect(delays).toEqual([...outbox.RETRY_DELAYS_MINUTES]);
    expect(row).toMatchObject({ status: 'dead', attempts: outbox.MAX_ATTEMPTS, last_error: '454 4.7.0 Temporary authentication failure', next_attempt_at: null });
    const tries = send.mock.calls.filter(([message]) => (message as { to: string }).to === to);
    expect(tries).toHaveLength(outbox.MAX_ATTEMPTS);
    expect(new Set(tries.map(([message]) => (message as { messageId: string }).messageId))).toEqual(new Set([row.message_id]));
    // A dead message is not tried again.
    serverClock().set(serverClock().ms() + 30 * 24 * 60 * MINUTE);
    await outbox.drainOutbox();
    expect(send.mock.calls.filter(([message]) => (message as { to: string }).to === to)).toHaveLength(outbox.MAX_ATTEMPTS);
  });

  it('never queues the e-mail of a change that rolls back', async () => {
    const s = unique();
    const outbox = serverOutbox();
    const to = `rollback-${s}@example.org`;
    await expect(
      strapi.db.transaction(async () => {
        await outbox.enqueueMail(to, 'fr', { name: 'password-changed', when: '29 novembre 2026', resetUrl: 'http://web.test/x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await outbox.drainOutbox();
    expect(await rowsOf({ recipient: to })).toEqual([]);
    expect((await caught()).filter((mail) => mail.to.some((address) => address.address === to))).toEqual([]);
  });
});
