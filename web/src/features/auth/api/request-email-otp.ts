/**
 * `POST auth/otp`: e-mails a one-time code (sign-up).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/request-email-otp
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { Answer, RequestBody } from '../../../lib/api-types';

/** Answer of `auth/otp`: minutes the code lasts, seconds before another may be asked. */
export type OtpSent = Answer<'/api/client/auth/otp', 'post'>['data'];

/**
 * `POST auth/otp` `{ email }` — sends the sign-up code (always the same answer).
 *
 * @throws ApiError 429 with `details.retry_after_seconds`, 400 with `fieldErrors.email`.
 */
export async function requestEmailOtp(role: Role, body: RequestBody<'/api/client/auth/otp', 'post'>): Promise<OtpSent> {
  return (await apiClient.post<Answer<'/api/client/auth/otp', 'post'>>('auth/otp', body, { role, anonymous: true })).data;
}
