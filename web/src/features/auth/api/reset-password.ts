/**
 * `POST auth/reset-password`: sets a new password from the e-mailed link.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/reset-password
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST auth/reset-password` `{ token, email, password }`.
 *
 * @throws ApiError 400 `ResetLinkInvalid` (bad, used or expired link), 400 `ValidationError`.
 */
export async function resetPassword(role: Role, token: string, email: string, password: string): Promise<void> {
  await apiClient.post('auth/reset-password', { token, email, password }, { role, anonymous: true });
}
