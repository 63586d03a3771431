/**
 * Guard of a role's pages (spec §2, §6): a signed-out client goes to `/public/client/sign-in` with the
 * wanted path kept (`?redirect=` and router state `from`), a signed-out consultant (or admin) to `/`.
 * Reacts to sign-outs while on the page (log out in another tab, a 401).
 *
 * @module features/account/components/require-session
 */
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { REDIRECT_PARAM, type Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useLoggedIn } from '../../../lib/session';

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  role: Role;
  children: ReactNode;
  /** The user is logging out and leaving: render nothing instead of redirecting. */
  leaving?: boolean;
}

/** Renders `children` only while `role` is logged in. */
export function RequireSession({ role, children, leaving = false }: RequireSessionProps) {
  const loggedIn = useLoggedIn(role);
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  // One state object per path: <Navigate> navigates again whenever its props change, and this element
  // re-renders while the sign-in route loads.
  const state = useMemo(() => ({ from }), [from]);
  if (loggedIn) return <>{children}</>;
  if (leaving) return null;
  if (role !== 'client') return <Navigate to={paths.home} replace />;
  const query = new URLSearchParams({ [REDIRECT_PARAM]: from });
  return <Navigate to={`${paths.roleSignIn('client')}?${query.toString()}`} state={state} replace />;
}
