/**
 * `POST auth/otp/verify`: checks the e-mailed code.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/verify-email-otp
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { RequestBody } from '../../../lib/api-types';

/**
 * `POST auth/otp/verify` `{ email, code }`.
 *
 * @throws ApiError 400 `OtpInvalid` (`details.attempts_left`), `OtpLocked`, `OtpExpired`.
 */
export async function verifyEmailOtp(role: Role, body: RequestBody<'/api/client/auth/otp/verify', 'post'>): Promise<void> {
  await apiClient.post('auth/otp/verify', body, { role, anonymous: true });
}
