/**
 * `POST auth/mobile-otp/verify`: checks the mobile code.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/verify-mobile-otp
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { RequestBody } from '../../../lib/api-types';

/**
 * `POST auth/mobile-otp/verify` `{ email, code }`.
 *
 * @throws ApiError as `verifyEmailOtp` (features/auth/api/verify-email-otp).
 */
export async function verifyMobileOtp(role: Role, body: RequestBody<'/api/client/auth/mobile-otp/verify', 'post'>): Promise<void> {
  await apiClient.post('auth/mobile-otp/verify', body, { role, anonymous: true });
}
