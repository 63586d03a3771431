import type { AuthProvider, UserIdentity } from 'react-admin';

import { ADMIN_API_URL } from '../config/env';
import type { Answer } from '../lib/api-types';
import { leaveTo, PUBLIC_HOME_URL } from '../lib/navigation';
import { endAdminSession, httpClient } from './httpClient';
import { i18nProvider } from './i18nProvider';
import { clearAdminSession, isLoggedIn, readAdminSession, toSessionUser, writeAdminSession } from './adminSession';

/** Credentials of `authProvider.login`. `username` is accepted for react-admin's default form. */
export interface AdminLoginParams {
  email?: string;
  username?: string;
  password?: string;
}

/** Answer of `POST /api/admin-panel/auth/login` (docs/api-auth.md); still checked at run time. */
type LoginResponse = Partial<Answer<'/api/admin-panel/auth/login', 'post'>>;

/**
 * Admin authentication (spec §3-4, §6; docs/api-auth.md). The admin normally signs in on the public
 * site (`/public/admin/sign-in`), which writes the same `adminSession` entry.
 * - `login`: `POST /api/admin-panel/auth/login` `{ email, password }` → `{ jwt, user }`; stores
 *   `{ Token: jwt, status: true, user: { email, display_name } }` under `adminSession`.
 * - `logout`: ends the refresh session on the server, removes the admin session only, then a full page load of the public root `/`
 *   (react-admin's own redirect to its login page is disabled by returning `false`).
 * - `checkAuth`: resolves only with a non-empty Token and status true; on rejection react-admin
 *   calls `logout`, so a signed-out visitor ends on `/`.
 * - `checkError`: on 401/403 clears the admin session and rejects (→ `logout` → `/`).
 * - `getIdentity`: the e-mail / name stored in the session, else a generic label.
 */
export const authProvider: AuthProvider = {
  async login(params: AdminLoginParams) {
    const email = (params.email ?? params.username ?? '').trim();
    const password = params.password ?? '';
    const { json } = await httpClient(`${ADMIN_API_URL}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    const { jwt, user } = (json ?? {}) as LoginResponse;
    if (typeof jwt !== 'string' || jwt === '') {
      throw new Error('ra.auth.sign_in_error');
    }
    const sessionUser = toSessionUser(user);
    writeAdminSession({ Token: jwt, status: true, ...(sessionUser ? { user: sessionUser } : {}) });
  },

  async logout() {
    if (isLoggedIn(readAdminSession())) await endAdminSession();
    clearAdminSession();
    leaveTo(PUBLIC_HOME_URL);
    return false;
  },

  async checkAuth() {
    if (!isLoggedIn(readAdminSession())) {
      throw new Error('ra.auth.auth_check_error');
    }
  },

  async checkError(error: { status?: number } | undefined) {
    const status = error?.status;
    if (status === 401 || status === 403) {
      clearAdminSession();
      throw new Error('ra.notification.logged_out');
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = readAdminSession()?.user;
    const email = user?.email;
    const name = user?.display_name;
    return {
      id: email ?? 'admin',
      fullName: name || email || i18nProvider.translate('app.identity.generic'),
    };
  },
};
