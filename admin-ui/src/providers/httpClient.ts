import { fetchUtils, HttpError } from 'react-admin';

import { getApiKey } from '../config/env';
import { readAdminSession, isLoggedIn } from './adminSession';
import { i18nProvider } from './i18nProvider';

/** Error body of every API surface (DESIGN §2): `{ error: { status, name, message, details? } }`. */
interface ApiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: unknown };
  message?: string;
}

/**
 * fetchJson with the headers every call carries (DESIGN §2):
 * `x-api-key` (application key), `Accept-Language` (current interface locale) and, when an admin
 * session exists, `Authorization: Bearer <Token>`.
 *
 * @throws HttpError whose `message` is the server's localized `error.message` (else the status text),
 *   `status` the HTTP status and `body` the parsed JSON answer.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('x-api-key', getApiKey());
  headers.set('Accept-Language', i18nProvider.getLocale());
  const session = readAdminSession();
  if (isLoggedIn(session)) headers.set('Authorization', `Bearer ${session.Token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as ApiErrorBody | undefined;
      const message = body?.error?.message || body?.message || error.message;
      throw new HttpError(message, error.status, error.body);
    }
    throw error;
  }
}
