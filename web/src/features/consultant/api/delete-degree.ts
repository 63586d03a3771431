/**
 * `DELETE education/:id`.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/delete-degree
 */
import { apiClient } from '../../../lib/api-client';

/** `DELETE education/:id` (`204`). */
export async function deleteDegree(id: string): Promise<void> {
  await apiClient.delete(`education/${encodeURIComponent(id)}`, { role: 'consultant' });
}
