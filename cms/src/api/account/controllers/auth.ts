/**
 * Account endpoints of the three surfaces (docs/api-auth.md; issue 3 §8). The role comes from the
 * surface the request came in on, never from the body.
 */
import { z, validate, messageKey, requestBody } from '../../../lib/validation';
import { consultantFields, personFields, withPhoneChecks } from '../../../lib/person';
import { roleOf } from '../../../lib/roles';
import type { Locale } from '../../../lib/messages';
import type { SignedIn } from '../services/accounts';

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const password = z
  .string()
  .refine((value) => value.length >= 10 && value.length <= 128 && /\p{L}/u.test(value) && /\d/.test(value), messageKey('validation.password'));
const code = z.string().trim().refine((value) => /^\d{6}$/.test(value), messageKey('validation.code'));
const accepted = z.any().refine((value) => value === true, messageKey('validation.mustAccept'));

const schemas = {
  otp: z.object({ email }).strict(),
  verify: z.object({ email, code }).strict(),
  mobileOtp: z.object({ email, isd_code: personFields.isd_code, contact_number: personFields.contact_number }).strict(),
  login: z.object({ email: z.string().trim().max(254), password: z.string().max(256) }).strict(),
  forgot: z.object({ email }).strict(),
  reset: z.object({ token: z.string().trim().min(20).max(200), email, password }).strict(),
  change: z.object({ currentPassword: z.string().max(256), password }).strict(),
  empty: z.object({}).strict(),
};

const registerBase = { ...personFields, email, password, acceptTerms: accepted, acceptPrivacy: accepted };
const registerSchemas = {
  client: withPhoneChecks(z.object(registerBase).strict()),
  consultant: withPhoneChecks(z.object({ ...registerBase, ...consultantFields }).strict()),
};

const accounts = () => strapi.service('api::account.accounts') as any;
const body = requestBody;
const locale = (ctx: any): Locale => ctx.state.locale;
/** The proof of work of a repeated request (`x-altcha`), when a budget asked for one (docs/api-auth.md). */
const proof = (ctx: any): string | undefined => ctx.get('x-altcha') || undefined;

/**
 * The refresh-token cookie of the surface the request came in on: httpOnly, SameSite=Strict, sent only
 * to that surface's `/auth` paths, Secure whenever the request came over HTTPS (directly or through
 * the trusted proxy), kept until the session family's absolute end.
 */
function refreshCookie(ctx: any) {
  const role = roleOf(ctx);
  return { name: `refresh_${role}`, options: { httpOnly: true, sameSite: 'strict' as const, secure: Boolean(ctx.secure), path: `/api/${ctx.state.surface}/auth`, overwrite: true } };
}

/** Answer a sign-in: the refresh token goes into its cookie, never into the JSON body. */
function answerSignedIn(ctx: any, signedIn: SignedIn, status = 200) {
  const { name, options } = refreshCookie(ctx);
  ctx.cookies.set(name, signedIn.refresh.token, { ...options, expires: new Date(signedIn.refresh.expiresAt) });
  ctx.status = status;
  ctx.body = { jwt: signedIn.jwt, user: signedIn.user };
}

export default {
  /** `POST auth/otp` `{ email }` */
  async requestOtp(ctx: any) {
    const input = validate(schemas.otp, body(ctx), locale(ctx));
    await accounts().requestEmailCode(input.email, roleOf(ctx), ctx.ip, locale(ctx), proof(ctx));
    ctx.body = { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } };
  },

  /** `POST auth/otp/verify` `{ email, code }` */
  async verifyOtp(ctx: any) {
    const input = validate(schemas.verify, body(ctx), locale(ctx));
    await (strapi.service('api::account.otp') as any).verify(input.email, 'email', input.code, ctx.ip, locale(ctx), proof(ctx));
    ctx.body = { data: { verified: true } };
  },

  /** `POST auth/mobile-otp` `{ email, isd_code, contact_number }` */
  async requestMobileOtp(ctx: any) {
    const input = validate(schemas.mobileOtp, body(ctx), locale(ctx));
    const channel = await accounts().requestMobileCode(input.email, input.isd_code, input.contact_number, ctx.ip, locale(ctx), proof(ctx));
    ctx.body = { data: { sent: true, channel, expires_in_minutes: 10, resend_after_seconds: 60 } };
  },

  /** `POST auth/mobile-otp/verify` `{ email, code }` */
  async verifyMobileOtp(ctx: any) {
    const input = validate(schemas.verify, body(ctx), locale(ctx));
    await (strapi.service('api::account.otp') as any).verify(input.email, 'mobile', input.code, ctx.ip, locale(ctx), proof(ctx));
    ctx.body = { data: { verified: true } };
  },

  /** `POST auth/register` (client and consultant surfaces) → `201 { jwt, user }` + refresh cookie */
  async register(ctx: any) {
    const role = roleOf(ctx) as 'client' | 'consultant';
    const input = validate(registerSchemas[role], body(ctx), locale(ctx));
    answerSignedIn(ctx, await accounts().register(role, input, locale(ctx), proof(ctx)), 201);
  },

  /** `POST auth/login` `{ email, password }` → `{ jwt, user }` + refresh cookie */
  async login(ctx: any) {
    const input = validate(schemas.login, body(ctx), locale(ctx));
    answerSignedIn(ctx, await accounts().login(input.email, input.password, roleOf(ctx), ctx.ip, locale(ctx), proof(ctx)));
  },

  /** `POST auth/refresh` (refresh cookie, no body) → `{ jwt, user }` + rotated refresh cookie; 401 otherwise */
  async refresh(ctx: any) {
    validate(schemas.empty, body(ctx), locale(ctx));
    // A refused token leaves the cookie alone: another tab may have rotated it a moment ago, and
    // clearing it here would drop that tab's fresh token.
    answerSignedIn(ctx, await accounts().refresh(ctx.cookies.get(refreshCookie(ctx).name), roleOf(ctx), locale(ctx)));
  },

  /** `POST auth/logout` (refresh cookie) → `204`: the refresh session ends and the cookie is cleared */
  async logout(ctx: any) {
    validate(schemas.empty, body(ctx), locale(ctx));
    const { name, options } = refreshCookie(ctx);
    await accounts().logout(ctx.cookies.get(name));
    ctx.cookies.set(name, null, options);
    ctx.status = 204;
  },

  /** `POST auth/forgot-password` `{ email }` — same answer whether or not the address exists */
  async forgotPassword(ctx: any) {
    const input = validate(schemas.forgot, body(ctx), locale(ctx));
    await accounts().forgotPassword(input.email, roleOf(ctx), ctx.ip, locale(ctx), proof(ctx));
    ctx.body = { data: { sent: true } };
  },

  /** `POST auth/reset-password` `{ token, email, password }` */
  async resetPassword(ctx: any) {
    const input = validate(schemas.reset, body(ctx), locale(ctx));
    await accounts().resetPassword(input.token, input.email, input.password, roleOf(ctx), locale(ctx));
    ctx.body = { data: { reset: true } };
  },

  /** `POST auth/change-password` `{ currentPassword, password }` (signed in) → `{ jwt, user }` + new refresh cookie */
  async changePassword(ctx: any) {
    const input = validate(schemas.change, body(ctx), locale(ctx));
    answerSignedIn(ctx, await accounts().changePassword(ctx.state.account, roleOf(ctx), input.currentPassword, input.password, locale(ctx)));
  },

  /** `GET profile` (signed-in client or consultant) → `{ data: { user, profile } }` */
  async profile(ctx: any) {
    ctx.body = { data: await accounts().profile(ctx.state.account, roleOf(ctx)) };
  },
};
