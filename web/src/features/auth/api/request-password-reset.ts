/**
 * `POST auth/forgot-password`: e-mails a reset link.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/request-password-reset
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { RequestBody } from '../../../lib/api-types';

/**
 * `POST auth/forgot-password` `{ email }` — always `{ sent: true }`.
 *
 * @throws ApiError 429 with `details.retry_after_seconds`.
 */
export async function forgotPassword(role: Role, body: RequestBody<'/api/client/auth/forgot-password', 'post'>): Promise<void> {
  await apiClient.post('auth/forgot-password', body, { role, anonymous: true });
}
