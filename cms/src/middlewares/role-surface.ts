/**
 * Guard of the three role API surfaces (DESIGN §2): `/api/client/`, `/api/consultant/`,
 * `/api/admin-panel/` (and `/api/files/`, `/api/payments/`).
 *
 * - `x-api-key` must equal env `PUBLIC_API_KEY` (dev default `dev-public-api-key`); else 401 JSON.
 *   The key identifies our own front ends and is not a user secret. Exempt: the payment provider's
 *   webhook (`POST /api/payments/stripe/webhook`), which Stripe calls without our key and which
 *   authenticates each call by its signature instead; and the newsletter's one-click unsubscription
 *   (`POST /api/client/newsletter/one-click?token=…`, RFC 8058), posted by mail clients and
 *   authenticated by its token.
 * - `Accept-Language` picks `ctx.state.locale` (`fr` default, `en`).
 * - An {@link ApiError} thrown below is answered in the one error shape; any other error becomes a
 *   logged 500 with a generic localized message (never a stack trace).
 * - A path holding control characters (`%00`, `%E2%80%AE`…) answers 400 before any route runs.
 * - Query parameters a route does not declare (`request.query`, lib/query-params) are refused with 400
 *   before the body is read.
 * - It runs before `strapi::body`, so a file above the upload limit (formidable's `maxFileSize`) is
 *   answered 413 in the one shape, and every temporary upload file is deleted once the request is answered.
 * - A body that cannot be read (multipart without a boundary or truncated, broken compression) is the
 *   request's fault: 400 in the one shape (413 for formidable's size limits), never a 500.
 * - Answers are `Cache-Control: no-store` unless their route set a header of its own, and always when the
 *   request carries a user's token or session cookie ({@link keepPrivate}).
 */
import { collectAfterAnswer } from '../lib/after-answer';
import type { Next } from 'koa';
import type { ApiContext, ApiState } from '../lib/http';
import type { Core } from '@strapi/strapi';
import { rm } from 'fs/promises';
import { ApiError, badRequest } from '../lib/http-errors';
import { hasControlCharacters } from '../lib/validation';
import { resolveLocale, t, type Locale } from '../lib/messages';
import { fileTooLarge } from '../lib/uploads';
import { checkQueryParams } from '../lib/query-params';
import { isPublicApiKey } from '../lib/api-key';
import { SESSION_COOKIE } from '../lib/public-cache';

const SURFACE = /^\/api\/(client|consultant|admin-panel|files|payments)(\/|$)/;

/** Paths called by third parties that cannot send our key (they prove themselves otherwise). */
const KEYLESS = new Set(['/api/payments/stripe/webhook', '/api/client/newsletter/one-click']);

/**
 * Path parameters are text from the request too: a path whose decoded segments hold control characters
 * (`/bookings/%00/cancel`) names nothing and must not reach a database query (PostgreSQL refuses NUL bytes).
 * @throws ApiError 400 `ValidationError` with `details.fieldErrors.path`
 */
function refuseControlCharactersInPath(ctx: ApiContext, locale: Locale): void {
  const decoded = String(ctx.path)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (decoded.some(hasControlCharacters)) {
    throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { path: [t(locale, 'validation.controlCharacters')] } });
  }
}

/**
 * The status for an error raised while the request body was read, before any route ran (`ctx.state.route`
 * unset): formidable's errors (multipart) carry a numeric `code` and an `httpCode` that is 500 for some
 * malformed bodies; zlib's (a broken `Content-Encoding`) carry a `Z_…` code and no status.
 * @returns 413 for a size limit, 400 for any other unreadable body, `undefined` when the error is not one of these
 */
function unreadableBodyStatus(ctx: ApiContext, error: unknown): 400 | 413 | undefined {
  if (ctx.state.route) return undefined;
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  if (typeof code === 'number' && typeof httpCode === 'number') return httpCode === 413 ? 413 : 400;
  if (typeof code === 'string' && code.startsWith('Z_')) return 400;
  return undefined;
}

/**
 * The temporary files formidable wrote for this request. formidable keys them by field name in a plain
 * object, so a file part named `__proto__` becomes that object's prototype: the prototype chain is
 * walked too (up to `Object.prototype`).
 */
function temporaryUploads(files: unknown): string[] {
  const paths = new Set<string>();
  for (let holder = files, depth = 0; holder && typeof holder === 'object' && holder !== Object.prototype && depth < 8; holder = Object.getPrototypeOf(holder), depth += 1) {
    const own = holder as { filepath?: unknown };
    if (typeof own.filepath === 'string' && Object.hasOwn(own, 'filepath')) paths.add(own.filepath);
    for (const value of Object.values(holder).flat() as { filepath?: unknown }[]) {
      if (value && typeof value.filepath === 'string') paths.add(value.filepath);
    }
  }
  return [...paths];
}

/** Delete the temporary files formidable wrote for this request (they were copied where needed). */
function removeTemporaryUploads(ctx: ApiContext): void {
  for (const filepath of temporaryUploads(ctx.request.files)) void rm(filepath, { force: true }).catch(() => undefined);
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: ApiContext, next: Next): Promise<void> => {
    const match = SURFACE.exec(ctx.path);
    if (!match) return next();
    const locale = resolveLocale(ctx.get('accept-language'));
    ctx.state.locale = locale;
    ctx.state.surface = match[1] as ApiState['surface'];
    ctx.set('Content-Language', locale);
    ctx.vary('Accept-Language');
    try {
      if (!KEYLESS.has(ctx.path) && !isPublicApiKey(ctx.get('x-api-key'))) {
        throw new ApiError(401, 'UnauthorizedError', t(locale, 'apiKey.invalid'));
      }
      refuseControlCharactersInPath(ctx, locale);
      checkQueryParams(strapi, { method: ctx.method, path: ctx.path, querystring: ctx.querystring, query: ctx.query }, locale);
      // Work a route defers until its answer is sent runs after it (lib/after-answer).
      await collectAfterAnswer(ctx.res, next);
      if (ctx.status === 413) throw fileTooLarge(locale);
      if (ctx.status === 404 && ctx.body == null) {
        throw new ApiError(404, 'NotFoundError', t(locale, 'notFound.route'));
      }
    } catch (error) {
      if (error instanceof ApiError) {
        ctx.status = error.status;
        ctx.body = error.toBody();
        const retryAfter = (error.details as { retry_after_seconds?: number } | undefined)?.retry_after_seconds;
        if (error.status === 429 && retryAfter) ctx.set('Retry-After', String(retryAfter));
        return;
      }
      const unreadable = unreadableBodyStatus(ctx, error);
      if (unreadable) {
        ctx.status = unreadable;
        ctx.body = {
          error: { status: unreadable, name: unreadable === 413 ? 'PayloadTooLarge' : 'BadRequestError', message: t(locale, unreadable === 413 ? 'request.tooLarge' : 'request.malformed') },
        };
        return;
      }
      const status = (error as { status?: number }).status;
      if (status && status >= 400 && status < 500) {
        // Errors thrown by Strapi/koa for bad requests (e.g. malformed JSON body, body above the JSON limit).
        ctx.status = status;
        const message = status === 400 ? 'validation.body' : status === 413 ? 'request.tooLarge' : 'request.malformed';
        ctx.body = { error: { status, name: status === 413 ? 'PayloadTooLarge' : 'BadRequestError', message: t(locale, message) } };
        return;
      }
      strapi.log.error(error as Error);
      ctx.status = 500;
      ctx.body = { error: { status: 500, name: 'InternalServerError', message: locale === 'fr' ? 'Erreur interne du serveur.' : 'Internal server error.' } };
    } finally {
      removeTemporaryUploads(ctx);
      keepPrivate(ctx);
    }
  };
};

/**
 * No answer of the surfaces is kept by a browser or a shared cache unless its route says it may: an answer
 * that set no `Cache-Control` of its own gets `no-store` (personal data is never cached by default, the
 * answers to a booking link or a newsletter token included), and so does every answer to a request with
 * a user's token or session cookie, whatever it set. The public catalogue's reads, answered by the public
 * read cache with their own `Cache-Control` (docs/public-cache.md), keep it.
 */
function keepPrivate(ctx: ApiContext): void {
  if (ctx.headerSent) return;
  const signedIn = Boolean(ctx.get('authorization')) || SESSION_COOKIE.test(ctx.get('cookie'));
  const own = ctx.response.get('Cache-Control');
  if (!own || (signedIn && !/\bno-store\b/.test(String(own)))) ctx.set('Cache-Control', 'no-store');
}
