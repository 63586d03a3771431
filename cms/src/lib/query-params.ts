/**
 * Query parameters of the role surfaces (docs/api.md: an unknown parameter answers 400, on every route).
 *
 * A route declares the parameters it reads in Strapi's own route field `request.query`, as a zod shape
 * (`{ page: z.coerce.number()…, search: z.string()… }`); a route without it takes none. The
 * `global::role-surface` middleware checks every request against its route's declaration before the
 * body is read, so a route added later is covered without further code. Controllers read the same
 * shape through their contract (`readQuery`, lib/http).
 */
import type { Core } from '@strapi/strapi';
import { badRequest } from './http-errors';
import { t, type Locale } from './messages';
import { addFieldError, fieldErrorMap, strictQuery, validate, type z } from './validation';

/** The declared query parameters of a route: parameter name → zod schema of its value. */
export type QueryShape = Record<string, z.ZodType>;

/** What {@link checkQueryParams} reads of a request. */
export interface QueryRequest {
  method: string;
  path: string;
  /** the raw query string, without `?` */
  querystring: string;
  /** the parsed query */
  query: unknown;
}

/** A registered content-API route (koa-router layer) and its declared query parameters. */
interface RouteEntry {
  layer: { methods: string[]; path: string; match(path: string): boolean };
  query?: QueryShape;
}

const tables = new WeakMap<object, RouteEntry[]>();

/**
 * The content API's registered routes (paths with the `/api` prefix, as koa-router matches them), each
 * with the `request.query` of its definition in `strapi.apis`. Built once, on the first request.
 */
function routeTable(strapi: Core.Strapi): RouteEntry[] {
  const known = tables.get(strapi);
  if (known) return known;
  const prefix = String(strapi.config.get('api.rest.prefix', '/api'));
  const declared = new Map<string, QueryShape | undefined>();
  for (const api of Object.values(strapi.apis)) {
    for (const router of Object.values(api.routes ?? {})) {
      // Strapi types `request.query` with its own bundled zod; lib/contract-routes puts ours there.
      for (const route of router.routes ?? []) declared.set(`${route.method} ${prefix}${route.path}`, route.request?.query as QueryShape | undefined);
    }
  }
  const table = (strapi.server.api('content-api').listRoutes() as unknown as RouteEntry['layer'][])
    .filter((layer) => layer.methods.length > 0)
    .map((layer) => ({ layer, query: declared.get(`${layer.methods[layer.methods.length - 1]} ${layer.path}`) }));
  tables.set(strapi, table);
  return table;
}

/** Name of a query parameter as declared: `filter` for `filter[q]`. */
const rootName = (key: string) => key.replace(/\[.*$/s, '');

/**
 * Refuse the query parameters a request's route does not declare, and check the declared ones.
 * The names are read from the raw query string, so that names the query parser drops (`__proto__`,
 * `constructor`, `toString`) are refused too. A request matching no route is left alone (it ends in 404).
 * @param strapi - the running Strapi (its route table)
 * @param request - a role-surface request: method, path, raw query string and parsed query
 * @param locale - language of the messages
 * @throws ApiError 400 `ValidationError` with `details.fieldErrors[parameter]` for an unknown or invalid parameter
 */
export function checkQueryParams(strapi: Core.Strapi, request: QueryRequest, locale: Locale): void {
  if (!request.querystring) return;
  const entry = routeTable(strapi).find(({ layer }) => layer.methods.includes(request.method) && layer.match(request.path));
  if (!entry) return;
  const names = new Set([...new URLSearchParams(request.querystring).keys()].map(rootName));
  const fieldErrors = fieldErrorMap();
  for (const name of names) {
    if (!entry.query || !Object.hasOwn(entry.query, name)) addFieldError(fieldErrors, name, t(locale, 'validation.unknownParam', { param: name }));
  }
  if (Object.keys(fieldErrors).length) throw badRequest(t(locale, 'validation.query'), { fieldErrors });
  if (entry.query) validate(strictQuery(entry.query), request.query, locale, 'validation.query');
}
