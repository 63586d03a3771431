/**
 * Helpers of the forms around the API's rules: the confirmation of a new password (a field of the form
 * only; the rules themselves come from the contracts, `@contracts/*`), the text of a field error, the
 * wait of a 429 and the message of a failed call.
 *
 * @module lib/form-rules
 */
import { z } from 'zod';
import { checkMessage } from '@contracts/common';
import { ApiError } from './api-client';

/** An error shown under a field: a translation key (client-side check) or the server's own text. */
export type FieldError = { key: string; values?: Record<string, unknown> } | { text: string };

/** Field name (the API's) → its error. */
export type FieldErrorMap = Partial<Record<string, FieldError>>;

/**
 * The confirmation field of a new password (`confirmation`, a field of the form only): required, and
 * equal to `password` ({@link sameConfirmation}). The password's own rule is the API's (`NewPassword`
 * of `@contracts/common`, in the contracts' request schemas).
 * @example
 * ResetPasswordRequest.pick({ password: true }).extend({ confirmation: Confirmation }).refine(sameConfirmation, confirmationMismatch)
 */
export const Confirmation = z.string().min(1);

/** True when the confirmation repeats the password. */
export const sameConfirmation = (values: { password: string; confirmation: string }): boolean => values.confirmation === values.password;

/** Where and how {@link sameConfirmation} fails: under `confirmation`, checked as soon as it is filled. */
export const confirmationMismatch = {
  path: ['confirmation'],
  ...checkMessage('validation.passwordMismatch'),
  when: (payload: { value: unknown }) => {
    const value = payload.value as { confirmation?: unknown } | undefined;
    return typeof value?.confirmation === 'string' && value.confirmation !== '';
  },
};

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

/** The text to show for a failed call (kept in `lib/api-client`, which needs no form library). */
export { errorMessage } from './api-client';
