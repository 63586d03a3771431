/**
 * The outbox worker (docs/messaging.md "Sending"): sends the messages of `outbox_messages`.
 *
 * - **When.** At once after the commit that queued a message ({@link kickOutbox}, called by lib/outbox),
 *   and every `OUTBOX_POLL_MS` (default 5,000 ms) for the messages due again after a failure and those
 *   another process queued while this one was busy.
 * - **Order.** Lowest `priority` first (account codes before booking e-mails before newsletters), then
 *   oldest first; up to `OUTBOX_CONCURRENCY` (default 4) messages at a time per process, each sent by one
 *   of as many lanes that claim a few messages at a time ({@link drainOutbox}): a slow mail server
 *   answer holds up its own lane only.
 * - **One sender per message.** Before sending, a process claims a batch of due messages with one
 *   conditional `UPDATE` (status queued or failed, due, not claimed or its claim lapsed, re-checked on
 *   each row) naming the pass in `claimed_by`, and reads back the rows it won: of several processes, each
 *   row goes to one; the others skip it. A claim lasts
 *   `OUTBOX_CLAIM_SECONDS` (default 120 s); a process that dies while sending leaves a claim that lapses,
 *   and the message is sent again with the same `Message-ID` header, so that a duplicate after a crash can
 *   be recognised (by the mail server, the mail client, or in the back office).
 * - **Retries.** A failed attempt is recorded (`attempts`, `last_error`) and the message is due again
 *   after {@link RETRY_DELAYS_MINUTES}[attempt − 1] minutes: 1, 5, 15, 60, 180, 360, 720, 1440. After
 *   {@link MAX_ATTEMPTS} (9) attempts, about 46 hours, it is `dead`: nothing more is tried until an admin
 *   sends it again from the back office.
 */
import os from 'node:os';
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { OUTBOX, modelMeta } from '../content-types';
import { deliverMail } from '../mail/deliver';
import type { Locale } from '../messages';
import { clock } from '../../contracts/clock';
import { builtMail, type MailPayload } from './attachments';

/** Minutes to wait after the n-th failed attempt (index n − 1) before the next one. */
export const RETRY_DELAYS_MINUTES: readonly number[] = [1, 5, 15, 60, 180, 360, 720, 1440];
/** Attempts of one message before it is declared dead. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

const MINUTE = 60_000;
/** This process's name in `claimed_by` (host, process id, and a random part for restarts). */
const WORKER_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

const pollMs = () => Math.max(50, Number(process.env.OUTBOX_POLL_MS) || 5_000);
const concurrency = () => Math.max(1, Number(process.env.OUTBOX_CONCURRENCY) || 4);
const claimMs = () => Math.max(5, Number(process.env.OUTBOX_CLAIM_SECONDS) || 120) * 1000;

/** How a message is sent, by channel (the SMS channel registers itself: lib/sms). */
export type ChannelSender = (row: { recipient: string; language: Locale; payload: unknown; message_id: string; template: string }) => Promise<void>;

const senders = new Map<string, ChannelSender>();

/** Register how messages of `channel` are sent. */
export function registerChannel(channel: 'email' | 'sms', sender: ChannelSender): void {
  senders.set(channel, sender);
}

registerChannel('email', async (row) => {
  const payload = row.payload as MailPayload;
  const { template, attachments } = await builtMail(payload, row.language);
  await deliverMail(row.recipient, row.language, template, { attachments, headers: payload.headers, messageId: row.message_id });
});

/** What one attempt of a message came to, told to the listeners of its template. */
export interface OutboxOutcome {
  status: 'sent' | 'failed' | 'dead';
  attempts: number;
  /** The failure's reason (`null` once sent). */
  lastError: string | null;
  /** The message's `related` (e.g. `starter-kit:<documentId>`). */
  related: string | null;
}

const outcomeListeners = new Map<string, (outcome: OutboxOutcome) => Promise<void>>();

/**
 * Be told of each attempt of the messages of `template` (e.g. the starter kit keeps its request's
 * delivery status in step). A listener's failure is logged; it never changes the message's outcome.
 */
export function onOutboxOutcome(template: string, listener: (outcome: OutboxOutcome) => Promise<void>): void {
  outcomeListeners.set(template, listener);
}

async function tell(template: string, outcome: OutboxOutcome): Promise<void> {
  try {
    await outcomeListeners.get(template)?.(outcome);
  } catch (error) {
    strapi.log.error(`outbox: the "${template}" outcome listener failed: ${(error as Error).message}`);
  }
}

let timer: NodeJS.Timeout | undefined;
let stopped = true;

const table = () => modelMeta(OUTBOX).tableName;

/** What the worker reads of a claimed message. */
interface ClaimedRow {
  id: number;
  channel: string;
  template: string;
  recipient: string;
  language: string | null;
  payload: unknown;
  attempts: number | null;
  message_id: string;
  related: string | null;
}

/** Passes of this process, to tell its claims apart (`claimed_by`). */
let passes = 0;

/** The JSON column as stored: text on SQLite, a value on PostgreSQL. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Claim up to `limit` due messages for this process, most urgent first: the due ids are read, then one
 * conditional `UPDATE` sets `claimed_by` to this pass's own name on those still due and unclaimed
 * (re-checked per row, so of two processes claiming at once each row goes to one), and the claimed rows
 * are read back by that name.
 */
async function claimBatch(limit: number): Promise<ClaimedRow[]> {
  const now = clock.ms();
  passes += 1;
  const name = `${WORKER_ID}:${passes}`;
  const due = (query: Knex.QueryBuilder) =>
    query
      .whereIn('status', ['queued', 'failed'])
      .where('next_attempt_at', '<=', now)
      .where((claim) => {
        void claim.whereNull('claimed_until').orWhere('claimed_until', '<', now);
      });
  // A read first: an idle poll writes nothing (on SQLite, every UPDATE takes the database's write lock,
  // even one that changes no row, and several processes polling would keep refusing each other's writes).
  const ids = (
    (await due(strapi.db.connection(table()).select('id'))
      .orderBy([{ column: 'priority' }, { column: 'id' }])
      .limit(limit)) as { id: number }[]
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const changed = await due(strapi.db.connection(table()).whereIn('id', ids)).update({ claimed_until: now + claimMs(), claimed_by: name });
  if (Number(changed) === 0) return [];
  const rows = (await strapi.db
    .connection(table())
    .select('id', 'channel', 'template', 'recipient', 'language', 'payload', 'attempts', 'message_id', 'related')
    .where({ claimed_by: name })
    .whereIn('status', ['queued', 'failed'])
    .orderBy([{ column: 'priority' }, { column: 'id' }])) as ClaimedRow[];
  return rows.map((row) => ({ ...row, id: Number(row.id), payload: parsed(row.payload) }));
}

/** Send one claimed message and record the outcome (one statement). */
async function sendOne(row: ClaimedRow): Promise<void> {
  const attempts = Number(row.attempts ?? 0) + 1;
  try {
    const sender = senders.get(row.channel);
    if (!sender) throw new Error(`no sender for the channel "${row.channel}"`);
    await sender({
      recipient: row.recipient,
      language: row.language === 'en' ? 'en' : 'fr',
      payload: row.payload,
      message_id: row.message_id,
      template: row.template,
    });
    await strapi.db.query(OUTBOX).updateMany({ where: { id: row.id }, data: { status: 'sent', attempts, sent_at: clock.now(), last_error: null, claimed_until: null } });
    await tell(row.template, { status: 'sent', attempts, lastError: null, related: row.related ?? null });
  } catch (error) {
    const dead = attempts >= MAX_ATTEMPTS;
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    strapi.log.warn(`outbox: "${row.template}" message ${row.id} attempt ${attempts} failed${dead ? ' (dead)' : ''}: ${message}`);
    await strapi.db.query(OUTBOX).updateMany({
      where: { id: row.id },
      data: {
        status: dead ? 'dead' : 'failed',
        attempts,
        last_error: message,
        next_attempt_at: dead ? null : clock.ms() + (RETRY_DELAYS_MINUTES[attempts - 1] ?? 0) * MINUTE,
        claimed_until: null,
      },
    });
    await tell(row.template, { status: dead ? 'dead' : 'failed', attempts, lastError: message, related: row.related ?? null });
  }
}

/** Messages a lane claims at a time. */
const LANE_BATCH = 4;

/** Lanes running in this process (at most `OUTBOX_CONCURRENCY`). */
let lanes = 0;
/** Set by each wake-up; a lane that found nothing due claims once more if one came meanwhile. */
let woken = false;
/** The claims of this process, one at a time: two lanes claiming at once would race for the same rows. */
let claiming: Promise<unknown> = Promise.resolve();
/** Resolved when the last lane stops. */
let idle: { promise: Promise<void>; resolve: () => void } | undefined;

function claimInTurn(): Promise<ClaimedRow[]> {
  const claim = claiming.then(() => claimBatch(LANE_BATCH));
  claiming = claim.catch(() => undefined);
  return claim;
}

/**
 * One lane: claim a few due messages, send them one after the other, and again, until none is due. Lanes
 * claim and send independently: a message whose mail server answers slowly holds up only its own lane's
 * few messages, never the others' (account codes included).
 */
async function lane(): Promise<void> {
  try {
    for (;;) {
      woken = false;
      const rows = await claimInTurn();
      // None due, or every due message was claimed by another process: stop, unless woken meanwhile.
      if (rows.length === 0) {
        if (woken) continue;
        return;
      }
      for (const row of rows) await sendOne(row);
    }
  } catch (error) {
    // The database went away (shutdown) or refused a statement: the next poll tries again.
    if (!stopped) strapi.log.error(`outbox: ${(error as Error).message}`);
  } finally {
    lanes -= 1;
    if (lanes === 0) {
      idle?.resolve();
      idle = undefined;
    }
  }
}

/**
 * Send every due message now: wakes the lanes under way, or starts them (up to `OUTBOX_CONCURRENCY`).
 * @returns when this process's lanes have stopped: no due message was left that this process could claim
 */
export function drainOutbox(): Promise<void> {
  woken = true;
  if (!idle) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    idle = { promise, resolve };
  }
  const { promise } = idle;
  while (lanes < concurrency()) {
    lanes += 1;
    void lane();
  }
  return promise;
}

/** Wake the worker (after a commit that queued messages); nothing happens before it was started. */
export function kickOutbox(): void {
  if (stopped) return;
  setImmediate(() => {
    void drainOutbox();
  });
}

/** Start sending (at bootstrap): a first pass at once, then one every `OUTBOX_POLL_MS`. */
export function startOutboxWorker(): void {
  if (process.env.OUTBOX_WORKER === 'false') return;
  stopped = false;
  kickOutbox();
  timer = setInterval(() => void drainOutbox(), pollMs());
  timer.unref();
}

/** Stop sending (at shutdown), after the messages under way. */
export async function stopOutboxWorker(): Promise<void> {
  stopped = true;
  if (timer) clearInterval(timer);
  timer = undefined;
  await idle?.promise;
}
