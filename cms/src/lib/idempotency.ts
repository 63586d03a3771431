/**
 * Idempotent requests (docs/api-bookings.md `POST bookings`): a request repeated with the
 * same `Idempotency-Key` header by the same user gets the first request's answer instead of running
 * again. The key's row in `booking_idempotency_keys` (database/migrations) is inserted before the work
 * runs; its primary key (user, key) lets exactly one of several simultaneous repeats run, the others
 * wait for its answer. Keys are kept 24 hours.
 */
import crypto from 'node:crypto';
import { ApiError, badRequest } from './http-errors';
import { t, type Locale } from './messages';
import { clock } from '../contracts/clock';

const TABLE = 'booking_idempotency_keys';
const KEEP_MS = 24 * 3_600_000;
const WAIT_MS = 20_000;
const KEY = /^[\x21-\x7E]{1,255}$/;

/** An answer to send: HTTP status and JSON body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** True for a unique/primary-key violation on SQLite or PostgreSQL (the error of a refused insert). */
export function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null | undefined)?.code ?? '');
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT');
}

/** Expired keys are deleted at most once a minute per process, not on every request. */
const PRUNE_EVERY_MS = 60_000;
let lastPrune = 0;

async function pruneExpiredKeys(): Promise<void> {
  const now = clock.ms();
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await strapi.db
    .connection(TABLE)
    .where('created_at', '<', now - KEEP_MS)
    .delete();
}

/**
 * Run `work` once per (user, key).
 * @param key - the `Idempotency-Key` header, or undefined to just run `work`
 * @param request - what identifies the request (method, path, body); a key reused with another request → 422
 * @returns the answer of `work`, or the stored answer of the first request with this key
 * @throws ApiError 400 for a malformed key, 422 `IdempotencyKeyReused`, 409 `IdempotencyKeyPending` when
 *   the first request is still running after 20 s; and whatever `work` throws (an ApiError is stored and
 *   replayed; any other error forgets the key so that a retry runs again)
 */
export async function idempotent(userId: number, key: string | undefined, request: unknown, locale: Locale, work: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  if (key === undefined) return work();
  if (!KEY.test(key)) throw badRequest(t(locale, 'booking.idempotencyKey'), { fieldErrors: { 'Idempotency-Key': [t(locale, 'booking.idempotencyKey')] } });
  const knex = strapi.db.connection;
  const fingerprint = crypto.createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const where = { user_id: userId, idempotency_key: key };
  await pruneExpiredKeys();
  try {
    await knex(TABLE).insert({ ...where, fingerprint, created_at: clock.ms() });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return replay(where, fingerprint, locale);
  }
  try {
    const answer = await work();
    await knex(TABLE)
      .where(where)
      .update({ status_code: answer.status, response_body: JSON.stringify(answer.body) });
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      await knex(TABLE)
        .where(where)
        .update({ status_code: error.status, response_body: JSON.stringify(error.toBody()) });
    } else {
      await knex(TABLE).where(where).delete();
    }
    throw error;
  }
}

/** The stored answer of the first request, once it has one. */
async function replay(where: Record<string, unknown>, fingerprint: string, locale: Locale): Promise<StoredAnswer> {
  const deadline = clock.ms() + WAIT_MS;
  for (;;) {
    const row = await strapi.db.connection(TABLE).where(where).first();
    if (row && row.fingerprint !== fingerprint) throw new ApiError(422, 'IdempotencyKeyReused', t(locale, 'booking.idempotencyReused'));
    if (row && row.status_code !== null && row.status_code !== undefined) return { status: Number(row.status_code), body: JSON.parse(row.response_body) };
    if (!row || clock.ms() > deadline) throw new ApiError(409, 'IdempotencyKeyPending', t(locale, 'booking.idempotencyPending'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
