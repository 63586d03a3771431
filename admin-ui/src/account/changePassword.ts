import { HttpError } from 'react-admin';

import { ADMIN_API_URL } from '../config/env';
import type { Answer } from '../lib/api-types';
import { httpClient } from '../providers/httpClient';
import { toSessionUser, updateAdminSession } from '../providers/adminSession';

/** Fields of the change-password call (docs/api-auth.md). */
export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

/** Per-field messages of a 400 answer, keyed like the form (`currentPassword`, `password`). */
export type ChangePasswordFieldErrors = Partial<Record<keyof ChangePasswordInput, string>>;

const FORM_FIELDS: ReadonlyArray<keyof ChangePasswordInput> = ['currentPassword', 'password'];

/**
 * `POST /api/admin-panel/auth/change-password` `{ currentPassword, password }` with the bearer token.
 * On 200 `{ jwt, user }` the fresh token replaces `Token` in `adminSession` (older tokens are refused
 * by the server from now on). Errors are rethrown as react-admin `HttpError`s.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const { json } = await httpClient(`${ADMIN_API_URL}/auth/change-password`, {
    method: 'POST',
    body: JSON.stringify({ currentPassword: input.currentPassword, password: input.password }),
  });
  const { jwt, user } = (json ?? {}) as Partial<Answer<'/api/admin-panel/auth/change-password', 'post'>>;
  if (typeof jwt !== 'string' || jwt === '') {
    throw new Error('app.change_password.failure');
  }
  const sessionUser = toSessionUser(user);
  updateAdminSession({ Token: jwt, status: true, ...(sessionUser ? { user: sessionUser } : {}) });
}

/**
 * The form fields' messages from `error.details.fieldErrors` of a 400 answer
 * (`{ field: ["…"] }` or `{ field: "…" }`); `null` when it carries none for our fields.
 */
export function fieldErrorsOf(error: unknown): ChangePasswordFieldErrors | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as { error?: { details?: { fieldErrors?: unknown } } } | undefined;
  const fieldErrors = body?.error?.details?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return null;
  const result: ChangePasswordFieldErrors = {};
  for (const field of FORM_FIELDS) {
    const value = (fieldErrors as Record<string, unknown>)[field];
    const messages = (Array.isArray(value) ? value : [value]).filter((message): message is string => typeof message === 'string' && message !== '');
    if (messages.length > 0) result[field] = messages.join(' ');
  }
  return Object.keys(result).length > 0 ? result : null;
}
