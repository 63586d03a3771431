/**
 * The page to come back to after a detour (signing in, filling a form the booking needs): carried in
 * the `?redirect=` query parameter ({@link REDIRECT_PARAM}) or the router state's `from`, and used only
 * when it is a path of this site.
 *
 * @module lib/redirect
 */
import { REDIRECT_PARAM } from '../config/constants';

/**
 * Whether a path may be used as a redirect target: same-site, absolute, not another account page.
 */
export function isSafeRedirect(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.startsWith('/public/');
}

/**
 * The path kept for later: the `?redirect=` query parameter, else the router state's `from`.
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

/**
 * `path` with `back` as its `?redirect=` parameter: the page to return to once `path` is done.
 *
 * @param path - where to go now (no query of its own).
 * @param back - the page to come back to, a path of this site.
 */
export function withRedirect(path: string, back: string): string {
  return `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}`;
}
