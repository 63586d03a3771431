/**
 * The sign-up form of clients and consultants (spec §3 "Person", "Consultant extras"; §5): its steps,
 * the schema of the password step, and the step each field belongs to. Every rule is the API's: the
 * e-mail step checks `EmailRequest` and `CodeCheck`, the person step `personSchema(role)` (lib/person-form),
 * the password step the account fields of the registration (`registrationAccountFields`) plus the
 * confirmation of the password.
 *
 * Field names are the API's, so `details.fieldErrors` of a 400 map onto the fields directly.
 *
 * @module features/auth/model/sign-up-form
 */
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { registrationAccountFields, type EmailRequest } from '@contracts/account';
import type { Role } from '../../../config/constants';
import { Confirmation, confirmationMismatch, sameConfirmation } from '../../../lib/form-rules';
import { personFieldNames, type ConsultantPersonValues, type PersonOutput } from '../../../lib/person-form';

/** The steps of the stepper. */
export const SIGN_UP_STEPS = ['email', 'person', 'password'] as const;
/** One step. */
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/** The last step: password, its confirmation, and the consents. */
export const PasswordStepRequest = z
  .object({
    password: registrationAccountFields.password,
    confirmation: Confirmation,
    acceptTerms: registrationAccountFields.acceptTerms,
    acceptPrivacy: registrationAccountFields.acceptPrivacy,
  })
  .refine(sameConfirmation, confirmationMismatch);

/** The last step's values as edited. */
export type PasswordValues = z.input<typeof PasswordStepRequest>;

/** The last step's fields, in the order of the form. */
export const PASSWORD_STEP_FIELDS = ['password', 'confirmation', 'acceptTerms', 'acceptPrivacy'] as const;

/** Empty last step. */
export const emptyPasswordValues: PasswordValues = { password: '', confirmation: '', acceptTerms: false, acceptPrivacy: false };

/**
 * The step on which a field is edited.
 *
 * @param role - consultants have three more person fields.
 * @param field - an API field name (`email`, `given_name`, `password`, …).
 * @returns the step, or `null` for a field the form does not show.
 */
export function stepOfField(role: Role, field: string): SignUpStep | null {
  if (field === 'email') return 'email';
  if ((personFieldNames(role) as string[]).includes(field)) return 'person';
  if ((PASSWORD_STEP_FIELDS as readonly string[]).includes(field)) return 'password';
  return null;
}

/** The form of the e-mail step (`EmailRequest`). */
export type EmailFormReturn = UseFormReturn<z.input<typeof EmailRequest>, unknown, z.output<typeof EmailRequest>>;
/** The form of the person step (`personSchema(role)`; a client's values lack the consultant's fields). */
export type PersonFormReturn = UseFormReturn<ConsultantPersonValues, unknown, PersonOutput>;
/** The form of the password step ({@link PasswordStepRequest}). */
export type PasswordFormReturn = UseFormReturn<PasswordValues, unknown, z.output<typeof PasswordStepRequest>>;
