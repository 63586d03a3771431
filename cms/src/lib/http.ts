/**
 * The request/answer side of the contracts (DESIGN §2 "One contract") for controllers: the typed Koa
 * context of a role-surface request, and the functions that read its input and write its answer
 * through the route's contract (`src/contracts/`).
 *
 * A controller reads with {@link readQuery} / {@link readBody} / {@link readParams} and answers with
 * {@link reply}; it never reads `ctx.query` or `ctx.request.body` itself, and services receive the
 * plain values these return (never the context).
 */
import type { ParameterizedContext } from 'koa';
import type { File as UploadedFile } from 'formidable';
import { z } from 'zod';
import type { RouteContract } from '../contracts/route';
import { notFound } from './http-errors';
import { t, type Locale, type MessageKey } from './messages';
import { strictQuery, validate } from './validation';

export type { UploadedFile };

/** A signed-in user as the `global::signed-in` policy loads it (users-permissions row, role populated). */
export interface AccountRow {
  id: number;
  documentId: string;
  email: string;
  username?: string | null;
  blocked?: boolean | null;
  token_version?: number | null;
  role?: { type: string } | null;
}

/** What the middlewares and policies of a role-surface request leave in `ctx.state`. */
export interface ApiState {
  /** language of messages and content (from `Accept-Language`) */
  locale: Locale;
  /** which surface the path belongs to */
  surface?: 'client' | 'consultant' | 'admin-panel' | 'files' | 'payments';
  /** the signed-in user, on `signed-in` routes */
  account?: AccountRow;
  [key: string]: unknown;
}

/** The Koa context of a role-surface request (koa-router's `params`, Strapi's body and files). */
export type ApiContext = ParameterizedContext<ApiState> & {
  params: Record<string, string>;
  request: ParameterizedContext<ApiState>['request'] & {
    body?: unknown;
    files?: Record<string, UploadedFile | UploadedFile[] | undefined>;
  };
};

/** The request's locale. */
export const localeOf = (ctx: ApiContext): Locale => ctx.state.locale;

/**
 * The signed-in user of a `signed-in` route.
 * @throws Error when called on a route without the `global::signed-in` policy (a programming error)
 */
export function accountOf(ctx: ApiContext): AccountRow {
  const account = ctx.state.account;
  if (!account) throw new Error('accountOf: this route has no signed-in policy');
  return account;
}

type QueryOf<C extends RouteContract> = C['query'] extends Record<string, z.ZodType> ? z.output<z.ZodObject<C['query']>> : Record<string, never>;
type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.output<C['body']> : never;

/**
 * The route's query parameters, parsed with its contract (defaults applied).
 * @throws ApiError 400 `ValidationError` (localized) for an invalid or undeclared parameter
 */
export function readQuery<C extends RouteContract>(ctx: ApiContext, contract: C): QueryOf<C> {
  return validate(strictQuery(contract.query), ctx.query, localeOf(ctx), 'validation.query') as QueryOf<C>;
}

/**
 * The route's body (JSON, or the text fields of a multipart body), parsed with its contract.
 * A body that is not an object (an array, a string) is read as `{}`.
 * @throws ApiError 400 `ValidationError` with `details.fieldErrors` in the request's locale
 */
export function readBody<C extends RouteContract & { body: z.ZodType }>(ctx: ApiContext, contract: C): BodyOf<C> {
  const value = ctx.request.body;
  const input = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return validate(contract.body, input, localeOf(ctx)) as BodyOf<C>;
}

/**
 * The route's path parameters, checked with its `params` schema (or taken as strings). A malformed
 * parameter names no record, so it answers 404 like an unknown one.
 * @param missing - catalogue key of the 404 message
 * @throws ApiError 404 when a parameter does not match its schema
 */
export function readParams<C extends RouteContract>(
  ctx: ApiContext,
  contract: C,
  missing: MessageKey = 'notFound.route',
): C['params'] extends z.ZodObject ? z.output<C['params']> : Record<string, string> {
  if (!contract.params) return { ...ctx.params } as never;
  const parsed = contract.params.safeParse(ctx.params);
  if (!parsed.success) throw notFound(t(localeOf(ctx), missing));
  return parsed.data as never;
}

type ResponseSchema<C extends RouteContract, S extends keyof C['responses']> = C['responses'][S] extends { schema: infer T extends z.ZodType } ? T : never;

/**
 * Answer with `status` and `body`, shaped by the schema the contract documents for that status: fields
 * it does not document are left out. A body that does not match the contract is still sent as it is,
 * and logged (the API tests fail on it), so that a gap in the contract never turns an answer into a 500.
 * @param status - a status the contract lists
 * @param body - the answer (JSON), typed by the contract
 */
export function reply<C extends RouteContract, S extends keyof C['responses'] & number>(ctx: ApiContext, contract: C, status: S, body: z.input<ResponseSchema<C, S>>): void {
  const schema = contract.responses[status]?.schema;
  ctx.status = status;
  if (!schema) {
    ctx.body = body;
    return;
  }
  const shaped = schema.safeParse(body);
  if (!shaped.success) {
    strapi.log.error(`${contract.method} /api${contract.path} answered ${status} outside its contract: ${z.prettifyError(shaped.error)}`);
  }
  ctx.body = shaped.success ? shaped.data : body;
}
