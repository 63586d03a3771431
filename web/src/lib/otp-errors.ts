/**
 * What to show for a failed verification-code call (docs/api-auth.md `auth/otp`, `auth/otp/verify`,
 * `auth/mobile-otp`, `auth/mobile-otp/verify`): the API's own message, plus the attempts left
 * (`OtpInvalid`), whether a new code is needed (`OtpLocked`, `OtpExpired`) and how long to wait (429).
 *
 * @module lib/otp-errors
 */
import { ApiError } from './api-client';
import { retryAfterSeconds } from './form-rules';

/** A failed code call, ready to display. */
export interface OtpFailure {
  /** The server's message (localized), or `null` when it sent none. */
  message: string | null;
  /** `details.attempts_left` of `OtpInvalid`. */
  attemptsLeft: number | null;
  /** The code can no longer be used (`OtpLocked`, `OtpExpired`): ask a new one. */
  needsNewCode: boolean;
  /** Seconds to wait before asking again (429). */
  retryAfter: number | null;
  /** Field errors of a 400 `ValidationError`, field → text. */
  fieldErrors: Record<string, string>;
}

/**
 * Reads a failure of a code call.
 *
 * @param error - anything thrown by the API client.
 */
export function otpFailure(error: unknown): OtpFailure {
  const failure: OtpFailure = { message: null, attemptsLeft: null, needsNewCode: false, retryAfter: retryAfterSeconds(error), fieldErrors: {} };
  if (!(error instanceof ApiError)) return failure;
  if (error.fromServer) failure.message = error.message;
  const left = Number(error.details?.attempts_left);
  if (error.code === 'OtpInvalid' && Number.isFinite(left)) failure.attemptsLeft = left;
  failure.needsNewCode = error.code === 'OtpLocked' || error.code === 'OtpExpired';
  for (const [field, messages] of Object.entries(error.fieldErrors)) failure.fieldErrors[field] = messages.join(' ');
  return failure;
}
