/**
 * `POST auth/change-password` of the signed-in user (spec §2 "Change password").
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/account/api/change-password
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/**
 * `POST auth/change-password` `{ currentPassword, password }`.
 *
 * @returns the fresh `{ jwt, user }` (tokens issued before are refused afterwards).
 * @throws ApiError 400 with `fieldErrors.currentPassword` for a wrong current password.
 */
export function changePassword(role: Role, currentPassword: string, password: string): Promise<{ jwt: string; user: SessionUser }> {
  return apiClient.post(`auth/change-password`, { currentPassword, password }, { role });
}
