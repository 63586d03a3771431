/**
 * The mobile verification calls (spec §3 "mobile verification codes"; docs/api-auth.md "Mobile
 * verification"), shared by the sign-up and the profile pages of clients and consultants:
 * `POST auth/mobile-otp` sends a code for a number (by SMS, or by e-mail when no SMS provider is
 * configured: `channel` says which), `POST auth/mobile-otp/verify` checks it. Both are public calls tied
 * to an e-mail address; a signed-in person's number is marked verified when it is the profile's.
 * Every call throws the API client's `ApiError` on failure.
 *
 * @module lib/mobile-verification
 */
import type { Role } from '../config/constants';
import { apiClient } from './api-client';
import type { Answer, RequestBody } from './api-types';

/** Answer of `auth/mobile-otp`: `channel` is `sms`, or `email` when no SMS provider is configured. */
export type MobileOtpSent = Answer<'/api/client/auth/mobile-otp', 'post'>['data'];

/**
 * `POST auth/mobile-otp` `{ email, isd_code, contact_number }`.
 *
 * @throws ApiError 400 (`fieldErrors.contact_number`…), 429.
 */
export async function requestMobileOtp(role: Role, body: RequestBody<'/api/client/auth/mobile-otp', 'post'>): Promise<MobileOtpSent> {
  return (await apiClient.post<Answer<'/api/client/auth/mobile-otp', 'post'>>('auth/mobile-otp', body, { role, anonymous: true })).data;
}

/**
 * `POST auth/mobile-otp/verify` `{ email, code }`.
 *
 * @throws ApiError 400 `OtpInvalid` (`details.attempts_left`), `OtpLocked`, `OtpExpired`; 429.
 */
export async function verifyMobileOtp(role: Role, body: RequestBody<'/api/client/auth/mobile-otp/verify', 'post'>): Promise<void> {
  await apiClient.post('auth/mobile-otp/verify', body, { role, anonymous: true });
}
