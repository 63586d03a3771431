/**
 * `Idempotency-Key`s of booking attempts (docs/api-bookings.md `POST bookings`): one UUID per attempt,
 * reused when the same attempt is sent again after an answer that did not settle it (network failure,
 * 5xx), so that a booking the server did make is not made twice; a new attempt — another slot, another
 * coupon, or the same one after a settled answer (success, or a 4xx such as `SlotUnavailable` or
 * `FormsMissing` that the client fixes before trying again) — gets a new key.
 *
 * @module features/bookings/model/idempotency
 */
import { ApiError } from '../../../lib/api-client';

/** Keys of booking attempts. */
export interface AttemptKeys {
  /**
   * The key of the attempt described by `signature` (e.g. the JSON of the request body): the same key as
   * the previous call while the signature is the same and the attempt is not settled, else a new one.
   */
  keyFor(signature: string): string;
  /**
   * Records the outcome of the attempt sent with the current key: a success or a 4xx settles it (the next
   * call of {@link keyFor} gives a new key); a network failure or a 5xx keeps it for the retry.
   */
  settle(outcome: 'success' | unknown): void;
}

/** A new random UUID (v4). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Whether an error leaves a request's effect unknown (so a retry must reuse its key): a network failure
 * (status 0), a timeout or a 5xx.
 */
export function isUnsettled(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 408;
}

/**
 * Creates the keys of a series of booking attempts.
 *
 * @param generate - key generator (default {@link newIdempotencyKey}).
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey): AttemptKeys {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (!current || current.signature !== signature) current = { signature, key: generate() };
      return current.key;
    },
    settle(outcome) {
      if (outcome === 'success' || !isUnsettled(outcome)) current = null;
    },
  };
}
