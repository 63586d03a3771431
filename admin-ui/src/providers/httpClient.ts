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
  refreshing ??= (locks ? locks.request('session-refresh-admin', run) : run()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the admin's refresh session on the server (sign-out; best effort). */
export async function endAdminSession(): Promise<void> {
  await fetch(`${ADMIN_API_URL}/auth/logout`, { method: 'POST', headers: baseHeaders(), credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * Runs `send` with the admin's token (none without a session); a 401 on a call with a token is retried
 * once with a token renewed from the refresh session ({@link refreshAdminToken}). An `HttpError` comes
 * out with the server's localized `error.message` as its message (else the status text) and, for a 400
 * naming fields, `body.errors` ({@link formErrorsOf}).
 */
async function withAdminToken<T>(send: (token: string | null) => Promise<T>): Promise<T> {
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

/** The headers of a call: `options.headers`, then the application key, the locale and the bearer token. */
function headersOf(init: HeadersInit | undefined, token: string | null): Headers {
  const headers = new Headers(init ?? { Accept: 'application/json' });
  for (const [name, value] of Object.entries(baseHeaders())) if (name !== 'Accept') headers.set(name, value);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
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
  return withAdminToken((token) => fetchUtils.fetchJson(url, { ...options, headers: headersOf(options.headers, token) }));
}

/** A file downloaded with the admin's token: its content and the name the server gives it. */
export interface DownloadedFile {
  blob: Blob;
  /** from `Content-Disposition`, `null` when the answer names none */
  filename: string | null;
}

/**
 * GETs a file that only signed-in users may read (a private document, `GET /api/files/:id`: DESIGN §3,
 * every read audited) with the same headers and token renewal as {@link httpClient}: a plain link
 * would not carry the bearer token, and such files have no public address.
 *
 * @param url - e.g. `/api/files/<id>` (the `url` of the API's `PrivateFile`)
 * @throws HttpError as {@link httpClient} (404 for a file the admin may not read or that is gone)
 */
export function fetchFile(url: string): Promise<DownloadedFile> {
  return withAdminToken(async (token) => {
    const response = await fetch(url, { headers: headersOf({ Accept: '*/*' }, token) });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let body: unknown = text;
      try {
        body = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        // not JSON: the text stays the body
      }
      throw new HttpError(response.statusText || String(response.status), response.status, body);
    }
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
  });
}

/**
 * The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred over `filename="…"`),
 * or `null` when it names none.
 */
export function filenameOf(contentDisposition: string | null | undefined): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a broken escape: try the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || null;
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
