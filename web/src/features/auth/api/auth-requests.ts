/**
 * Calls of the accounts API made by the public account pages (docs/api-auth.md). Each goes to the
 * surface of its role (`/api/client/`, `/api/consultant/`, `/api/admin-panel/`) and is sent without a
 * token (`anonymous`): a stale session must neither be sent nor be signed out by these answers.
 *
 * Every function throws the API client's `ApiError` on failure (status, `name` as `code`, the server's
 * localized message, `details`).
 *
 * @module features/auth/api/auth-requests
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/** Answer of `auth/login` and `auth/register`. */
export interface AuthAnswer {
  jwt: string;
  user: SessionUser;
}

/** Answer of `auth/otp`. */
export interface OtpSent {
  sent: true;
  expires_in_minutes: number;
  resend_after_seconds: number;
}

/** Answer of `auth/mobile-otp`: `channel` is `email` when no SMS provider is configured. */
export interface MobileOtpSent {
  sent: true;
  channel: 'sms' | 'email';
  expires_in_minutes?: number;
  resend_after_seconds?: number;
}

const post = <T>(role: Role, path: string, body: unknown) => apiClient.post<T>(path, body, { role, anonymous: true });

/**
 * `POST auth/login` `{ email, password }`.
 *
 * @throws ApiError 401 (one generic message for a wrong e-mail, password or role), 429 (too many tries).
 */
export function login(role: Role, email: string, password: string): Promise<AuthAnswer> {
  return post<AuthAnswer>(role, 'auth/login', { email: email.trim(), password });
}

/**
 * `POST auth/otp` `{ email }` — sends the sign-up code (always the same answer).
 *
 * @throws ApiError 429 with `details.retry_after_seconds`, 400 with `fieldErrors.email`.
 */
export async function requestEmailOtp(role: Role, email: string): Promise<OtpSent> {
  return (await post<{ data: OtpSent }>(role, 'auth/otp', { email: email.trim() })).data;
}

/**
 * `POST auth/otp/verify` `{ email, code }`.
 *
 * @throws ApiError 400 `OtpInvalid` (`details.attempts_left`), `OtpLocked`, `OtpExpired`.
 */
export async function verifyEmailOtp(role: Role, email: string, code: string): Promise<void> {
  await post(role, 'auth/otp/verify', { email: email.trim(), code: code.trim() });
}

/**
 * `POST auth/mobile-otp` `{ email, isd_code, contact_number }`.
 *
 * @throws ApiError 400 (`fieldErrors.contact_number`…), 429.
 */
export async function requestMobileOtp(role: Role, email: string, isdCode: string, contactNumber: string): Promise<MobileOtpSent> {
  return (await post<{ data: MobileOtpSent }>(role, 'auth/mobile-otp', { email: email.trim(), isd_code: isdCode, contact_number: contactNumber.trim() })).data;
}

/**
 * `POST auth/mobile-otp/verify` `{ email, code }`.
 *
 * @throws ApiError as {@link verifyEmailOtp}.
 */
export async function verifyMobileOtp(role: Role, email: string, code: string): Promise<void> {
  await post(role, 'auth/mobile-otp/verify', { email: email.trim(), code: code.trim() });
}

/**
 * `POST auth/register` (clients and consultants).
 *
 * @param body - person fields, `email`, `password`, `acceptTerms`, `acceptPrivacy` (see `sign-up-form.ts`).
 * @throws ApiError 400 `OtpRequired`, 400 `ValidationError` with `details.fieldErrors`.
 */
export function register(role: Role, body: Record<string, unknown>): Promise<AuthAnswer> {
  return post<AuthAnswer>(role, 'auth/register', body);
}

/** `POST auth/forgot-password` `{ email }` — always `{ sent: true }`. */
export async function forgotPassword(role: Role, email: string): Promise<void> {
  await post(role, 'auth/forgot-password', { email: email.trim() });
}

/**
 * `POST auth/reset-password` `{ token, email, password }`.
 *
 * @throws ApiError 400 `ResetLinkInvalid` (bad, used or expired link), 400 `ValidationError`.
 */
export async function resetPassword(role: Role, token: string, email: string, password: string): Promise<void> {
  await post(role, 'auth/reset-password', { token, email, password });
}

/** Full page navigation (the admin back office is a separate build); tests replace `assign`. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
