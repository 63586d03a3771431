/**
 * `POST education` (multipart, with the diploma).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/create-degree
 */
import { apiClient } from '../../../lib/api-client';
import type { Degree, WriteAnswer, OnProgress, DegreeFields } from '../model/types';
import { multipart } from '../model/multipart';

/** `POST education` (multipart, `file` required: JPG or PNG). */
export function createDegree(fields: DegreeFields, file: File, onProgress?: OnProgress): Promise<WriteAnswer<Degree>> {
  return apiClient.upload<WriteAnswer<Degree>>('education', multipart({ ...fields }, file), { role: 'consultant', onProgress });
}
