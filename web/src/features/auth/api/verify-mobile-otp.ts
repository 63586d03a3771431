/**
 * `POST auth/mobile-otp/verify`: checks the mobile code.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/verify-mobile-otp
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST auth/mobile-otp/verify` `{ email, code }`.
 *
 * @throws ApiError as `verifyEmailOtp` (features/auth/api/verify-email-otp).
 */
export async function verifyMobileOtp(role: Role, email: string, code: string): Promise<void> {
  await apiClient.post('auth/mobile-otp/verify', { email: email.trim(), code: code.trim() }, { role, anonymous: true });
}
