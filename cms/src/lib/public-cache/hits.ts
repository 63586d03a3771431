/**
 * Which stored answer a request gets, and how it is written (docs/public-cache.md "Fast path"): shared by
 * the early listener that answers hits on the HTTP server before Koa (./early-hits) and by
 * `global::public-cache`, which stores the misses.
 *
 * A request is answered from the cache when it is a GET or HEAD of a route whose contract opts in
 * (`cache`), with the right `x-api-key`, without `Authorization` and without a session cookie.
 */
import type { ServerResponse } from 'node:http';
import vary from 'vary';
import { isPublicApiKey } from '../api-key';
import { resolveLocale } from '../messages';
import { allowedOrigins } from '../origins';
import { etagMatches } from './entry';
import { cacheKey, matchCacheableRoute } from './keys';
import type { PublicCacheSettings } from './settings';
import type { CacheEntry } from './store';

/**
 * Cookies that mean a session: the refresh cookies of the surfaces (`refresh_<role>`), Strapi's session
 * (`koa.sess`) and its admin panel's (`jwtToken`, `strapi_admin_refresh`). Other cookies (preferences,
 * analytics) do not change a catalogue answer.
 */
export const SESSION_COOKIE = /(?:^|;)\s*(?:refresh_[^=]*|koa\.sess(?:\.sig)?|jwtToken|strapi_admin_refresh)=/;

/** What a lookup reads of a request. */
export interface CacheRequest {
  method: string;
  /** The path, without the query string, as sent. */
  path: string;
  /** The query string, without `?`, as sent. */
  querystring: string;
  /** A request header (lower-case name), `''` when absent. */
  header(name: string): string;
}

/** The outcome of {@link lookUp} for a request the cache may answer. */
export interface CacheLookup {
  match: NonNullable<ReturnType<typeof matchCacheableRoute>>;
  key: string;
}

/**
 * The CORS outcome of an `Origin` header, as `strapi::cors` decides it with our configuration
 * (config/middlewares.ts): `*` without `Origin`, the origin itself when allowed, `''` otherwise.
 */
function corsOutcome(origin: string, allowed: readonly string[]): string {
  if (!origin) return '*';
  return allowed.includes(origin) ? origin : '';
}

let origins: readonly string[] | undefined;

/** Whether `request` names a cacheable route at all (such answers carry `X-Cache`). */
export function isCacheableRoute(request: Pick<CacheRequest, 'method' | 'path'>): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && matchCacheableRoute(request.path) !== undefined;
}

/**
 * The cache key of `request`, or `undefined` when the cache may not answer it (another method or route,
 * a signed-in caller, a session cookie, a missing or wrong key).
 */
export function lookUp(request: CacheRequest): CacheLookup | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const match = matchCacheableRoute(request.path);
  if (!match) return undefined;
  if (request.header('authorization') || SESSION_COOKIE.test(request.header('cookie')) || !isPublicApiKey(request.header('x-api-key'))) return undefined;
  origins ??= allowedOrigins();
  const key = cacheKey({
    path: request.path,
    querystring: request.querystring,
    locale: resolveLocale(request.header('accept-language')),
    corsOrigin: corsOutcome(request.header('origin'), origins),
    rule: match.route.rule,
  });
  return { match, key };
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
function encodingFor(acceptEncoding: string, entry: CacheEntry): 'br' | 'gzip' | 'identity' {
  if (!entry.br || !acceptEncoding) return 'identity';
  const br = quality(acceptEncoding, 'br');
  const gzip = quality(acceptEncoding, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/** The flat header lists of a stored answer, per way of sending it (built once, at its first use). */
const headerLists = new WeakMap<CacheEntry, Map<string, string[]>>();

/** Headers that describe a body: not sent with a 304. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding']);

/**
 * The headers of `entry` sent as `state`, in `encoding` (`304`: the empty revalidation answer), as the
 * flat list `writeHead` takes: the stored ones, `Vary` (+ `Accept-Language`, `Accept-Encoding`), `ETag`,
 * `Cache-Control`, `X-Cache`, and for a body its `Content-Encoding` and `Content-Length`.
 */
function headerList(entry: CacheEntry, state: 'HIT' | 'MISS', encoding: 'br' | 'gzip' | 'identity' | '304', settings: PublicCacheSettings): string[] {
  let lists = headerLists.get(entry);
  if (!lists) headerLists.set(entry, (lists = new Map()));
  const way = `${state} ${encoding} ${settings.maxAgeSeconds}`;
  const known = lists.get(way);
  if (known) return known;
  const list: string[] = [];
  let varyHeader = '';
  for (const [name, value] of Object.entries(entry.headers)) {
    const lower = name.toLowerCase();
    const kept = (lower !== 'x-cache' && lower !== 'etag' && lower !== 'cache-control' && !BODY_HEADERS.has(lower)) || (lower === 'content-type' && encoding !== '304');
    if (lower === 'vary') varyHeader = [value].flat().join(', ');
    else if (kept) for (const one of [value].flat()) list.push(name, String(one));
  }
  list.push('Vary', vary.append(vary.append(varyHeader, 'Accept-Language'), 'Accept-Encoding'));
  list.push('ETag', entry.etag, 'Cache-Control', `public, max-age=${settings.maxAgeSeconds}, must-revalidate`, 'X-Cache', state);
  if (encoding !== '304') {
    const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.identity;
    if (encoding !== 'identity') list.push('Content-Encoding', encoding);
    list.push('Content-Length', String(body.length));
  }
  lists.set(way, list);
  return list;
}

/**
 * Write a stored answer on `response` and end it: the headers the full stack gave it, `Vary`, `ETag`,
 * `Cache-Control: public, max-age=<settings>, must-revalidate`, `X-Cache`; an empty 304 for a matching
 * `If-None-Match`; else the body in the encoding the client accepts (no body for HEAD). Headers set on
 * `response` before (by the middlewares of a miss) are replaced by the stored ones.
 * @param request - the request's method and headers
 * @param state - `HIT`, or `MISS` for the answer just stored
 */
export function writeStored(request: Pick<CacheRequest, 'method' | 'header'>, response: ServerResponse, entry: CacheEntry, state: 'HIT' | 'MISS', settings: PublicCacheSettings): void {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  if (etagMatches(request.header('if-none-match'), entry.etag)) {
    response.writeHead(304, headerList(entry, state, '304', settings)).end();
    return;
  }
  const encoding = encodingFor(request.header('accept-encoding'), entry);
  const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.identity;
  response.writeHead(200, headerList(entry, state, encoding, settings)).end(request.method === 'HEAD' ? undefined : body);
}
