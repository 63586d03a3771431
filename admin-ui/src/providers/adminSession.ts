/**
 * The admin session in localStorage (spec §3 "Admin session: Token, status"; §4: logged in only
 * with a non-empty Token and status true; docs/api-auth.md "Web sessions").
 * Stored as JSON `{ "Token": string, "status": boolean, "user"?: { email, display_name } }` under
 * `adminSession`; the public site's admin sign-in page writes it too, so other keys it may add are kept.
 */

/** localStorage key of the admin session (the client and consultant sessions use their own keys). */
export const ADMIN_SESSION_KEY = 'adminSession';

/** Who is signed in, as shown in the app bar (from the `user` of the login answer). */
export interface AdminSessionUser {
  email?: string;
  display_name?: string;
}

export interface AdminSession {
  /** The admin's JWT, sent as `Authorization: Bearer <Token>`. */
  Token: string;
  /** True once signed in. */
  status: boolean;
  /** The signed-in admin, when known. */
  user?: AdminSessionUser;
}

function readRaw(): Record<string, unknown> | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(ADMIN_SESSION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps only `email` and `display_name` (non-empty strings) of a `user` object from the API or storage;
 * `undefined` when neither is present.
 */
export function toSessionUser(value: unknown): AdminSessionUser | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { email, display_name } = value as Record<string, unknown>;
  const user: AdminSessionUser = {};
  if (typeof email === 'string' && email.trim() !== '') user.email = email;
  if (typeof display_name === 'string' && display_name.trim() !== '') user.display_name = display_name;
  return user.email || user.display_name ? user : undefined;
}

/** The stored admin session, or `null` when absent or unreadable. */
export function readAdminSession(): AdminSession | null {
  const parsed = readRaw();
  if (!parsed) return null;
  const session: AdminSession = {
    Token: typeof parsed.Token === 'string' ? parsed.Token : '',
    status: parsed.status === true,
  };
  const user = toSessionUser(parsed.user);
  if (user) session.user = user;
  return session;
}

/** Saves the admin session (replaces any previous one). */
export function writeAdminSession(session: AdminSession): void {
  window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session));
}

/**
 * Merges `patch` into the stored admin session (e.g. a fresh Token after a password change),
 * keeping every other stored field.
 */
export function updateAdminSession(patch: Partial<AdminSession>): void {
  const current = readRaw() ?? {};
  window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ ...current, ...patch }));
}

/** Removes the admin session only (the language and other roles' sessions stay). */
export function clearAdminSession(): void {
  window.localStorage.removeItem(ADMIN_SESSION_KEY);
}

/** True when the session is usable: non-empty Token and status true. */
export function isLoggedIn(session: AdminSession | null): session is AdminSession {
  return !!session && session.Token.trim() !== '' && session.status === true;
}
