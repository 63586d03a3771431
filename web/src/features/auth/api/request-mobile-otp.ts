/**
 * `POST auth/mobile-otp`: sends a one-time code for the mobile number.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/request-mobile-otp
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/** Answer of `auth/mobile-otp`: `channel` is `email` when no SMS provider is configured. */
export interface MobileOtpSent {
  sent: true;
  channel: 'sms' | 'email';
  expires_in_minutes?: number;
  resend_after_seconds?: number;
}

/**
 * `POST auth/mobile-otp` `{ email, isd_code, contact_number }`.
 *
 * @throws ApiError 400 (`fieldErrors.contact_number`…), 429.
 */
export async function requestMobileOtp(role: Role, email: string, isdCode: string, contactNumber: string): Promise<MobileOtpSent> {
  return (await apiClient.post<{ data: MobileOtpSent }>('auth/mobile-otp', { email: email.trim(), isd_code: isdCode, contact_number: contactNumber.trim() }, { role, anonymous: true })).data;
}
