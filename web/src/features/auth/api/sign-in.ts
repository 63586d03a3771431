/**
 * `POST auth/login` of a role (anonymous call).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/sign-in
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { AuthAnswer } from '../model/types';

/**
 * `POST auth/login` `{ email, password }`.
 *
 * @throws ApiError 401 (one generic message for a wrong e-mail, password or role), 429 (too many tries).
 */
export function login(role: Role, email: string, password: string): Promise<AuthAnswer> {
  return apiClient.post<AuthAnswer>('auth/login', { email: email.trim(), password }, { role, anonymous: true });
}
