/**
 * `POST auth/login` of a role (anonymous call).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/sign-in
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { Answer, RequestBody } from '../../../lib/api-types';

/** The answer: the token and the signed-in user (`SignedIn`). */
export type SignInAnswer = Answer<'/api/client/auth/login', 'post'>;

/**
 * `POST auth/login` `{ email, password }`.
 *
 * @throws ApiError 401 (one generic message for a wrong e-mail, password or role), 429 (too many tries).
 */
export function login(role: Role, credentials: RequestBody<'/api/client/auth/login', 'post'>): Promise<SignInAnswer> {
  return apiClient.post<SignInAnswer>('auth/login', credentials, { role, anonymous: true });
}
