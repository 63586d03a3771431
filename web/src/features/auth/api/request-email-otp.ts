/**
 * `POST auth/otp`: e-mails a one-time code (sign-up).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/request-email-otp
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/** Answer of `auth/otp`. */
export interface OtpSent {
  sent: true;
  expires_in_minutes: number;
  resend_after_seconds: number;
}

/**
 * `POST auth/otp` `{ email }` — sends the sign-up code (always the same answer).
 *
 * @throws ApiError 429 with `details.retry_after_seconds`, 400 with `fieldErrors.email`.
 */
export async function requestEmailOtp(role: Role, email: string): Promise<OtpSent> {
  return (await apiClient.post<{ data: OtpSent }>('auth/otp', { email: email.trim() }, { role, anonymous: true })).data;
}
