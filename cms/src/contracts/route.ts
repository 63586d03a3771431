/**
 * How a route of the three API surfaces is described (DESIGN §2 "One contract"): method, path, who may
 * call it, its input (path parameters, query parameters, JSON or multipart body) and every answer it
 * can give, each as a zod schema. The same description
 * - becomes the Strapi route (`lib/contract-routes.ts`: path, handler, auth policy, declared query),
 * - validates the request and shapes the answer in the controller (`lib/http.ts`),
 * - and is published as OpenAPI 3.1 (`lib/openapi.ts`, `GET /api/openapi.json`), from which the two
 *   front ends take their types.
 *
 * This module and the area files beside it import nothing but zod, so that the front ends can import
 * the same request schemas for their forms.
 *
 * @module contracts/route
 */
import type { z } from 'zod';

/** HTTP methods the surfaces use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - `public`: anyone holding the application key (catalogue reads, sign-in, sign-up…)
 * - `signed-in`: a user of the surface's own role (client on `/client`, consultant on `/consultant`,
 *   admin on `/admin-panel`), with a bearer JWT
 * - `keyless`: called by a third party that cannot send the application key (it proves itself
 *   otherwise, e.g. the payment provider's signed webhook)
 */
export type Access = 'public' | 'signed-in' | 'keyless';

/**
 * How a route opts in to the public read cache (docs/public-cache.md; `lib/public-cache`). Only pure
 * catalogue reads opt in: answers that are the same for every anonymous caller of a locale. The cache
 * records by itself which content types an answer was read from; this adds what it cannot see.
 */
export interface PublicCacheRule {
  /**
   * Tags beside the content types read, `{name}` replaced by the path parameter of that name
   * (`slots:{id}` → `slots:<consultant documentId>`).
   */
  tags?: readonly string[];
  /**
   * Content types whose reads are NOT recorded as tags, because {@link PublicCacheRule.tags} names the
   * part of them the answer depends on more narrowly (a consultant's slots depend on that consultant's
   * bookings only, tag `slots:<documentId>`, not on every booking).
   */
  narrowed?: readonly string[];
  /**
   * The answer is built from the consultants' availability (free time slots): it also depends on the
   * clock (a slot leaves the bookable window as time passes) and on the booking settings of the
   * environment. Such entries live at most 60 seconds and their key holds the booking settings.
   */
  availability?: boolean;
}

/** One documented answer of a route. */
export interface ResponseContract {
  description: string;
  /** Schema of the JSON body; absent for an empty body (204) or a non-JSON body. */
  schema?: z.ZodType;
  /** Media type of a non-JSON body (e.g. `text/calendar`), or the list of those it can have. */
  contentType?: string | readonly string[];
}

/**
 * A route of a surface.
 *
 * Statuses every route may answer are added to its document by `lib/openapi.ts` and need not be
 * listed: 400 (bad query or path), 401 (missing or wrong key or token), 403 for `signed-in` routes,
 * 404 for routes with path parameters, 413 and 415 for routes with a body and every POST, PUT or PATCH. Everything else a route can
 * answer (409, 422, 429, 402…) is listed in `responses`.
 */
export interface RouteContract {
  method: Method;
  /** Path as Strapi declares it, after `/api`: `/client/blogs/:slug`. */
  path: string;
  /** One line for the reference page. */
  summary: string;
  /** Longer explanation (markdown), e.g. rules that are not visible in the schemas. */
  description?: string;
  /** Reference-page group, e.g. `Catalogue`. */
  tag: string;
  access: Access;
  /** Path parameters (`:id` → `{ id: z.string() }`). */
  params?: z.ZodObject;
  /** Query parameters: name → schema of its value (a route without it takes none). */
  query?: Record<string, z.ZodType>;
  /** Request body schema. */
  body?: z.ZodType;
  /** `multipart` when the body is form data with files (default `json`). */
  bodyType?: 'json' | 'multipart';
  /** Answers by HTTP status. */
  responses: Record<number, ResponseContract>;
  /** Extra Strapi route policies (e.g. rate limits), run after the access check. */
  policies?: string[];
  /**
   * Opt-in to the public read cache (docs/public-cache.md), for `public` GET routes that are pure
   * catalogue reads: `'public'`, or a {@link PublicCacheRule}. Absent: never cached. Requests with an
   * `Authorization` header or a session cookie always bypass the cache.
   */
  cache?: 'public' | PublicCacheRule;
}

/** The routes of one area, keyed by the name of their controller action. */
export type AreaContracts = Record<string, RouteContract>;

/**
 * Declare a route contract (an identity function that keeps the literal types).
 * @param contract - the route's description
 * @returns the same object
 */
export function route<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** The JSON schema of the success answer of `C` (its lowest 2xx status). */
export type SuccessBody<C extends RouteContract> = {
  [S in keyof C['responses']]: S extends 200 | 201 ? (C['responses'][S] extends { schema: infer T extends z.ZodType } ? z.input<T> : never) : never;
}[keyof C['responses']];
