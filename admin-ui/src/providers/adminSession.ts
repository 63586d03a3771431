/**
 * The admin session in localStorage (spec §3 "Admin session: Token, status"; §4: logged in only
 * with a non-empty Token and status true). Stored as JSON `{ "Token": string, "status": boolean }`.
 */

/** localStorage key of the admin session (the client and consultant sessions use their own keys). */
export const ADMIN_SESSION_KEY = 'adminSession';

export interface AdminSession {
  /** The admin's JWT, sent as `Authorization: Bearer <Token>`. */
  Token: string;
  /** True once signed in. */
  status: boolean;
}

/** The stored admin session, or `null` when absent or unreadable. */
export function readAdminSession(): AdminSession | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(ADMIN_SESSION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AdminSession> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      Token: typeof parsed.Token === 'string' ? parsed.Token : '',
      status: parsed.status === true,
    };
  } catch {
    return null;
  }
}

/** Saves the admin session (replaces any previous one). */
export function writeAdminSession(session: AdminSession): void {
  window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session));
}

/** Removes the admin session only (the language and other roles' sessions stay). */
export function clearAdminSession(): void {
  window.localStorage.removeItem(ADMIN_SESSION_KEY);
}

/** True when the session is usable: non-empty Token and status true. */
export function isLoggedIn(session: AdminSession | null): session is AdminSession {
  return !!session && session.Token.trim() !== '' && session.status === true;
}
