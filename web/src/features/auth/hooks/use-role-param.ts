/**
 * The role of an account page's `:role` path segment and the page to reach after signing in.
 *
 * @module features/auth/hooks/use-role-param
 */
import { useParams } from 'react-router-dom';
import { ROLES, type Role } from '../../../config/constants';

/**
 * The `:role` path parameter when it is one of `allowed`.
 *
 * @param allowed - roles the page exists for (sign-up: client and consultant).
 * @returns the role, or `null` (the page shows not-found).
 */
export function useRoleParam(allowed: readonly Role[] = ROLES): Role | null {
  const { role } = useParams();
  return allowed.find((r) => r === role) ?? null;
}

export { isSafeRedirect, keptRedirect } from '../../../lib/redirect';
