/**
 * The application key of our own front ends (DESIGN §2): every request to a role surface, a Socket.IO
 * handshake and a cached public read carries it in `x-api-key` (the web app and the back office read
 * it from `/app-config.js`). It identifies our front ends, not a user: it is not a secret of anyone's.
 */
import { createHash, timingSafeEqual } from 'crypto';

/** The key expected: env `PUBLIC_API_KEY`, `dev-public-api-key` when unset (development). */
export function publicApiKey(): string {
  return process.env.PUBLIC_API_KEY || 'dev-public-api-key';
}

/** SHA-256 of the expected key, kept while the key stays the same (it is read on every request). */
let expected: { key: string; digest: Buffer } | undefined;

const digestOf = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `given` is the application key, compared in constant time (both sides hashed to 32 bytes,
 * so the length of the key does not show either).
 * @param given - the request's `x-api-key` (or handshake `auth.apiKey`); `undefined` or not a string is never the key
 */
export function isPublicApiKey(given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const key = publicApiKey();
  if (expected?.key !== key) expected = { key, digest: digestOf(key) };
  return timingSafeEqual(digestOf(given), expected.digest);
}
