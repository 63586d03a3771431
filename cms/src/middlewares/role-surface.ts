/**
 * Guard of the three role API surfaces (DESIGN §2): `/api/client/`, `/api/consultant/`,
 * `/api/admin-panel/` (and `/api/files/`, `/api/payments/`).
 *
 * - `x-api-key` must equal env `PUBLIC_API_KEY` (dev default `dev-public-api-key`); else 401 JSON.
 *   The key identifies our own front ends and is not a user secret. Exempt: the payment provider's
 *   webhook (`POST /api/payments/stripe/webhook`), which Stripe calls without our key and which
 *   authenticates each call by its signature instead.
 * - `Accept-Language` picks `ctx.state.locale` (`fr` default, `en`).
 * - An {@link ApiError} thrown below is answered in the one error shape; any other error becomes a
 *   logged 500 with a generic localized message (never a stack trace).
 * - It runs before `strapi::body`, so a file above the upload limit (formidable's `maxFileSize`) is
 *   answered 413 in the one shape, and every temporary upload file is deleted once the request is answered.
 */
import { timingSafeEqual, createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { rm } from 'fs/promises';
import { ApiError } from '../lib/http-errors';
import { resolveLocale, t } from '../lib/messages';
import { fileTooLarge } from '../lib/uploads';

const SURFACE = /^\/api\/(client|consultant|admin-panel|files|payments)(\/|$)/;

/** Paths called by third parties that cannot send our key (they prove themselves otherwise). */
const KEYLESS = new Set(['/api/payments/stripe/webhook']);

/** The application key expected in `x-api-key`. */
export function publicApiKey(): string {
  return process.env.PUBLIC_API_KEY || 'dev-public-api-key';
}

function sameKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Delete the temporary files formidable wrote for this request (they were copied where needed). */
function removeTemporaryUploads(ctx: any): void {
  const files = Object.values(ctx.request.files ?? {}).flat() as { filepath?: string }[];
  for (const file of files) if (file?.filepath) void rm(file.filepath, { force: true }).catch(() => undefined);
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: any, next: () => Promise<void>) => {
    const match = SURFACE.exec(ctx.path);
    if (!match) return next();
    const locale = resolveLocale(ctx.get('accept-language'));
    ctx.state.locale = locale;
    ctx.state.surface = match[1];
    ctx.set('Content-Language', locale);
    ctx.vary('Accept-Language');
    try {
      if (!KEYLESS.has(ctx.path) && !sameKey(ctx.get('x-api-key') ?? '', publicApiKey())) {
        throw new ApiError(401, 'UnauthorizedError', t(locale, 'apiKey.invalid'));
      }
      await next();
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
      const status = (error as { status?: number }).status;
      if (status && status >= 400 && status < 500) {
        // Errors thrown by Strapi/koa for bad requests (e.g. malformed JSON body).
        ctx.status = status;
        ctx.body = { error: { status, name: 'BadRequestError', message: t(locale, status === 400 ? 'validation.body' : 'validation.failed') } };
        return;
      }
      strapi.log.error(error as Error);
      ctx.status = 500;
      ctx.body = { error: { status: 500, name: 'InternalServerError', message: locale === 'fr' ? 'Erreur interne du serveur.' : 'Internal server error.' } };
    } finally {
      removeTemporaryUploads(ctx);
    }
  };
};
