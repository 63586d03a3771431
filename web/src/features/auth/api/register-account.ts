/**
 * `POST auth/register`: creates the account and signs in.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/register-account
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { AuthAnswer } from '../model/types';

/**
 * `POST auth/register` (clients and consultants).
 *
 * @param body - person fields, `email`, `password`, `acceptTerms`, `acceptPrivacy` (see `sign-up-form.ts`).
 * @throws ApiError 400 `OtpRequired`, 400 `ValidationError` with `details.fieldErrors`.
 */
export function register(role: Role, body: Record<string, unknown>): Promise<AuthAnswer> {
  return apiClient.post<AuthAnswer>('auth/register', body, { role, anonymous: true });
}
