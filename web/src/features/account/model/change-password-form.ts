/**
 * The change-password form: the API's `ChangePasswordRequest` (current password required before
 * anything is sent, the new one under the API's rule) and the confirmation of the new password.
 *
 * @module features/account/model/change-password-form
 */
import { ChangePasswordRequest } from '@contracts/account';
import { Confirmation, confirmationMismatch, sameConfirmation } from '../../../lib/form-rules';

/** The form's schema. */
export const ChangePasswordForm = ChangePasswordRequest.extend({ currentPassword: ChangePasswordRequest.shape.currentPassword.min(1), confirmation: Confirmation }).refine(
  sameConfirmation,
  confirmationMismatch,
);

/** The form's fields, in order. */
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmation'] as const;
