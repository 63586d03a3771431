/**
 * `POST auth/reset-password`: sets a new password from the e-mailed link.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/reset-password
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import type { RequestBody } from '../../../lib/api-types';

/**
 * `POST auth/reset-password` `{ token, email, password }`.
 *
 * @throws ApiError 400 `ResetLinkInvalid` (bad, used or expired link), 400 `ValidationError`.
 */
export async function resetPassword(role: Role, body: RequestBody<'/api/client/auth/reset-password', 'post'>): Promise<void> {
  await apiClient.post('auth/reset-password', body, { role, anonymous: true });
}
