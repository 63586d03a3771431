/**
 * The role of an account page's `:role` path segment and the page to reach after signing in.
 *
 * @module features/auth/hooks/use-role-param
 */
import { useParams } from 'react-router-dom';
import { REDIRECT_PARAM, ROLES, type Role } from '../../../config/constants';

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

/**
 * Whether a path may be used as a redirect target: same-site, absolute, not another account page.
 */
export function isSafeRedirect(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.startsWith('/public/');
}

/**
 * The path the client guard kept: the `?redirect=` query parameter, else the router state's `from`.
 *
 * @param search - `location.search`.
 * @param state - `location.state`.
 * @returns a safe path, or `null`.
 */
export function keptRedirect(search: string, state: unknown): string | null {
  const fromQuery = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (isSafeRedirect(fromQuery)) return fromQuery;
  const fromState = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return isSafeRedirect(fromState) ? fromState : null;
}
