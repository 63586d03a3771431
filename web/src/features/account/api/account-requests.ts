/**
 * Signed-in calls of the account areas (docs/api-auth.md `GET profile`, `POST auth/change-password`),
 * on the role's surface with the role's token. A 401 signs that role out (see `lib/api-client`).
 *
 * @module features/account/api/account-requests
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import type { SessionUser } from '../../../lib/session';

/** Answer of `GET profile`: the account and its role's profile (fields vary by role). */
export interface ProfileAnswer {
  data: { user: SessionUser; profile: Record<string, unknown> | null };
}

/** `GET profile` of the signed-in `role` (skipped while signed out). */
export function useProfile(role: Role) {
  return useRoleApi<ProfileAnswer>(role, 'profile');
}

/**
 * `POST auth/change-password` `{ currentPassword, password }`.
 *
 * @returns the fresh `{ jwt, user }` (tokens issued before are refused afterwards).
 * @throws ApiError 400 with `fieldErrors.currentPassword` for a wrong current password.
 */
export function changePassword(role: Role, currentPassword: string, password: string): Promise<{ jwt: string; user: SessionUser }> {
  return apiClient.post(`auth/change-password`, { currentPassword, password }, { role });
}
