/**
 * The sign-in form: the API's `LoginRequest` (which takes any text, so that every refusal is the same
 * generic 401), with the e-mail checked by the contracts' e-mail rule and the password required
 * before anything is sent.
 *
 * @module features/auth/model/sign-in-form
 */
import { LoginRequest } from '@contracts/account';
import { Email } from '@contracts/common';

/** The sign-in form's schema. */
export const SignInRequest = LoginRequest.extend({ email: Email, password: LoginRequest.shape.password.min(1) });
