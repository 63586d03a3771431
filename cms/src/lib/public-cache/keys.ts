/**
 * Which requests the public read cache may answer, and under which key (docs/public-cache.md).
 *
 * A route is cacheable when its contract opts in (`cache` in `contracts/route.ts`); its path pattern
 * (`/client/blogs/:slug`) is matched here, before Strapi's router, so that a hit never reaches it.
 * The key is what the answer depends on for an anonymous caller: the path, the query string in a
 * normal form (parameters sorted by name, the order of repeated values kept), the locale resolved from
 * `Accept-Language` exactly as `global::role-surface` resolves it, the CORS outcome of the `Origin`
 * header (the answer's `Access-Control-Allow-Origin`), and for answers built from availability the
 * booking settings in force.
 */
import { allRoutes } from '../../contracts';
import type { PublicCacheRule, RouteContract } from '../../contracts/route';
import { bookingSettings } from '../booking-settings';
import type { Locale } from '../messages';

/** A cacheable route as the middleware matches it. */
export interface CacheableRoute {
  /** `/api/client/blogs/:slug` */
  path: string;
  rule: PublicCacheRule;
  pattern: RegExp;
  /** Names of the path parameters, in pattern order. */
  params: string[];
}

/** The route rule of a contract, or `undefined` when it does not opt in. */
function ruleOf(contract: RouteContract): PublicCacheRule | undefined {
  if (!contract.cache || contract.method !== 'GET' || contract.access !== 'public') return undefined;
  return contract.cache === 'public' ? {} : contract.cache;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cacheable routes of the given contracts, as path patterns (a parameter matches one non-empty path segment).
 * @param contracts - route contracts (default: every contract of the three surfaces)
 */
export function cacheableRoutes(contracts: readonly RouteContract[] = allRoutes): CacheableRoute[] {
  return contracts.flatMap((contract) => {
    const rule = ruleOf(contract);
    if (!rule) return [];
    const path = `/api${contract.path}`;
    const params: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return escape(segment);
        params.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return [{ path, rule, pattern: new RegExp(`^${source}$`), params }];
  });
}

let routes: CacheableRoute[] | undefined;

/** A matched cacheable route with its path parameters (raw, as in the path). */
export interface RouteMatch {
  route: CacheableRoute;
  params: Record<string, string>;
}

/**
 * The cacheable route a request path names, or `undefined`.
 * @param path - the request path (`ctx.path`), without query string
 */
export function matchCacheableRoute(path: string): RouteMatch | undefined {
  routes ??= cacheableRoutes();
  for (const route of routes) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    return { route, params: Object.fromEntries(route.params.map((name, index) => [name, found[index + 1]])) };
  }
  return undefined;
}

/**
 * The tags a route declares for one request, `{name}` replaced by the path parameter (decoded).
 * @returns e.g. `['slots', 'slots:k3v9…']`
 */
export function declaredTags(match: RouteMatch): string[] {
  return (match.route.rule.tags ?? []).map((tag) =>
    tag.replace(/\{(\w+)\}/g, (_, name: string) => {
      const raw = match.params[name] ?? '';
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }),
  );
}

/**
 * A query string in a normal form: parameters sorted by name (stable, so repeated values keep their
 * order), each re-encoded the same way (`a=1&b=x%20y`).
 */
export function normaliseQuery(querystring: string): string {
  if (!querystring) return '';
  const entries = [...new URLSearchParams(querystring).entries()];
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** What a cache key is made of. */
export interface KeyParts {
  path: string;
  querystring: string;
  locale: Locale;
  /** CORS outcome: the allowed origin, `*` without `Origin`, `''` for an origin that gets no CORS headers. */
  corsOrigin: string;
  rule: PublicCacheRule;
}

/** The cache key of a request (see the module comment). */
export function cacheKey(parts: KeyParts): string {
  const settings = parts.rule.availability ? bookingSettings() : undefined;
  const booking = settings ? `${settings.minNoticeHours}/${settings.horizonDays}/${settings.changeNoticeHours}` : '';
  return [parts.path, normaliseQuery(parts.querystring), parts.locale, parts.corsOrigin, booking].join('\u0000');
}
