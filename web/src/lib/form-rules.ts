/**
 * Client-side checks shared by the account forms (sign-in, sign-up, password reset and change). They
 * mirror the rules of docs/api-auth.md; the API stays the authority and its `details.fieldErrors` are
 * shown under the fields ({@link serverFieldErrors}).
 *
 * Checks return translation keys (sections `forms`, `auth` of the translation files), or `null` when valid.
 *
 * @module lib/form-rules
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/constants';
import { ApiError } from './api-client';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An error shown under a field: a translation key (client-side check) or the server's own text. */
export type FieldError = { key: string; values?: Record<string, unknown> } | { text: string };

/** Field name (the API's) → its error. */
export type FieldErrorMap = Partial<Record<string, FieldError>>;

/**
 * Checks an e-mail address (required, shaped like one).
 *
 * @returns `forms.required`, `forms.email`, or `null`.
 */
export function emailError(email: string): string | null {
  if (!email.trim()) return 'forms.required';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'forms.email';
}

/**
 * Checks a new password: 10–128 characters, at least one letter and one digit.
 *
 * @returns `forms.required`, `forms.passwordRules`, or `null`.
 */
export function passwordError(password: string): string | null {
  if (!password) return 'forms.required';
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password);
  return ok ? null : 'forms.passwordRules';
}

/**
 * Checks the confirmation of a new password.
 *
 * @returns `forms.required`, `forms.passwordMismatch`, or `null`.
 */
export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation) return 'forms.required';
  return confirmation === password ? null : 'forms.passwordMismatch';
}

/**
 * The field errors of an API answer (`400` with `details.fieldErrors`), as server texts.
 *
 * @param error - anything thrown by the API client.
 * @returns field → error; empty when there are none.
 */
export function serverFieldErrors(error: unknown): FieldErrorMap {
  const map: FieldErrorMap = {};
  if (!(error instanceof ApiError)) return map;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) map[field] = { text: messages.join(' ') };
  }
  return map;
}

/**
 * Turns the keys of client-side checks into field errors.
 *
 * @param keys - field → translation key or `null`.
 */
export function keyErrors(keys: Record<string, string | null | undefined>): FieldErrorMap {
  const map: FieldErrorMap = {};
  for (const [field, key] of Object.entries(keys)) if (key) map[field] = { key };
  return map;
}

/**
 * The text of a field error.
 *
 * @param t - the translate function.
 */
export function fieldErrorText(error: FieldError | undefined, t: (key: string, values?: Record<string, unknown>) => string): string | undefined {
  if (!error) return undefined;
  return 'text' in error ? error.text : t(error.key, error.values);
}

/**
 * Seconds to wait after a `429` (`details.retry_after_seconds`), if the answer says.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const value = Number(error.details?.retry_after_seconds);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/**
 * The text to show for a failed call: the server's message when it sent one, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}
