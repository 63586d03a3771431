import type { Validator } from 'react-admin';

/** Password bounds of docs/api-auth.md ("10–128 chars, at least one letter and one digit"). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** New password: 10–128 characters with at least one letter and one digit (empty is left to `required`). */
export const passwordStrength: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return {
      message: 'app.change_password.errors.length',
      args: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
    };
  }
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) {
    return 'app.change_password.errors.letter_and_digit';
  }
  return undefined;
};

/** Confirmation: equal to the `password` field (empty is left to `required`). */
export const matchesNewPassword: Validator = (value: unknown, values: Record<string, unknown>) => {
  if (typeof value !== 'string' || value === '') return undefined;
  return value === values?.password ? undefined : 'app.change_password.errors.mismatch';
};
