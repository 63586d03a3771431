/**
 * Staying signed in (docs/api-auth.md "Sessions"): access tokens are short-lived; each role's refresh
 * session lives in an httpOnly cookie that only `POST /api/<surface>/auth/refresh` and `…/auth/logout`
 * receive. {@link refreshSession} trades it for a new access token when the API refused the stored
 * one, and {@link endSession} ends it on sign-out.
 *
 * Tabs share the cookie and the stored sessions, and a refresh token is good once, so refreshes are
 * serialized per role across tabs (Web Locks API where the browser has it) and a token another tab
 * obtained meanwhile is reused instead of refreshing again.
 *
 * @module lib/session-refresh
 */
import { API_BASES, getPublicApiKey } from '../config/env';
import type { Role } from '../config/constants';
import { currentLanguage, i18n } from './i18n';
import { isLoggedIn, sessions, type SessionUser } from './session';

const inFlight = new Map<Role, Promise<string | null>>();

function authHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'x-api-key': getPublicApiKey(), 'Accept-Language': currentLanguage(i18n) };
}

async function refreshNow(role: Role, staleToken: string): Promise<string | null> {
  sessions.reload();
  const session = sessions.get(role);
  if (!isLoggedIn(session)) return null;
  // Another tab refreshed while this one waited for the lock.
  if (session.Token !== staleToken) return session.Token;
  try {
    const response = await fetch(`${API_BASES[role]}auth/refresh`, { method: 'POST', headers: authHeaders(), credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { jwt?: string; user?: SessionUser };
    if (!body.jwt) return null;
    sessions.signIn(role, body.jwt, body.user);
    return body.jwt;
  } catch {
    return null;
  }
}

/**
 * A fresh access token for `role` after `staleToken` was refused, or `null` when the refresh session
 * is gone (signed out elsewhere, expired, revoked): the caller then signs the role out.
 */
export function refreshSession(role: Role, staleToken: string): Promise<string | null> {
  const running = inFlight.get(role);
  if (running) return running;
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  const serialized: Promise<string | null> = locks ? locks.request(`session-refresh-${role}`, () => refreshNow(role, staleToken)) : refreshNow(role, staleToken);
  const task = serialized.finally(() => inFlight.delete(role));
  inFlight.set(role, task);
  return task;
}

/** Sign-out: end the role's refresh session on the server (best effort) and forget the stored session. */
export async function endSession(role: Role): Promise<void> {
  sessions.signOut(role);
  await fetch(`${API_BASES[role]}auth/logout`, { method: 'POST', headers: authHeaders(), credentials: 'same-origin' }).catch(() => undefined);
}
