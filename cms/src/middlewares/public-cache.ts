/**
 * `global::public-cache`: the miss side of the anonymous catalogue reads' cache (docs/public-cache.md),
 * placed first in the middleware chain, before `strapi::logger` and every other middleware. Hits are
 * answered earlier still, on the HTTP server before Koa (lib/public-cache/early-hits), with the same
 * lookup and writer (lib/public-cache/hits).
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
import { publicCache } from '../lib/public-cache';
import { buildEntry, storableHeaders } from '../lib/public-cache/entry';
import { isCacheableRoute, lookUp, writeStored, type CacheRequest } from '../lib/public-cache/hits';
import { declaredTags } from '../lib/public-cache/keys';
import { recordReads, type ReadScope } from '../lib/public-cache/reads';
import { clock } from '../contracts/clock';

/** A JSON body as koa would serialize it (a plain object or array), not a buffer, stream or text. */
function isJsonBody(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}

/** `ctx` as a {@link CacheRequest}. */
const cacheRequest = (ctx: Context): CacheRequest => ({ method: ctx.method, path: ctx.path, querystring: ctx.querystring, header: (name) => ctx.get(name) });

export default () => {
  return async (ctx: Context, next: Next): Promise<void> => {
    const cache = publicCache();
    if (!cache || !isCacheableRoute(ctx)) return next();
    ctx.set('X-Cache', 'MISS');
    const request = cacheRequest(ctx);
    const lookup = lookUp(request);
    if (!lookup) return next();

    // Hits are normally answered before Koa (lib/public-cache/early-hits); this one arrived in between.
    const hit = cache.store.get(lookup.key);
    if (hit) {
      ctx.respond = false;
      return writeStored(request, ctx.res, hit, 'HIT', cache.settings);
    }
    if (ctx.method === 'HEAD') return next();

    const { match, key } = lookup;
    const { rule } = match.route;
    const startedAt = cache.store.sequence();
    const scope: ReadScope = { tags: new Set<string>() };
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
    // One built from availability lives at most `availabilityTtlMs`, and never past the instant its
    // first free time slot leaves the bookable window (then it is not stored at all).
    const lifetime = rule.availability ? Math.min(cache.settings.availabilityTtlMs, (scope.validUntilMs ?? Number.POSITIVE_INFINITY) - clock.ms()) : undefined;
    if (scope.tags.size > 0) cache.store.set(key, entry, startedAt, lifetime);
    ctx.respond = false;
    writeStored(request, ctx.res, entry, 'MISS', cache.settings);
  };
};
