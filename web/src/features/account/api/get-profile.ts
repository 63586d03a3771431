/**
 * The signed-in user's account (`GET profile` of the area's role), read with SWR.
 *
 * @module features/account/api/get-profile
 */
import type { Role } from '../../../config/constants';
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
