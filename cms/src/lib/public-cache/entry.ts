/**
 * Building a stored answer and choosing what to send of it (docs/public-cache.md "Answers").
 * Compression happens once, when the entry is stored (Brotli and gzip, on the thread pool); a hit only
 * picks the encoding the client accepts.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CacheEntry } from './store';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies below this size (bytes) are stored and sent as is, as `strapi::compression` does (koa-compress). */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli quality: close to the best ratio, still a few milliseconds for a large list. */
const BROTLI_QUALITY = 9;

/** Response headers never stored: they describe one transfer, or the cache sets them itself. */
const TRANSIENT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'etag', 'cache-control', 'x-cache', 'last-modified']);

/**
 * The headers of an answer worth repeating on a hit (lower-case names), without transfer-specific ones.
 * @param headers - `ctx.response.headers` after the whole stack ran
 */
export function storableHeaders(headers: Record<string, unknown>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (TRANSIENT.has(lower) || value == null) continue;
    kept[lower] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}

/** A strong entity tag of a body: quoted SHA-256 prefix (base64url, 128 bits). */
export function entityTag(body: Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Build an entry: the identity body, its Brotli and gzip forms (for a body of at least
 * {@link COMPRESSION_THRESHOLD} bytes), its entity tag.
 */
export async function buildEntry(identity: Buffer, headers: Record<string, string | string[]>, tags: string[]): Promise<CacheEntry> {
  const compress = identity.length >= COMPRESSION_THRESHOLD;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        gzip(identity, { level: 6 }),
      ])
    : [undefined, undefined];
  return { headers, identity, br, gzip: gz, etag: entityTag(identity), tags };
}

/**
 * Whether an `If-None-Match` header matches the entity tag (weak comparison, RFC 9110 §13.1.2: a
 * `W/` prefix is ignored; `*` matches).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
