/**
 * `global::public-cache`: the fast path of the anonymous catalogue reads (docs/public-cache.md),
 * placed first in the middleware chain, before `strapi::logger` and every other middleware.
 *
 * For a GET or HEAD of a route whose contract opts in (`cache`), sent with the right `x-api-key`,
 * without `Authorization` and without a session cookie:
 * - hit: the stored answer is sent at once, in the encoding the client accepts (Brotli, gzip or
 *   none, compressed when it was stored), with the headers the full stack gave it (security headers,
 *   CORS, `Content-Language`, `Vary`), a strong `ETag` (304 for a matching `If-None-Match`),
 *   `Cache-Control: public, max-age=<PUBLIC_CACHE_MAX_AGE_SECONDS, default 0>, must-revalidate` and
 *   `X-Cache: HIT`;
 * - miss: the rest of the stack runs with the content types it reads recorded (lib/public-cache/reads);
 *   a 200 JSON answer is then stored and sent like a hit, with `X-Cache: MISS`. While it runs, the
 *   request's `Accept-Encoding` is hidden from `strapi::compression`, so that the JSON body is still an
 *   object when it comes back here (the cache compresses the stored answer itself, once).
 *
 * Why `max-age=0, must-revalidate`: invalidation is exact on the server, so a browser may not keep an
 * answer on its own; it asks again each time with `If-None-Match` and gets an empty 304 as long as
 * nothing changed, which costs one round trip and no body.
 *
 * Everything else (other routes, signed-in callers, a wrong key, non-200 answers, `PUBLIC_CACHE_ENABLED=false`)
 * goes through the normal stack, cacheable routes then carrying `X-Cache: MISS`.
 */
import type { Context, Next } from 'koa';
import { publicApiKey, sameKey } from './role-surface';
import { resolveLocale } from '../lib/messages';
import { allowedOrigins } from '../lib/origins';
import { publicCache, type PublicCacheSettings } from '../lib/public-cache';
import { buildEntry, etagMatches, storableHeaders } from '../lib/public-cache/entry';
import { cacheKey, declaredTags, matchCacheableRoute } from '../lib/public-cache/keys';
import { recordReads } from '../lib/public-cache/reads';
import type { CacheEntry } from '../lib/public-cache/store';

/**
 * Cookies that mean a session: the refresh cookies of the surfaces (`refresh_<role>`), Strapi's session
 * (`koa.sess`) and its admin panel's (`jwtToken`, `strapi_admin_refresh`). Other cookies (preferences,
 * analytics) do not change a catalogue answer.
 */
const SESSION_COOKIE = /(?:^|;)\s*(?:refresh_[^=]*|koa\.sess(?:\.sig)?|jwtToken|strapi_admin_refresh)=/;

/**
 * The CORS outcome of an `Origin` header, as `strapi::cors` decides it with our configuration
 * (config/middlewares.ts): `*` without `Origin`, the origin itself when allowed, `''` otherwise.
 */
function corsOutcome(origin: string, allowed: readonly string[]): string {
  if (!origin) return '*';
  return allowed.includes(origin) ? origin : '';
}

/** The quality (0…1) an `Accept-Encoding` header gives an encoding (`*` counts; absent: 0). */
function quality(header: string, encoding: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = q ? Number.parseFloat(q.slice(2)) : 1;
    const weight = Number.isFinite(value) ? value : 0;
    if (name === encoding) return weight;
    if (name === '*') wildcard = weight;
  }
  return wildcard;
}

/**
 * The encoding to send: Brotli or gzip, whichever the client ranks higher (Brotli on a tie, it is the
 * smaller), none without `Accept-Encoding` or for a small body stored uncompressed.
 */
function encodingFor(ctx: Context, entry: CacheEntry): 'br' | 'gzip' | 'identity' {
  const header = ctx.get('accept-encoding');
  if (!entry.br || !header) return 'identity';
  const br = quality(header, 'br');
  const gzip = quality(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/** Send a stored answer (a hit, or the miss just stored). */
function send(ctx: Context, entry: CacheEntry, state: 'HIT' | 'MISS', settings: PublicCacheSettings): void {
  ctx.status = 200;
  for (const [name, value] of Object.entries(entry.headers)) ctx.set(name, value);
  ctx.vary('Accept-Language');
  ctx.vary('Accept-Encoding');
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', `public, max-age=${settings.maxAgeSeconds}, must-revalidate`);
  ctx.set('X-Cache', state);
  if (etagMatches(ctx.get('if-none-match'), entry.etag)) {
    ctx.status = 304;
    return;
  }
  const encoding = encodingFor(ctx, entry);
  if (encoding === 'identity') {
    ctx.remove('Content-Encoding');
    ctx.body = entry.identity;
    return;
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? entry.br : entry.gzip;
}

/** A JSON body as koa would serialize it (a plain object or array), not a buffer, stream or text. */
function isJsonBody(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}

export default () => {
  const origins = allowedOrigins();
  return async (ctx: Context, next: Next): Promise<void> => {
    const cache = publicCache();
    if (!cache || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const match = matchCacheableRoute(ctx.path);
    if (!match) return next();
    ctx.set('X-Cache', 'MISS');
    if (ctx.get('authorization') || SESSION_COOKIE.test(ctx.get('cookie')) || !sameKey(ctx.get('x-api-key') ?? '', publicApiKey())) return next();

    const { rule } = match.route;
    const key = cacheKey({ path: ctx.path, querystring: ctx.querystring, locale: resolveLocale(ctx.get('accept-language')), corsOrigin: corsOutcome(ctx.get('origin'), origins), rule });
    const hit = cache.store.get(key);
    if (hit) return send(ctx, hit, 'HIT', cache.settings);
    if (ctx.method === 'HEAD') return next();

    const startedAt = cache.store.sequence();
    const scope = { tags: new Set<string>() };
    const headers = ctx.request.headers;
    const acceptEncoding = headers['accept-encoding'];
    delete headers['accept-encoding'];
    try {
      await recordReads(scope, () => next());
    } finally {
      if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    }
    if (ctx.status !== 200 || !isJsonBody(ctx.body) || ctx.response.get('Set-Cookie')) return;
    const narrowed = new Set<string>(rule.narrowed ?? []);
    const tags = [...[...scope.tags].filter((tag) => !narrowed.has(tag)), ...declaredTags(match)];
    const entry = await buildEntry(Buffer.from(JSON.stringify(ctx.body)), storableHeaders(ctx.response.headers), tags);
    // An answer that read nothing from the database could never be invalidated: it is sent, not stored.
    if (scope.tags.size > 0) cache.store.set(key, entry, startedAt, rule.availability ? cache.settings.availabilityTtlMs : undefined);
    send(ctx, entry, 'MISS', cache.settings);
  };
};
