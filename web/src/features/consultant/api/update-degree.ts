/**
 * `PUT education/:id` (multipart).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/update-degree
 */
import type { DegreeFields } from '@contracts/consultant-profile';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { OnProgress } from '../model/types';
import { multipart } from '../model/multipart';
import type { DegreeAnswer } from './create-degree';

/** `PUT education/:id` (multipart; a new `file` replaces the attachment). */
export function updateDegree(id: string, fields: z.output<typeof DegreeFields>, file: File | null, onProgress?: OnProgress): Promise<DegreeAnswer> {
  return apiClient.upload<DegreeAnswer>(`education/${encodeURIComponent(id)}`, multipart({ ...fields }, file), { role: 'consultant', method: 'PUT', onProgress });
}
