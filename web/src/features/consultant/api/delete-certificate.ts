/**
 * `DELETE certificates/:id`.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/delete-certificate
 */
import { apiClient } from '../../../lib/api-client';

/** `DELETE certificates/:id` (`204`). */
export async function deleteCertificate(id: string): Promise<void> {
  await apiClient.delete(`certificates/${encodeURIComponent(id)}`, { role: 'consultant' });
}
