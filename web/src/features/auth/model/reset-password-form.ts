/**
 * The reset-password form: the new password of the API's `ResetPasswordRequest` (the token and the
 * address come from the e-mailed link) and its confirmation.
 *
 * @module features/auth/model/reset-password-form
 */
import { ResetPasswordRequest } from '@contracts/account';
import { Confirmation, confirmationMismatch, sameConfirmation } from '../../../lib/form-rules';

/** The form's schema: `password` (the API's rule) and `confirmation`. */
export const NewPasswordForm = ResetPasswordRequest.pick({ password: true }).extend({ confirmation: Confirmation }).refine(sameConfirmation, confirmationMismatch);
