import { fetchUtils, HttpError } from 'react-admin';

import { ADMIN_API_URL, getApiKey } from '../config/env';
import { readAdminSession, isLoggedIn, updateAdminSession } from './adminSession';
import { i18nProvider } from './i18nProvider';

/** Error body of every API surface (DESIGN §2): `{ error: { status, name, message, details? } }`. */
interface ApiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: unknown };
  message?: string;
}

/** Headers of every call (DESIGN §2): application key and interface locale. */
function baseHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'x-api-key': getApiKey(), 'Accept-Language': i18nProvider.getLocale() };
}

let refreshing: Promise<string | null> | null = null;

/**
 * A fresh access token after `staleToken` was refused (docs/api-auth.md "Sessions"): the refresh
 * session lives in an httpOnly cookie sent only to `auth/refresh`. Serialized across tabs (Web Locks,
 * the same lock the public site uses for the admin role) and reusing a token another tab just got.
 * @returns the new token, or `null` when the session cannot be renewed
 */
export function refreshAdminToken(staleToken: string): Promise<string | null> {
  const run = async (): Promise<string | null> => {
    const session = readAdminSession();
    if (!isLoggedIn(session)) return null;
    if (session.Token !== staleToken) return session.Token;
    try {
      const response = await fetch(`${ADMIN_API_URL}/auth/refresh`, { method: 'POST', headers: baseHeaders(), credentials: 'same-origin' });
      if (!response.ok) return null;
      const body = (await response.json()) as { jwt?: unknown };
      if (typeof body.jwt !== 'string' || body.jwt === '') return null;
      updateAdminSession({ Token: body.jwt, status: true });
      return body.jwt;
    } catch {
      return null;
    }
  };
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  refreshing ??= (locks ? (locks.request('session-refresh-admin', run) as unknown as Promise<string | null>) : run()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the admin's refresh session on the server (sign-out; best effort). */
export async function endAdminSession(): Promise<void> {
  await fetch(`${ADMIN_API_URL}/auth/logout`, { method: 'POST', headers: baseHeaders(), credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * fetchJson with the headers every call carries (DESIGN §2):
 * `x-api-key` (application key), `Accept-Language` (current interface locale) and, when an admin
 * session exists, `Authorization: Bearer <Token>`. A 401 on a call with a token is retried once with a
 * token renewed from the refresh session.
 *
 * @throws HttpError whose `message` is the server's localized `error.message` (else the status text),
 *   `status` the HTTP status and `body` the parsed JSON answer; a 400 naming fields also carries
 *   `body.errors` ({@link formErrorsOf}), which react-admin's forms show under the inputs.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const send = (token: string | null) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    for (const [name, value] of Object.entries(baseHeaders())) if (name !== 'Accept') headers.set(name, value);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  const session = readAdminSession();
  const token = isLoggedIn(session) ? session.Token : null;
  try {
    try {
      return await send(token);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401 || !token) throw error;
      const fresh = await refreshAdminToken(token);
      if (!fresh) throw error;
      return await send(fresh);
    }
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as ApiErrorBody | undefined;
      const message = body?.error?.message || body?.message || error.message;
      const errors = error.status === 400 ? formErrorsOf(body) : undefined;
      throw new HttpError(message, error.status, errors ? { ...body, errors } : error.body);
    }
    throw error;
  }
}

/**
 * The per-field messages of a 400 answer in the shape react-admin's forms show under their inputs
 * (`HttpError.body.errors`): the API's `error.details.fieldErrors` (DESIGN §2; dot paths such as
 * `name.en` or `sections.0.title`, each with one or more messages in the admin's language) →
 * `{ "name.en": "message" }`, several messages of one field joined by a space.
 *
 * @returns the errors by field path, or `undefined` when the answer names no field
 */
export function formErrorsOf(body: unknown): Record<string, string> | undefined {
  const fieldErrors = (body as ApiErrorBody | undefined)?.error?.details as { fieldErrors?: unknown } | undefined;
  const byField = fieldErrors?.fieldErrors;
  if (!byField || typeof byField !== 'object' || Array.isArray(byField)) return undefined;
  const errors: Record<string, string> = {};
  for (const [path, value] of Object.entries(byField)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((message): message is string => typeof message === 'string' && message !== '');
    if (path !== '' && messages.length > 0) errors[path] = messages.join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
