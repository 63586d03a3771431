/**
 * Account endpoints of the three surfaces (docs/api-auth.md; contracts: `contracts/account.ts`). The
 * role comes from the surface the request came in on, never from the body; each action answers with
 * the contract of that surface.
 */
import { adminAccountRoutes, clientAccountRoutes, consultantAccountRoutes, type AccountSurface, type PersonSurface } from '../../../contracts/account';
import { accountOf, localeOf, readBody, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import { SURFACE_ROLE, type Role } from '../../../lib/roles';
import type { SignedIn } from '../services/accounts';

const PEOPLE = { client: clientAccountRoutes, consultant: consultantAccountRoutes };
const ALL = { ...PEOPLE, 'admin-panel': adminAccountRoutes };

/** The surface of the request (the account routes exist only under the three role surfaces). */
function surfaceOf(ctx: ApiContext): AccountSurface {
  const surface = ctx.state.surface;
  if (surface === 'client' || surface === 'consultant' || surface === 'admin-panel') return surface;
  throw new Error(`account route reached outside a role surface (${String(surface)})`);
}

/** The surface of a route only clients and consultants have. */
function personSurfaceOf(ctx: ApiContext): PersonSurface {
  const surface = surfaceOf(ctx);
  if (surface === 'admin-panel') throw new Error('people-only account route reached on the admin surface');
  return surface;
}

/** The contracts of the request's surface (the common routes: every surface has them). */
const routesOf = (ctx: ApiContext) => ALL[surfaceOf(ctx)];
/** The contracts of the request's people surface (sign-up and profile). */
const peopleRoutesOf = (ctx: ApiContext) => PEOPLE[personSurfaceOf(ctx)];

const roleOf = (ctx: ApiContext): Role => SURFACE_ROLE[surfaceOf(ctx)];
const accounts = () => services.accounts();
/** The proof of work of a repeated request (`x-altcha`), when a budget asked for one (docs/api-auth.md). */
const proof = (ctx: ApiContext): string | undefined => ctx.get('x-altcha') || undefined;

/**
 * The refresh-token cookie of the surface the request came in on: httpOnly, SameSite=Strict, sent only
 * to that surface's `/auth` paths, Secure whenever the request came over HTTPS (directly or through
 * the trusted proxy), kept until the session family's absolute end.
 */
function refreshCookie(ctx: ApiContext) {
  return {
    name: `refresh_${roleOf(ctx)}`,
    options: { httpOnly: true, sameSite: 'strict' as const, secure: Boolean(ctx.secure), path: `/api/${surfaceOf(ctx)}/auth`, overwrite: true },
  };
}

/** Set the refresh token of a sign-in in its cookie (never in the JSON body); returns the body. */
function keepRefresh(ctx: ApiContext, signedIn: SignedIn) {
  const { name, options } = refreshCookie(ctx);
  ctx.cookies.set(name, signedIn.refresh.token, { ...options, expires: new Date(signedIn.refresh.expiresAt) });
  return { jwt: signedIn.jwt, user: signedIn.user };
}

const CODE_ANSWER = { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } as const;

export default {
  /** `POST auth/otp` `{ email }` */
  async requestOtp(ctx: ApiContext) {
    const contract = peopleRoutesOf(ctx).requestOtp;
    const input = readBody(ctx, contract);
    await accounts().requestEmailCode(input.email, roleOf(ctx), ctx.ip, localeOf(ctx), proof(ctx));
    reply(ctx, contract, 200, { data: CODE_ANSWER });
  },

  /** `POST auth/otp/verify` `{ email, code }` */
  async verifyOtp(ctx: ApiContext) {
    const contract = peopleRoutesOf(ctx).verifyOtp;
    const input = readBody(ctx, contract);
    await services.otp().verify(input.email, 'email', input.code, ctx.ip, localeOf(ctx), proof(ctx));
    reply(ctx, contract, 200, { data: { verified: true } });
  },

  /** `POST auth/mobile-otp` `{ email, isd_code, contact_number }` */
  async requestMobileOtp(ctx: ApiContext) {
    const contract = peopleRoutesOf(ctx).requestMobileOtp;
    const input = readBody(ctx, contract);
    const channel = await accounts().requestMobileCode(input.email, input.isd_code, input.contact_number, ctx.ip, localeOf(ctx), proof(ctx));
    reply(ctx, contract, 200, { data: { ...CODE_ANSWER, channel } });
  },

  /** `POST auth/mobile-otp/verify` `{ email, code }` */
  async verifyMobileOtp(ctx: ApiContext) {
    const contract = peopleRoutesOf(ctx).verifyMobileOtp;
    const input = readBody(ctx, contract);
    await accounts().verifyMobileCode(input.email, input.code, personSurfaceOf(ctx), ctx.ip, localeOf(ctx), proof(ctx));
    reply(ctx, contract, 200, { data: { verified: true } });
  },

  /** `POST auth/register` (client and consultant surfaces) → `201 { jwt, user }` + refresh cookie */
  async register(ctx: ApiContext) {
    const contract = peopleRoutesOf(ctx).register;
    const input = readBody(ctx, contract);
    reply(ctx, contract, 201, keepRefresh(ctx, await accounts().register(personSurfaceOf(ctx), input, localeOf(ctx), proof(ctx))));
  },

  /** `POST auth/login` `{ email, password }` → `{ jwt, user }` + refresh cookie */
  async login(ctx: ApiContext) {
    const contract = routesOf(ctx).login;
    const input = readBody(ctx, contract);
    reply(ctx, contract, 200, keepRefresh(ctx, await accounts().login(input.email, input.password, roleOf(ctx), ctx.ip, localeOf(ctx), proof(ctx))));
  },

  /** `POST auth/refresh` (refresh cookie, no body) → `{ jwt, user }` + rotated refresh cookie; 401 otherwise */
  async refresh(ctx: ApiContext) {
    const contract = routesOf(ctx).refresh;
    readBody(ctx, contract);
    // A refused token leaves the cookie alone: another tab may have rotated it a moment ago, and
    // clearing it here would drop that tab's fresh token.
    const signedIn = await accounts().refresh(ctx.cookies.get(refreshCookie(ctx).name), roleOf(ctx), localeOf(ctx));
    reply(ctx, contract, 200, keepRefresh(ctx, signedIn));
  },

  /** `POST auth/logout` (refresh cookie) → `204`: the refresh session ends and the cookie is cleared */
  async logout(ctx: ApiContext) {
    const contract = routesOf(ctx).logout;
    readBody(ctx, contract);
    const { name, options } = refreshCookie(ctx);
    await accounts().logout(ctx.cookies.get(name), ctx.get('authorization'));
    ctx.cookies.set(name, null, options);
    ctx.status = 204;
  },

  /** `POST auth/forgot-password` `{ email }` — same answer whether or not the address exists */
  async forgotPassword(ctx: ApiContext) {
    const contract = routesOf(ctx).forgotPassword;
    const input = readBody(ctx, contract);
    await accounts().forgotPassword(input.email, roleOf(ctx), ctx.ip, localeOf(ctx), proof(ctx));
    reply(ctx, contract, 200, { data: { sent: true } });
  },

  /** `POST auth/reset-password` `{ token, email, password }` */
  async resetPassword(ctx: ApiContext) {
    const contract = routesOf(ctx).resetPassword;
    const input = readBody(ctx, contract);
    await accounts().resetPassword(input.token, input.email, input.password, roleOf(ctx), localeOf(ctx));
    reply(ctx, contract, 200, { data: { reset: true } });
  },

  /** `POST auth/change-password` `{ currentPassword, password }` (signed in) → `{ jwt, user }` + new refresh cookie */
  async changePassword(ctx: ApiContext) {
    const contract = routesOf(ctx).changePassword;
    const input = readBody(ctx, contract);
    const signedIn = await accounts().changePassword(accountOf(ctx), roleOf(ctx), input.currentPassword, input.password, localeOf(ctx));
    reply(ctx, contract, 200, keepRefresh(ctx, signedIn));
  },

  /** `GET profile` (signed-in client or consultant) → `{ data: { user, profile } }` */
  async profile(ctx: ApiContext) {
    const contract = peopleRoutesOf(ctx).profile;
    reply(ctx, contract, 200, { data: await accounts().profile(accountOf(ctx), personSurfaceOf(ctx)) });
  },
};
