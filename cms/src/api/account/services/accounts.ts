/**
 * Accounts of the three roles (spec §2 sign-in/sign-up/forgot/reset, §3 person, §4 sessions,
 * §6 roles; docs/api-auth.md): registration after e-mail verification, sign-in with lock-out, password reset by e-mailed
 * link, password change, and the JWTs of our surfaces.
 *
 * Every access JWT carries the user id and the account's `token_version` (`tv`) and lives
 * `ACCESS_TOKEN_TTL_MINUTES` (default 60, at most 24 h). A password reset or change, and any loss of
 * rights (account blocked, role changed, consultant deactivated or rejected: src/lib/session-revocation.ts)
 * bump the version and delete the account's refresh sessions, so every token issued before is refused (401)
 * at once.
 *
 * Staying signed in: every sign-in also opens a refresh session (Strapi's session manager, origin
 * `users-permissions`: rotated on each use, idle and absolute lifetimes). Its token travels only in an
 * httpOnly, SameSite=Strict cookie scoped to the surface's `/auth` path (the controller sets it; the
 * service never sees the request), and `POST auth/refresh` trades it for a new access JWT and a new
 * refresh token; `POST auth/logout` deletes it.
 */
import { createHash, createSecretKey, randomBytes, randomUUID, timingSafeEqual, type KeyObject } from 'crypto';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import slugify from 'slugify';
import type { AccountRow } from '../../../lib/http';
import { ApiError, badRequest } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { chargeBudget, consume, ensureNotBlocked, limitPublicPost, passBudget, reset as resetLimits, type LimitName } from '../../../lib/rate-limit';
import { afterAnswer } from '../../../lib/after-answer';
import { passwordHashRounds } from '../../../lib/password-hash';
import { personRecord, resolvePersonReferences, toE164 } from '../../../lib/person';
import { siteUrl } from '../../../lib/mail';
import { enqueueMail, enqueueMailAfterAnswer } from '../../../lib/outbox';
import { enqueueSms, smsProvider } from '../../../lib/sms';
import { writeTransaction } from '../../../lib/transactions';
import { ROLE_PATH, type Role } from '../../../lib/roles';
import { services } from '../../../lib/services';
import type { z } from 'zod';
import type { ClientProfileView, ClientRegistration, ConsultantProfileView, ConsultantRegistration, SessionUserView } from '../../../contracts/account';
import { clock } from '../../../contracts/clock';
import { OTP_TTL_MINUTES } from './otp';

const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const RESET = 'api::password-reset.password-reset';
/** Lifetime of a password-reset link, in minutes. */
export const RESET_TTL_MINUTES = 60;

const PROFILE_UID = {
  client: 'api::client-profile.client-profile',
  consultant: 'api::consultant-profile.consultant-profile',
} as const;

/** A users-permissions user as this service reads it (`role` populated where needed). */
export interface UserRow extends AccountRow {
  password?: string | null;
}

type Reference<K extends string> = Record<K | 'name', string>;

/** A client or consultant profile row, with the references `GET profile` populates. */
export interface ProfileRow {
  id: number;
  documentId: string;
  display_name?: string | null;
  correspondence_language?: string | null;
  time_zone?: string | null;
  approval_status?: ConsultantProfileView['approval_status'] | null;
  active_status?: boolean | null;
  languages?: Reference<'code'>[] | null;
  country?: Reference<'code'> | null;
  nationality?: Reference<'slug'> | null;
  [field: string]: unknown;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const up = () => strapi.plugin('users-permissions');

/** A validated registration (contracts/account `ClientRegistration`, plus the consultant's extra fields). */
export type Registration = z.output<typeof ClientRegistration> & Partial<Pick<z.output<typeof ConsultantRegistration>, 'profession' | 'country_of_birth' | 'years_of_experience'>>;

async function roleId(role: Role): Promise<number> {
  const row = await strapi.db.query(ROLE).findOne({ where: { type: role } });
  if (!row) throw new Error(`users-permissions role "${role}" is missing (bootstrap creates it)`);
  return row.id;
}

/** The profile row of a user (none for admins). */
async function profileOf(user: { id: number }, role: Role): Promise<ProfileRow | null> {
  if (role === 'admin') return null;
  return strapi.db.query(PROFILE_UID[role]).findOne({ where: { user: user.id } });
}

/** `record` without its `null` values: Strapi's document inputs take an absent field, not `null`, for "none". */
type WithoutNulls<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> | undefined : T[K] };
function withoutNulls<T extends Record<string, unknown>>(record: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as WithoutNulls<T>;
}

const localeOrNull = (value: unknown): Locale | null => (value === 'fr' || value === 'en' ? value : null);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const booleanOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
/** A stored instant (Date, ISO text or epoch milliseconds) as ISO 8601 UTC, or `null`. */
const instantOrNull = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' || typeof value === 'number' ? new Date(value).toISOString() : null);

/** What a profile row needs populated for {@link clientProfileView}: the references with their names. */
export const PROFILE_VIEW_POPULATE = { languages: { select: ['code', 'name'] }, country: { select: ['code', 'name'] }, nationality: { select: ['slug', 'name'] } };

/**
 * The person part of a profile row (populated with {@link PROFILE_VIEW_POPULATE}) as `GET profile`
 * shows it (contracts/account `ClientProfile`); the back office shows a client's the same way.
 */
export function clientProfileView(row: ProfileRow): ClientProfileView {
  return {
    documentId: row.documentId,
    display_name: row.display_name ?? '',
    title: textOrNull(row.title),
    gender: textOrNull(row.gender),
    given_name: textOrNull(row.given_name),
    family_name: textOrNull(row.family_name),
    last_name: textOrNull(row.last_name),
    date_of_birth: textOrNull(row.date_of_birth),
    preferred_contact_type: textOrNull(row.preferred_contact_type),
    isd_code: textOrNull(row.isd_code),
    contact_number: textOrNull(row.contact_number),
    whatsapp_number: textOrNull(row.whatsapp_number),
    alternative_isd_code: textOrNull(row.alternative_isd_code),
    alternative_number: textOrNull(row.alternative_number),
    time_zone: textOrNull(row.time_zone),
    correspondence_language: localeOrNull(row.correspondence_language),
    languages: (row.languages ?? []).map(({ code, name }) => ({ code, name })),
    country: row.country ? { code: row.country.code, name: row.country.name } : null,
    nationality: row.nationality ? { slug: row.nationality.slug, name: row.nationality.name } : null,
    terms_accepted_at: instantOrNull(row.terms_accepted_at),
    terms_version: textOrNull(row.terms_version),
    privacy_accepted_at: instantOrNull(row.privacy_accepted_at),
    privacy_version: textOrNull(row.privacy_version),
    email_verified_at: instantOrNull(row.email_verified_at),
    phone_verified_at: instantOrNull(row.phone_verified_at),
  };
}

/** A consultant's profile row as `GET profile` shows it (contracts/account `ConsultantProfile`). */
function consultantProfileView(row: ProfileRow): ConsultantProfileView {
  return {
    ...clientProfileView(row),
    slug: textOrNull(row.slug) ?? '',
    profession: textOrNull(row.profession),
    years_of_experience: numberOrNull(row.years_of_experience),
    city: textOrNull(row.city),
    fee: numberOrNull(row.fee),
    currency: textOrNull(row.currency),
    session_duration: numberOrNull(row.session_duration),
    free_first_consultation: booleanOrNull(row.free_first_consultation),
    approval_status: row.approval_status ?? 'incomplete',
    active_status: booleanOrNull(row.active_status),
    submitted_at: instantOrNull(row.submitted_at),
    approved_at: instantOrNull(row.approved_at),
    rejected_at: instantOrNull(row.rejected_at),
    rejection_reason: textOrNull(row.rejection_reason),
  };
}

/** A refresh token, to be set as the surface's httpOnly cookie (never sent in a JSON body). */
export interface RefreshToken {
  token: string;
  /** UTC instant after which the session family ends whatever its use. */
  expiresAt: string;
}

/** What a sign-in answers: the access JWT, the public user and the refresh token for the cookie. */
export interface SignedIn {
  jwt: string;
  user: SessionUserView;
  refresh: RefreshToken;
}

/** Strapi's refresh-token sessions of users-permissions users. */
const refreshSessions = () => strapi.sessionManager('users-permissions');

/** Whether an account may hold a session of `role` now (not blocked, that role, consultant not deactivated). */
async function mayHoldSession(user: UserRow | null, role: Role): Promise<boolean> {
  if (!user || user.blocked || user.role?.type !== role) return false;
  if (role !== 'consultant') return true;
  const profile = await strapi.db.query(PROFILE_UID.consultant).findOne({ where: { user: user.id }, select: ['active_status'] });
  return profile?.active_status !== false;
}

/**
 * End every session of an account at once: its access JWTs (token version bumped) and its refresh
 * sessions. Used when a password changes and when the account loses rights.
 * @param userId - users-permissions user id
 */
export async function revokeSessions(userId: number): Promise<void> {
  const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'token_version'] });
  if (!user) return;
  // Through the query engine, so that it joins the caller's transaction (a lifecycle of an update).
  await strapi.db.query(USER).update({ where: { id: userId }, data: { token_version: (user.token_version ?? 0) + 1 } });
  await refreshSessions().invalidateRefreshToken(String(userId));
}

/** Count a failed sign-in per address and against the budget across all addresses (never refuses by itself). */
async function countFailedLogin(locale: Locale, keys: [LimitName, string][]): Promise<void> {
  await consume(locale, keys).catch((error) => {
    if (!(error instanceof ApiError)) throw error;
  });
  await chargeBudget('loginFailures');
}

/** The public shape of a signed-in user (docs/api-auth.md; contracts/account `SessionUser`). */
export async function publicUser(user: UserRow, role: Role): Promise<SessionUserView> {
  const profile = await profileOf(user, role);
  return {
    id: user.documentId,
    email: user.email,
    role,
    display_name: profile?.display_name ?? user.username ?? user.email,
    correspondence_language: localeOrNull(profile?.correspondence_language) ?? 'fr',
    ...(role === 'consultant' ? { approval_status: profile?.approval_status ?? 'incomplete', active_status: profile?.active_status ?? false } : {}),
  };
}

/** The access-token secret as a key object, made once per secret (see {@link verifyAccessToken}). */
let accessKey: { secret: string; key: KeyObject } | undefined;

/** The claims of our access JWTs: user id, token version, session family (docs/api-auth.md "Sessions"). */
interface AccessClaims {
  id?: unknown;
  tv?: unknown;
  sid?: unknown;
}

/**
 * The payload of an access JWT issued by users-permissions (`jwtSecret`, `jwt.algorithm` of
 * config/plugins.ts, HS256 by default), checked with the same library as the plugin's own `verify`.
 * A token without an expiry (`exp`) is refused even when its signature is good: every token we issue
 * has one. The secret is given as a key object: given the string, jsonwebtoken first tries to read it
 * as a public key, which throws, on every request (a third of a millisecond each).
 * @throws jsonwebtoken's error for a malformed, forged, expired or never-expiring token
 */
function verifyAccessToken(token: string): AccessClaims {
  const secret = strapi.config.get<string>('plugin::users-permissions.jwtSecret');
  if (accessKey?.secret !== secret) accessKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  const algorithm = strapi.config.get<{ algorithm?: jwt.Algorithm }>('plugin::users-permissions.jwt', {})?.algorithm ?? 'HS256';
  const payload = jwt.verify(token, accessKey.key, { algorithms: [algorithm] });
  if (typeof payload === 'string' || typeof payload.exp !== 'number') throw new jwt.JsonWebTokenError('jwt has no expiry');
  return payload as AccessClaims;
}

/** A bcrypt hash of a random password at the work factor of new passwords, made once (see `login`). */
let dummyHash: Promise<string> | undefined;

/** The hash an unknown address's password is checked against (it matches no password). */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= bcrypt.hash(randomBytes(32).toString('base64'), passwordHashRounds(process.env.PASSWORD_HASH_ROUNDS));
  return dummyHash;
}

/** Strapi's session records (the refresh sessions of every origin). */
const SESSION = 'admin::session';
/** Our origin among them. */
const SESSION_ORIGIN = 'users-permissions';

/**
 * Whether the session family `family` of user `userId` is still alive: one of its refresh tokens is
 * unused and not revoked. Every refresh token of one sign-in shares the family (Strapi's `deviceId`,
 * kept across rotations), and so does every access token issued from them (claim `sid`).
 */
async function sessionFamilyAlive(userId: unknown, family: unknown): Promise<boolean> {
  if (typeof family !== 'string' || !family || (typeof userId !== 'number' && typeof userId !== 'string')) return false;
  const live = await strapi.db.query(SESSION).count({ where: { userId: String(userId), origin: SESSION_ORIGIN, deviceId: family, status: 'active' } });
  return live > 0;
}

/**
 * End session family `family` of user `userId`: every refresh token of it is deleted, so the access
 * tokens issued from it stop working at once ({@link sessionFamilyAlive}).
 */
async function endSessionFamily(userId: string, family: string): Promise<void> {
  await strapi.db.query(SESSION).deleteMany({ where: { userId, origin: SESSION_ORIGIN, deviceId: family } });
}

/**
 * A refresh token that is correctly signed but was already traded (its record is `rotated`): somebody
 * replays an old token — the user's own would be the latest of the family. The whole family ends.
 * Tokens with a bad signature, unknown or expired are left to the caller's refusal.
 */
async function endFamilyOfReplayedToken(token: string): Promise<void> {
  const secret = strapi.config.get<string>('plugin::users-permissions.jwtSecret');
  const algorithm = strapi.config.get<{ algorithm?: jwt.Algorithm }>('plugin::users-permissions.jwt', {})?.algorithm ?? 'HS256';
  let payload: { sessionId?: unknown; type?: unknown };
  try {
    const verified = jwt.verify(token, secret, { algorithms: [algorithm] });
    if (typeof verified === 'string') return;
    payload = verified as { sessionId?: unknown; type?: unknown };
  } catch {
    return;
  }
  if (payload.type !== 'refresh' || typeof payload.sessionId !== 'string') return;
  const record: { userId: string; deviceId?: string | null; status?: string } | null = await strapi.db
    .query(SESSION)
    .findOne({ where: { sessionId: payload.sessionId, origin: SESSION_ORIGIN }, select: ['userId', 'deviceId', 'status'] });
  if (record?.status !== 'rotated') return;
  // A family from before families were recorded: every session of the account ends.
  if (record.deviceId) await endSessionFamily(record.userId, record.deviceId);
  else await refreshSessions().invalidateRefreshToken(record.userId);
}

export default () => ({
  /**
   * Signed access JWT for `user` in session family `family` (payload `{ id, tv, sid }`; lifetime
   * `jwt.expiresIn` of config/plugins.ts). It works while the account's token version is `tv` and the
   * family has a live refresh token.
   */
  issueJwt(user: { id: number; token_version?: number | null }, family: string): string {
    return up()
      .service('jwt')
      .issue({ id: user.id, tv: user.token_version ?? 0, sid: family });
  },

  /** The answer of a successful sign-in: access JWT, public user and a new refresh session (a new family). */
  async signedIn(user: UserRow, role: Role): Promise<SignedIn> {
    const family = randomUUID();
    const refresh = await refreshSessions().generateRefreshToken(String(user.id), family, { type: 'refresh' });
    return { jwt: this.issueJwt(user, family), user: await publicUser(user, role), refresh: { token: refresh.token, expiresAt: refresh.absoluteExpiresAt } };
  },

  /**
   * Trade a refresh token (from the surface's cookie) for a new access JWT and a rotated refresh token.
   * The account must still hold the right to a session of `role`; otherwise all its sessions end.
   * @throws ApiError 401 `SessionExpired` — missing, unknown, used, expired or revoked refresh token, or
   *   an account that lost its rights
   */
  async refresh(token: string | undefined, role: Role, locale: Locale): Promise<SignedIn> {
    const expired = () => new ApiError(401, 'UnauthorizedError', t(locale, 'auth.sessionExpired'));
    if (!token) throw expired();
    const rotation = await refreshSessions().rotateRefreshToken(token);
    if (!rotation || 'error' in rotation) {
      await endFamilyOfReplayedToken(token);
      throw expired();
    }
    const validation = await refreshSessions().validateRefreshToken(rotation.token);
    if (!validation.isValid) throw expired();
    const user: UserRow | null = await strapi.db.query(USER).findOne({ where: { id: Number(validation.userId) }, populate: { role: true } });
    if (!user || !(await mayHoldSession(user, role))) {
      if (user) await refreshSessions().invalidateRefreshToken(String(user.id));
      throw expired();
    }
    const session: { deviceId?: string | null } | null = await strapi.db.query(SESSION).findOne({ where: { sessionId: validation.sessionId }, select: ['deviceId'] });
    if (!session?.deviceId) throw expired();
    return { jwt: this.issueJwt(user, session.deviceId), user: await publicUser(user, role), refresh: { token: rotation.token, expiresAt: rotation.absoluteExpiresAt } };
  },

  /**
   * Sign out: the session family of the refresh cookie ends (every refresh token of that sign-in, and
   * so every access token issued from it, at once), and so does the family of the bearer token when
   * the request carries one. Unknown, expired or forged tokens are ignored.
   * @param refreshToken - the surface's refresh cookie
   * @param authorization - the request's `Authorization` header, if any
   */
  async logout(refreshToken: string | undefined, authorization?: string): Promise<void> {
    if (refreshToken) {
      const validation = await refreshSessions().validateRefreshToken(refreshToken);
      if (validation.isValid) {
        const session: { deviceId?: string | null } | null = await strapi.db.query(SESSION).findOne({ where: { sessionId: validation.sessionId }, select: ['deviceId'] });
        if (session?.deviceId) await endSessionFamily(String(validation.userId), session.deviceId);
        else await refreshSessions().revokeSessionById(String(validation.userId), validation.sessionId);
      }
    }
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
    if (bearer) {
      let claims: AccessClaims;
      try {
        claims = verifyAccessToken(bearer[1]);
      } catch {
        return;
      }
      if (typeof claims.sid === 'string' && (typeof claims.id === 'number' || typeof claims.id === 'string')) await endSessionFamily(String(claims.id), claims.sid);
    }
  },

  /**
   * The user of a bearer token, for a surface of `role` (`null`: any role, e.g. `GET /api/files/:id`).
   * @throws ApiError 401 — missing/invalid token, another role's token, blocked account, or a token
   *   issued before the last password reset/change
   */
  async authenticate(authorization: string | undefined, role: Role | null, locale: Locale): Promise<UserRow> {
    const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
    if (!match) throw new ApiError(401, 'UnauthorizedError', t(locale, 'auth.unauthorized'));
    let payload: AccessClaims | null;
    try {
      payload = verifyAccessToken(match[1]);
    } catch {
      throw new ApiError(401, 'UnauthorizedError', t(locale, 'auth.sessionExpired'));
    }
    const [user, alive]: [UserRow | null, boolean] = payload?.id
      ? await Promise.all([strapi.db.query(USER).findOne({ where: { id: payload.id }, populate: { role: true } }), sessionFamilyAlive(payload.id, payload.sid)])
      : [null, false];
    const valid = user && alive && !user.blocked && (role === null || user.role?.type === role) && typeof payload?.tv === 'number' && payload.tv === (user.token_version ?? 0);
    if (!valid) throw new ApiError(401, 'UnauthorizedError', t(locale, 'auth.sessionExpired'));
    return user;
  },

  /**
   * Ask for a sign-up code: a code e-mail for a new address, an "account exists" e-mail otherwise;
   * the caller's answer is the same in both cases. Like the mobile code by e-mail and the reset link,
   * these e-mails count against the address's daily cap of unsolicited e-mails, past which nothing is
   * sent and the answer stays the same (src/lib/mail/unsolicited.ts).
   */
  async requestEmailCode(rawEmail: string, role: Role, ip: string, locale: Locale, proof?: string) {
    const email = normalizeEmail(rawEmail);
    const existing = await strapi.db.query(USER).findOne({ where: { email } });
    const code = await services.otp().issue(email, 'email', ip, locale, undefined, proof);
    if (existing) {
      const base = `${siteUrl()}/public/${ROLE_PATH[role]}`;
      enqueueMailAfterAnswer(email, locale, { name: 'account-exists', role: role === 'consultant' ? 'consultant' : 'client', signInUrl: `${base}/sign-in`, resetUrl: `${base}/forget-password` });
    } else {
      enqueueMailAfterAnswer(email, locale, { name: 'email-otp', code, expiresInMinutes: 10 });
    }
  },

  /**
   * Ask for a mobile verification code (spec §3; docs/api-auth.md "Mobile verification"), tied to the
   * address and to the number: by SMS when a provider is configured (lib/sms, queued in the outbox before
   * everything else), else by e-mail to the address (template `mobile-otp`, which says why).
   * @param isdCode - e.g. `+33`; `number` national, or international with its `+`
   * @param proof - the request's `x-altcha` proof of work, needed once the codes budget is spent
   * @returns the channel used
   * @throws ApiError 400 for a number that is not valid with its ISD code; 429 per address, per number
   *   (SMS) or IP, or `ChallengeRequired` past the budget
   */
  async requestMobileCode(rawEmail: string, isdCode: string, number: string, ip: string, locale: Locale, proof?: string): Promise<'sms' | 'email'> {
    const email = normalizeEmail(rawEmail);
    const phone = toE164(isdCode, number);
    if (!phone) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { contact_number: [t(locale, 'validation.phone')] } });
    if (smsProvider()) {
      const code = await services.otp().issue(email, 'mobile', ip, locale, phone, proof, [
        ['smsPerNumberInterval', phone],
        ['smsPerNumberHour', phone],
      ]);
      await enqueueSms(phone, locale, { name: 'mobile-otp', code, expiresInMinutes: OTP_TTL_MINUTES });
      return 'sms';
    }
    const code = await services.otp().issue(email, 'mobile', ip, locale, phone, proof);
    enqueueMailAfterAnswer(email, locale, { name: 'mobile-otp', code, expiresInMinutes: OTP_TTL_MINUTES, phone });
    return 'email';
  },

  /**
   * Check a mobile code. A person who already has an account of `role` with this address, and whose
   * profile's contact number is the one the code was sent to, has that number marked verified at once
   * (`phone_verified_at`: a new number after a change); otherwise the verified code waits for the
   * registration (30 minutes), which marks the number if it is the one registered.
   * @throws ApiError as `otp.verify` (400 `OtpInvalid`, `OtpLocked`, `OtpExpired`; 429)
   */
  async verifyMobileCode(rawEmail: string, code: string, role: 'client' | 'consultant', ip: string, locale: Locale, proof?: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const otp = services.otp();
    await otp.verify(email, 'mobile', code, ip, locale, proof);
    const user: UserRow | null = await strapi.db.query(USER).findOne({ where: { email }, populate: { role: true } });
    if (!user || user.role?.type !== role) return;
    const profile: { id: number; contact_number?: string | null } | null = await strapi.db.query(PROFILE_UID[role]).findOne({ where: { user: user.id }, select: ['id', 'contact_number'] });
    if (!profile?.contact_number) return;
    const verifiedAt = await otp.consumeVerified(email, 'mobile', profile.contact_number);
    if (verifiedAt) await strapi.db.query(PROFILE_UID[role]).update({ where: { id: profile.id }, data: { phone_verified_at: verifiedAt } });
  },

  /**
   * Create the account and its profile once the e-mail code is verified.
   * @returns `{ jwt, user }`
   * @param proof - the request's `x-altcha` proof of work, needed once the registrations budget is spent
   * @throws ApiError 400 `OtpRequired`, or `ValidationError` (address taken, unknown references); 429
   *   `ChallengeRequired` past the budget
   */
  async register(role: 'client' | 'consultant', input: Registration, locale: Locale, proof?: string) {
    const email = normalizeEmail(input.email);
    await passBudget(locale, 'registrations', proof);
    const refs = await resolvePersonReferences(locale, input);
    const otp = services.otp();
    // Only whoever proved to receive the address's mail learns whether it has an account: without a
    // verified code the answer is the same either way.
    if (!(await otp.verifiedAt(email, 'email'))) throw new ApiError(400, 'OtpRequired', t(locale, 'auth.otpRequired'));
    if (await strapi.db.query(USER).findOne({ where: { email } })) {
      throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { email: [t(locale, 'auth.emailTaken')] } });
    }
    const verifiedAt = await otp.consumeVerified(email, 'email');
    if (!verifiedAt) throw new ApiError(400, 'OtpRequired', t(locale, 'auth.otpRequired'));
    const record = personRecord(input, refs);
    // The number is verified only when the verified mobile code was sent to the number registered.
    const phoneVerifiedAt = await otp.consumeVerified(email, 'mobile', record.contact_number);
    const catalogue = services.catalogue();
    const [terms, privacy] = await Promise.all([catalogue.legal('terms-condition', locale), catalogue.legal('privacy-policy', locale)]);
    const now = clock.now();
    const person = {
      ...record,
      title: input.title,
      gender: input.gender,
      preferred_contact_type: input.preferred_contact_type,
      correspondence_language: input.correspondence_language,
      terms_accepted_at: now,
      terms_version: terms?.version ?? null,
      privacy_accepted_at: now,
      privacy_version: privacy?.version ?? null,
      email_verified_at: verifiedAt,
      phone_verified_at: phoneVerifiedAt,
    };
    const user = await writeTransaction(async () => {
      const created = await up()
        .service('user')
        .add({ username: email, email, password: input.password, provider: 'local', confirmed: true, blocked: false, role: await roleId(role), token_version: 0 });
      if (role === 'consultant') {
        const slug = `${slugify(person.display_name, { lower: true, strict: true })}-${randomBytes(3).toString('hex')}`;
        await strapi.documents(PROFILE_UID.consultant).create({
          data: withoutNulls({
            ...person,
            slug,
            profession: input.profession,
            country_of_birth: refs.countryOfBirth ?? null,
            years_of_experience: input.years_of_experience ?? 0,
            fee: 0,
            currency: 'EUR',
            approval_status: 'incomplete',
            active_status: true,
            user: created.id,
          }),
        });
      } else {
        await strapi.documents(PROFILE_UID.client).create({ data: withoutNulls({ ...person, user: created.id }) });
      }
      // The consents given with the form, with the versions it showed (docs/privacy.md "Consent records").
      await services.consents().recordRegistration(created.id, { terms: person.terms_version, privacy: person.privacy_version }, now);
      return created;
    });
    return this.signedIn(user, role);
  },

  /**
   * Sign in on the surface of `role`. Failures are counted per address and per IP; past the limit the
   * answer is 429 until the block ends.
   * @param proof - the request's `x-altcha` proof of work, needed once the failed sign-ins budget is spent
   * @throws ApiError 401 with one generic message (unknown address, wrong password, other role, blocked);
   *   403 `AccountDeactivated` (right password, consultant switched off); 429 per address, or
   *   `ChallengeRequired` past the budget
   */
  async login(rawEmail: string, password: string, role: Role, ip: string, locale: Locale, proof?: string) {
    const email = normalizeEmail(rawEmail);
    const keys: [LimitName, string][] = [
      ['loginFailPerEmail', email],
      ['loginFailPerIp', ip],
    ];
    await ensureNotBlocked(locale, keys);
    // Failed sign-ins across all addresses: past the budget every attempt needs a proof of work.
    await passBudget(locale, 'loginFailures', proof, { count: false });
    const user = await strapi.db.query(USER).findOne({ where: { email }, populate: { role: true } });
    // An unknown address costs the same password check as a known one (against a hash of nothing), so
    // the answer's time does not tell whether the address has an account.
    const passwordOk: boolean = await up()
      .service('user')
      .validatePassword(password, user?.password || (await dummyPasswordHash()));
    if (!user?.password && passwordOk) throw new Error('the dummy password hash matched a password');
    if (!user || !passwordOk || user.blocked || user.role?.type !== role) {
      await countFailedLogin(locale, keys);
      throw new ApiError(401, 'UnauthorizedError', t(locale, 'auth.loginFailed'));
    }
    await resetLimits([keys[0]]);
    // Right password, but the platform switched this consultant off: say so (only the owner gets here).
    if (!(await mayHoldSession(user, role))) throw new ApiError(403, 'AccountDeactivated', t(locale, 'auth.deactivated'));
    return this.signedIn(user, role);
  },

  /**
   * E-mail a reset link (60 min, single use) to a registered address of `role`; silent otherwise.
   * @throws ApiError 429 per address, or `ChallengeRequired` past the budget without a valid `proof`
   */
  async forgotPassword(rawEmail: string, role: Role, ip: string, locale: Locale, proof?: string) {
    const email = normalizeEmail(rawEmail);
    await limitPublicPost(locale, 'passwordResets', proof, [
      ['forgotPerIp', ip],
      ['forgotPerEmail', email],
    ]);
    const user = await strapi.db.query(USER).findOne({ where: { email }, populate: { role: true } });
    if (!user || user.blocked || user.role?.type !== role) return;
    // The link is made and queued once the answer is sent: a registered address's answer costs no more.
    afterAnswer(async () => {
      const profile = await profileOf(user, role);
      await writeTransaction(async () => {
        const resetUrl = await this.passwordLink(user, role, RESET_TTL_MINUTES);
        await enqueueMail(email, localeOrNull(profile?.correspondence_language) ?? locale, { name: 'password-reset', resetUrl, expiresInMinutes: RESET_TTL_MINUTES });
      });
    });
  },

  /**
   * A single-use link to the password page of `role`'s area
   * (`${PUBLIC_URL}/public/{role}/verify/{token}/{email}`, read by {@link resetPassword}): the password
   * reset, and the invitation of an admin. Earlier unused links of the account stop working; only the
   * token's hash is stored.
   * @param ttlMinutes - how long the link is valid, in minutes
   * @returns the link's URL
   */
  async passwordLink(user: { id: number; email: string }, role: Role, ttlMinutes: number): Promise<string> {
    const email = normalizeEmail(user.email);
    const token = randomBytes(32).toString('base64url');
    await strapi.db.query(RESET).updateMany({ where: { user_id: user.id, used_at: { $null: true } }, data: { used_at: clock.now() } });
    await strapi.db.query(RESET).create({ data: { email, user_id: user.id, token_hash: sha256(token), expires_at: new Date(clock.ms() + ttlMinutes * 60_000) } });
    return `${siteUrl()}/public/${ROLE_PATH[role]}/verify/${token}/${encodeURIComponent(email)}`;
  },

  /**
   * Set a new password from a reset link; every earlier JWT stops working.
   * @throws ApiError 400 `ResetLinkInvalid` (unknown, used, expired, other address or role)
   */
  async resetPassword(token: string, rawEmail: string, password: string, role: Role, locale: Locale) {
    const email = normalizeEmail(rawEmail);
    const row = await strapi.db.query(RESET).findOne({ where: { token_hash: sha256(token) } });
    const sameEmail = row && row.email.length === email.length && timingSafeEqual(Buffer.from(row.email), Buffer.from(email));
    const user = row ? await strapi.db.query(USER).findOne({ where: { id: row.user_id }, populate: { role: true } }) : null;
    if (!row || !sameEmail || row.used_at || new Date(row.expires_at).getTime() < clock.ms() || !user || user.role?.type !== role) {
      throw new ApiError(400, 'ResetLinkInvalid', t(locale, 'auth.resetInvalid'));
    }
    await strapi.db.query(RESET).update({ where: { id: row.id }, data: { used_at: clock.now() } });
    await up().service('user').edit(user.id, { password });
    await revokeSessions(user.id);
    await resetLimits([['loginFailPerEmail', email]]);
  },

  /**
   * Change the password of a signed-in user; earlier JWTs stop working, a fresh one is returned.
   * @throws ApiError 400 with `fieldErrors.currentPassword` when the current password is wrong
   */
  async changePassword(user: { id: number }, role: Role, currentPassword: string, password: string, locale: Locale): Promise<SignedIn> {
    const full: UserRow = await strapi.db.query(USER).findOne({ where: { id: user.id } });
    if (!(await up().service('user').validatePassword(currentPassword, full.password))) {
      throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { currentPassword: [t(locale, 'auth.currentPassword')] } });
    }
    const profile = await profileOf(full, role);
    const language = localeOrNull(profile?.correspondence_language) ?? locale;
    const when = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: profile?.time_zone || 'UTC' }).format(clock.now());
    // The new password and its notice are one change: the e-mail exists if and only if the password changed.
    await writeTransaction(async () => {
      await up().service('user').edit(user.id, { password });
      await enqueueMail(full.email, language, { name: 'password-changed', when, resetUrl: `${siteUrl()}/public/${ROLE_PATH[role]}/forget-password` });
    });
    // Every other device is signed out; this one gets a fresh session.
    await revokeSessions(full.id);
    const updated: UserRow = await strapi.db.query(USER).findOne({ where: { id: full.id }, populate: { role: true } });
    return this.signedIn(updated, role);
  },

  /**
   * The signed-in client or consultant and their profile (`null` when it has none).
   * @param user - the signed-in account
   */
  async profile(user: UserRow, role: 'client' | 'consultant'): Promise<{ user: SessionUserView; profile: ClientProfileView | ConsultantProfileView | null }> {
    const row: ProfileRow | null = await strapi.db.query(PROFILE_UID[role]).findOne({ where: { user: user.id }, populate: PROFILE_VIEW_POPULATE });
    const profile = row ? (role === 'consultant' ? consultantProfileView(row) : clientProfileView(row)) : null;
    return { user: await publicUser(user, role), profile };
  },
});
