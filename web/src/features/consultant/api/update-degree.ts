/**
 * `PUT education/:id` (multipart).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/update-degree
 */
import { apiClient } from '../../../lib/api-client';
import type { Degree, WriteAnswer, OnProgress, DegreeFields } from '../model/types';
import { multipart } from '../model/multipart';

/** `PUT education/:id` (multipart; a new `file` replaces the attachment). */
export function updateDegree(id: string, fields: DegreeFields, file: File | null, onProgress?: OnProgress): Promise<WriteAnswer<Degree>> {
  return apiClient.upload<WriteAnswer<Degree>>(`education/${encodeURIComponent(id)}`, multipart({ ...fields }, file), { role: 'consultant', method: 'PUT', onProgress });
}
