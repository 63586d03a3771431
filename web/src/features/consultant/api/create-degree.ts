/**
 * `POST education` (multipart, with the diploma).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/create-degree
 */
import type { DegreeFields } from '@contracts/consultant-profile';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import type { OnProgress } from '../model/types';
import { multipart } from '../model/multipart';

/** The answer of a degree write. */
export type DegreeAnswer = Answer<'/api/consultant/education', 'post'>;

/** `POST education` (multipart, `file` required: JPG or PNG). */
export function createDegree(fields: z.output<typeof DegreeFields>, file: File, onProgress?: OnProgress): Promise<DegreeAnswer> {
  return apiClient.upload<DegreeAnswer>('education', multipart({ ...fields }, file), { role: 'consultant', onProgress });
}
