/**
 * The role of the area being shown (`/client/*` or `/consultant/*`), provided by the area shell to its
 * pages (dashboard, change password), which serve both areas.
 *
 * @module features/account/hooks/use-area-role
 */
import { createContext, useContext } from 'react';
import type { Role } from '../../../config/constants';

/** The area's role; `null` outside an area. */
export const AreaRoleContext = createContext<Role | null>(null);

/**
 * The role of the enclosing area.
 *
 * @throws Error outside an area shell (a programming error).
 */
export function useAreaRole(): Role {
  const role = useContext(AreaRoleContext);
  if (!role) throw new Error('useAreaRole() outside an account area');
  return role;
}
