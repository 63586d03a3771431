/**
 * `POST auth/mobile-otp`: sends a one-time code for the mobile number.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/request-mobile-otp
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { Answer, RequestBody } from '../../../lib/api-types';

/** Answer of `auth/mobile-otp`: `channel` is `email` when no SMS provider is configured. */
export type MobileOtpSent = Answer<'/api/client/auth/mobile-otp', 'post'>['data'];

/**
 * `POST auth/mobile-otp` `{ email, isd_code, contact_number }`.
 *
 * @throws ApiError 400 (`fieldErrors.contact_number`…), 429.
 */
export async function requestMobileOtp(role: Role, body: RequestBody<'/api/client/auth/mobile-otp', 'post'>): Promise<MobileOtpSent> {
  return (await apiClient.post<Answer<'/api/client/auth/mobile-otp', 'post'>>('auth/mobile-otp', body, { role, anonymous: true })).data;
}
