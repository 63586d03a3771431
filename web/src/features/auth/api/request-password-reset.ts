/**
 * `POST auth/forgot-password`: e-mails a reset link.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/auth/api/request-password-reset
 */
import type { Role } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/** `POST auth/forgot-password` `{ email }` — always `{ sent: true }`. */
export async function forgotPassword(role: Role, email: string): Promise<void> {
  await apiClient.post('auth/forgot-password', { email: email.trim() }, { role, anonymous: true });
}
