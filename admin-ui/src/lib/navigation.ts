/**
 * Full page navigations out of the back office (spec §6: the admin area sends a signed-out visitor to
 * the root of the public site; the admin signs in on the public site). Kept in one small module so tests
 * can replace {@link leaveTo} instead of touching `window.location`.
 */

/** Root of the public web site: where a signed-out or logged-out admin lands (spec §6). */
export const PUBLIC_HOME_URL = '/';

/** Admin sign-in page of the public web site (spec §2 public routes `admin/sign-in`). */
export const PUBLIC_ADMIN_SIGN_IN_URL = '/public/admin/sign-in';

/** Leaves the single-page app: a full page load of `url` (same origin path or absolute URL). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
