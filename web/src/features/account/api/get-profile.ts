/**
 * The signed-in user's account (`GET profile` of the area's role), read with SWR.
 *
 * @module features/account/api/get-profile
 */
import type { Role } from '../../../config/constants';
import type { Answer } from '../../../lib/api-types';
import { useRoleApi } from '../../../lib/fetcher';

/** Answer of `GET profile`: the account (`SessionUser`) and its role's profile. */
export type ProfileAnswer = Answer<'/api/client/profile', 'get'> | Answer<'/api/consultant/profile', 'get'>;

/** `GET profile` of the signed-in `role` (skipped while signed out). */
export function useProfile(role: Role) {
  return useRoleApi<ProfileAnswer>(role, 'profile');
}
