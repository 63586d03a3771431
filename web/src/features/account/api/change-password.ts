/**
 * `POST auth/change-password` of the signed-in user (spec §2 "Change password").
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/account/api/change-password
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { Answer, RequestBody } from '../../../lib/api-types';

/** The answer: a fresh sign-in (`SignedIn`). */
export type PasswordChanged = Answer<'/api/client/auth/change-password', 'post'>;

/**
 * `POST auth/change-password` `{ currentPassword, password }`.
 *
 * @returns the fresh `{ jwt, user }` (tokens issued before are refused afterwards).
 * @throws ApiError 400 with `fieldErrors.currentPassword` for a wrong current password.
 */
export function changePassword(role: Role, body: RequestBody<'/api/client/auth/change-password', 'post'>): Promise<PasswordChanged> {
  return apiClient.post<PasswordChanged>('auth/change-password', body, { role });
}
