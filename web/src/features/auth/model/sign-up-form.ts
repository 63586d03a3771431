/**
 * The sign-up form of clients and consultants (spec §3 "Person", "Consultant extras"; §5; the person
 * fields of docs/api-auth.md `auth/register`): the password step's values and checks, the register body,
 * and the step each field belongs to. The person itself (values, checks, body) is `lib/person-form`,
 * shared with the consultant's basic profile.
 *
 * Field names are the API's, so `details.fieldErrors` of a 400 map onto the fields directly.
 *
 * @module features/auth/model/sign-up-form
 */
import type { Role } from '../../../config/constants';
import { confirmationError, passwordError } from '../../../lib/form-rules';
import { PERSON_FIELD_NAMES, personBody, type PersonValues } from '../../../lib/person-form';

/** Last step's values. */
export interface PasswordValues {
  password: string;
  confirmation: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

/** The steps of the stepper. */
export const SIGN_UP_STEPS = ['email', 'person', 'password'] as const;
/** One step. */
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/**
 * The step on which a field is edited.
 *
 * @param field - an API field name (`email`, `given_name`, `password`, …).
 * @returns the step, or `null` for a field the form does not show.
 */
export function stepOfField(field: string): SignUpStep | null {
  if (field === 'email') return 'email';
  if (PERSON_FIELD_NAMES.includes(field)) return 'person';
  if (['password', 'confirmation', 'acceptTerms', 'acceptPrivacy'].includes(field)) return 'password';
  return null;
}

/** Empty last step. */
export const emptyPasswordValues: PasswordValues = { password: '', confirmation: '', acceptTerms: false, acceptPrivacy: false };

/**
 * Client-side checks of the last step.
 *
 * @returns field → translation key (absent when valid).
 */
export function validatePasswordStep(values: PasswordValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const password = passwordError(values.password);
  if (password) errors.password = password;
  const confirmation = confirmationError(values.password, values.confirmation);
  if (confirmation) errors.confirmation = confirmation;
  if (!values.acceptTerms) errors.acceptTerms = 'auth.signUp.password.termsRequired';
  if (!values.acceptPrivacy) errors.acceptPrivacy = 'auth.signUp.password.privacyRequired';
  return errors;
}

/**
 * The body of `POST auth/register`: the account (e-mail, password, consents) and the person
 * ({@link personBody}).
 */
export function registerBody(role: Role, email: string, person: PersonValues, password: PasswordValues): Record<string, unknown> {
  return {
    email: email.trim(),
    password: password.password,
    acceptTerms: password.acceptTerms,
    acceptPrivacy: password.acceptPrivacy,
    ...personBody(role, person),
  };
}
