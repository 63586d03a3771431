/**
 * Sessions of the three roles (spec §3 "Client/Admin/Consultant session", §4; docs/api-auth.md
 * "Web sessions").
 *
 * - One session per role, kept in localStorage as JSON under `clientSession`, `consultantSession`,
 *   `adminSession`: `{ Token, status, user?, … }`; the consultant's also has `verified_status`
 *   (`user.approval_status === 'approved'`) and `active_status`.
 * - Saved on every change, restored on load; another tab's changes are picked up (`storage` events).
 * - Logged in = non-empty `Token` and `status === true` ({@link isLoggedIn}).
 * - Signing out clears only that role's key.
 *
 * The admin back office (admin-ui, a separate build) reads `adminSession` as written here.
 *
 * @module lib/session
 */
import { useCallback, useSyncExternalStore } from 'react';
import { ROLES, type Role } from '../config/constants';

/** localStorage key of each role's session (spec §3). */
export const SESSION_STORAGE_KEYS: Readonly<Record<Role, string>> = {
  client: 'clientSession',
  consultant: 'consultantSession',
  admin: 'adminSession',
};

/** Approval states of a consultant (docs/api-auth.md). */
export type ApprovalStatus = 'incomplete' | 'submitted' | 'approved' | 'rejected';

/** The `user` of `auth/login`, `auth/register`, `auth/change-password` and `GET profile` answers. */
export interface SessionUser {
  id: string | number;
  email: string;
  role: Role;
  display_name: string;
  correspondence_language?: 'fr' | 'en';
  /** Consultants only. */
  approval_status?: ApprovalStatus;
  /** Consultants only. */
  active_status?: boolean;
}

/** A stored session. Keys other than these (written by another front end) are kept as they are. */
export interface Session {
  /** The JWT sent as `Authorization: Bearer <Token>`. */
  Token: string;
  status: boolean;
  user?: SessionUser;
  /** Consultants: approved by the platform. */
  verified_status?: boolean;
  /** Consultants: account active. */
  active_status?: boolean;
  [key: string]: unknown;
}

/** The signed-out session. */
export const SIGNED_OUT: Readonly<Session> = Object.freeze({ Token: '', status: false });

/**
 * The logged-in rule of spec §4: a non-empty `Token` and `status` true.
 *
 * @param session - anything read from storage.
 */
export function isLoggedIn(session: Partial<Session> | null | undefined): boolean {
  return Boolean(session) && typeof session?.Token === 'string' && session.Token.trim() !== '' && session.status === true;
}

/**
 * The session to store after a sign-in, a registration or a password change.
 *
 * @param role - whose session.
 * @param jwt - the token of the answer.
 * @param user - the `user` of the answer.
 */
export function sessionFrom(role: Role, jwt: string, user?: SessionUser): Session {
  const session: Session = { Token: jwt, status: true };
  if (user) session.user = user;
  if (role === 'consultant' && user) {
    session.verified_status = user.approval_status === 'approved';
    session.active_status = user.active_status === true;
  }
  return session;
}

/** The part of `Storage` used here (tests pass a fake). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads one role's session from storage; anything unreadable counts as signed out. */
function readSession(storage: SessionStorageLike | null, role: Role): Session {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEYS[role]);
    if (!raw) return SIGNED_OUT;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return SIGNED_OUT;
    const value = parsed as Record<string, unknown>;
    return { ...value, Token: typeof value.Token === 'string' ? value.Token : '', status: value.status === true };
  } catch {
    return SIGNED_OUT;
  }
}

/** The store of the three sessions. */
export interface SessionStore {
  /** The role's current session (the same object until it changes). */
  get(role: Role): Session;
  /** Replaces the role's session and saves it. */
  set(role: Role, session: Session): void;
  /** Stores the session of a sign-in/registration/password change ({@link sessionFrom}). */
  signIn(role: Role, jwt: string, user?: SessionUser): Session;
  /** Merges fresh user data (e.g. from `GET profile`) into a signed-in session; no-op when signed out. */
  updateUser(role: Role, user: SessionUser): void;
  /**
   * Signs the role out (clears its storage key only).
   *
   * @returns whether the role was logged in.
   */
  signOut(role: Role): boolean;
  /**
   * Signs the role out because the API refused `token` (401), unless the session has changed since.
   *
   * @returns whether a logged-in session was ended.
   */
  expire(role: Role, token: string): boolean;
  /** Re-reads every role from storage (another tab changed it). */
  reload(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a session store restored from `storage`.
 *
 * @param storage - `window.localStorage` in the app; `null` keeps sessions in memory only.
 */
export function createSessionStore(storage: SessionStorageLike | null): SessionStore {
  const current = {} as Record<Role, Session>;
  for (const role of ROLES) current[role] = readSession(storage, role);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const save = (role: Role, session: Session) => {
    current[role] = session;
    try {
      storage?.setItem(SESSION_STORAGE_KEYS[role], JSON.stringify(session));
    } catch {
      /* storage unavailable or full: the session lasts for this page only */
    }
    notify();
  };

  const signOut = (role: Role) => {
    const was = isLoggedIn(current[role]);
    current[role] = SIGNED_OUT;
    try {
      storage?.removeItem(SESSION_STORAGE_KEYS[role]);
    } catch {
      /* ignore */
    }
    notify();
    return was;
  };

  return {
    get: (role) => current[role],
    set: save,
    signIn(role, jwt, user) {
      const session = sessionFrom(role, jwt, user);
      save(role, session);
      return session;
    },
    updateUser(role, user) {
      const session = current[role];
      if (!isLoggedIn(session)) return;
      const next = { ...session, ...sessionFrom(role, session.Token, user) };
      if (JSON.stringify(next) !== JSON.stringify(session)) save(role, next);
    },
    signOut,
    expire(role, token) {
      if (current[role].Token !== token) return false;
      return signOut(role);
    },
    reload() {
      let changed = false;
      for (const role of ROLES) {
        const next = readSession(storage, role);
        if (JSON.stringify(next) !== JSON.stringify(current[role])) {
          current[role] = next;
          changed = true;
        }
      }
      if (changed) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): SessionStorageLike | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The application's sessions, restored from localStorage at start-up. */
export const sessions = createSessionStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_STORAGE_KEYS) as (string | null)[]).includes(event.key)) sessions.reload();
  });
}

/** The session a server-rendered page is rendered with, and hydrated with: nobody is signed in there. */
const serverSession = (): Session => SIGNED_OUT;

/**
 * A role's session, re-rendering on change. A page rendered on the server (`entry-server`) is rendered
 * and then hydrated signed out; the signed-in session follows right after hydration.
 *
 * @param store - defaults to the application's sessions.
 */
export function useSession(role: Role, store: SessionStore = sessions): Session {
  const get = useCallback(() => store.get(role), [store, role]);
  return useSyncExternalStore(store.subscribe, get, serverSession);
}

/** Whether a role is logged in, re-rendering on change. */
export function useLoggedIn(role: Role, store: SessionStore = sessions): boolean {
  return isLoggedIn(useSession(role, store));
}
