/**
 * One-time codes (spec §5 "please verify your email OTP before proceeding"):
 * 6 digits from a CSPRNG (crypto.randomInt), stored as an HMAC, valid 10 minutes, single use,
 * at most 5 wrong tries per code; a new code replaces the previous one. Sending is rate-limited
 * per address (1 a minute, 5 an hour) and per IP; checking is rate-limited per IP.
 */
import { createHmac, randomInt, timingSafeEqual } from 'crypto';
import { ApiError } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { limitPublicPost, type LimitName } from '../../../lib/rate-limit';
import { clock } from '../../../contracts/clock';

const UID = 'api::verification-code.verification-code';
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a verified e-mail code allows registration. */
export const VERIFIED_VALID_MINUTES = 30;
export const RESEND_AFTER_SECONDS = 60;

export type OtpPurpose = 'email' | 'mobile';

function secret(): string {
  return strapi.config.get<string>('plugin::users-permissions.jwtSecret');
}

/** HMAC-SHA256 of the code, bound to the address and purpose (a code is useless for another address). */
export function hashCode(email: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret()).update(`${purpose}:${email}:${code}`).digest('hex');
}

/** A uniformly random 6-digit code (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

async function latest(email: string, purpose: OtpPurpose) {
  return strapi.db.query(UID).findOne({ where: { email, purpose, consumed_at: { $null: true } }, orderBy: { id: 'desc' } });
}

export default () => ({
  /**
   * Create a fresh code for `email` (previous unused ones are withdrawn) and return it for sending.
   * @param ip - client IP for the per-IP limit
   * @param phone - the number (E.164) a mobile code is for: only that number can be marked verified with it
   * @param proof - the request's `x-altcha` proof of work, needed once the codes budget is spent
   * @param limits - more `[limit, key]` to count (e.g. the SMS sent to one number)
   * @throws ApiError 429 when a limit is reached, or `ChallengeRequired` past the budget
   */
  async issue(email: string, purpose: OtpPurpose, ip: string, locale: Locale, phone?: string, proof?: string, limits: [LimitName, string][] = []): Promise<string> {
    await limitPublicPost(locale, 'codes', proof, [['otpPerIp', ip], ['otpPerEmailInterval', `${purpose}:${email}`], ['otpPerEmailHour', `${purpose}:${email}`], ...limits]);
    const now = clock.now();
    await strapi.db.query(UID).updateMany({ where: { email, purpose, consumed_at: { $null: true } }, data: { consumed_at: now } });
    const code = newCode();
    await strapi.db.query(UID).create({
      data: { email, purpose, phone: phone ?? null, code_hash: hashCode(email, purpose, code), expires_at: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000), attempts: 0 },
    });
    return code;
  },

  /**
   * Check a code. Success marks it verified (it is consumed later, by registration).
   * @throws ApiError 400 `OtpExpired` (none, expired or used), `OtpLocked` (5 wrong tries), `OtpInvalid` (with `attempts_left`); 429 per IP,
   *   or `ChallengeRequired` past the code-checks budget without a valid `proof`
   */
  async verify(email: string, purpose: OtpPurpose, code: string, ip: string, locale: Locale, proof?: string): Promise<void> {
    await limitPublicPost(locale, 'codeChecks', proof, [['otpVerifyPerIp', ip]]);
    const row = await latest(email, purpose);
    if (!row || new Date(row.expires_at).getTime() < clock.ms()) throw new ApiError(400, 'OtpExpired', t(locale, 'auth.otpExpired'));
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw new ApiError(400, 'OtpLocked', t(locale, 'auth.otpLocked'));
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(email, purpose, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await strapi.db.query(UID).update({ where: { id: row.id }, data: { attempts } });
      if (attempts >= OTP_MAX_ATTEMPTS) throw new ApiError(400, 'OtpLocked', t(locale, 'auth.otpLocked'));
      const left = OTP_MAX_ATTEMPTS - attempts;
      throw new ApiError(400, 'OtpInvalid', t(locale, 'auth.otpInvalid', { left }), { attempts_left: left });
    }
    if (!row.verified_at) await strapi.db.query(UID).update({ where: { id: row.id }, data: { verified_at: clock.now() } });
  },

  /**
   * When `email` proved it receives our codes (its latest code verified in the last 30 minutes), without
   * using the code up.
   * @returns the verification time, or `null`
   */
  async verifiedAt(email: string, purpose: OtpPurpose): Promise<Date | null> {
    const row = await latest(email, purpose);
    if (!row?.verified_at || clock.ms() - new Date(row.verified_at).getTime() > VERIFIED_VALID_MINUTES * 60_000) return null;
    return new Date(row.verified_at);
  },

  /**
   * Use up the verified code of `email` (registration; a mobile code also on the profile of an account).
   * @param phone - for a mobile code, the number (E.164) it must have been sent to: a code verified for
   *   another number is neither used nor counted
   * @returns the verification time, or `null` when there is none verified in the last 30 minutes (for `phone`)
   */
  async consumeVerified(email: string, purpose: OtpPurpose, phone?: string | null): Promise<Date | null> {
    const row = await latest(email, purpose);
    if (!row?.verified_at || clock.ms() - new Date(row.verified_at).getTime() > VERIFIED_VALID_MINUTES * 60_000) return null;
    if (phone !== undefined && (!phone || row.phone !== phone)) return null;
    await strapi.db.query(UID).update({ where: { id: row.id }, data: { consumed_at: clock.now() } });
    return new Date(row.verified_at);
  },
});
