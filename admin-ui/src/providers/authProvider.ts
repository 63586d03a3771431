import type { AuthProvider } from 'react-admin';

import { ADMIN_API_URL } from '../config/env';
import { httpClient } from './httpClient';
import { clearAdminSession, isLoggedIn, readAdminSession, writeAdminSession } from './adminSession';

/** Credentials typed in the login form. `username` is accepted for react-admin's default form. */
export interface AdminLoginParams {
  email?: string;
  username?: string;
  password?: string;
}

/** Answer of `POST /api/admin-panel/auth/login`. */
interface LoginResponse {
  jwt?: string;
  user?: unknown;
}

/**
 * Admin authentication (spec §3-4, §6):
 * - `login`: `POST /api/admin-panel/auth/login` `{ email, password }` → `{ jwt, user }`; stores
 *   `{ Token: jwt, status: true }` under `adminSession`. Rejects with the server's message otherwise.
 * - `logout`: removes the admin session only.
 * - `checkAuth`: resolves only with a non-empty Token and status true.
 * - `checkError`: rejects (so react-admin signs out) on 401 and 403.
 */
export const authProvider: AuthProvider = {
  async login(params: AdminLoginParams) {
    const email = (params.email ?? params.username ?? '').trim();
    const password = params.password ?? '';
    const { json } = await httpClient(`${ADMIN_API_URL}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    const { jwt } = (json ?? {}) as LoginResponse;
    if (typeof jwt !== 'string' || jwt === '') {
      throw new Error('ra.auth.sign_in_error');
    }
    writeAdminSession({ Token: jwt, status: true });
  },

  async logout() {
    clearAdminSession();
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
      throw new Error('ra.auth.auth_check_error');
    }
  },
};
