/**
 * `POST auth/register`: creates the account and signs in.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/register-account
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { Answer, RequestBody } from '../../../lib/api-types';

/** The body of a registration (`ClientRegistration` or `ConsultantRegistration` of the contracts). */
export type Registration = RequestBody<'/api/client/auth/register', 'post'> | RequestBody<'/api/consultant/auth/register', 'post'>;

/** The answer: the token and the signed-in user (`SignedIn`). */
export type SignedIn = Answer<'/api/client/auth/register', 'post'>;

/**
 * `POST auth/register` (clients and consultants).
 *
 * @param body - person fields, `email`, `password`, `acceptTerms`, `acceptPrivacy`, as checked by the contract.
 * @throws ApiError 400 `OtpRequired`, 400 `ValidationError` with `details.fieldErrors`.
 */
export function register(role: Role, body: Registration): Promise<SignedIn> {
  return apiClient.post<SignedIn>('auth/register', body, { role, anonymous: true });
}
