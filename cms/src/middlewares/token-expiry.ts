/**
 * Every surface refuses a bearer JWT without an expiry (docs/api-auth.md "Sessions"): ours, Strapi's
 * own admin API behind the `/cms` panel, and anything else that reads `Authorization`. Every token the
 * platform issues carries `exp`; one without it was not made by us, or was made with a leaked key to
 * last forever, whatever its signature. The check only reads the token's payload (no signature is
 * trusted here: each surface still verifies its own); opaque tokens (Strapi API tokens) pass.
 * A refused request answers 401 `UnauthorizedError` in the one error shape, in the caller's language.
 */
import type { Context, Next } from 'koa';
import { unauthorized } from '../lib/http-errors';
import { resolveLocale, t } from '../lib/messages';

/** Whether `token` has the shape of a JWT (three base64url parts) whose payload has no numeric `exp`. */
export function isNeverExpiringJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return false;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  return typeof payload === 'object' && payload !== null && typeof (payload as { exp?: unknown }).exp !== 'number';
}

export default () => {
  return async (ctx: Context, next: Next): Promise<void> => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
    if (bearer && isNeverExpiringJwt(bearer[1])) {
      ctx.status = 401;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = unauthorized(t(resolveLocale(ctx.get('accept-language')), 'auth.sessionExpired')).toBody();
      return;
    }
    await next();
  };
};
