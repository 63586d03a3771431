/**
 * `PUT health-assessment`: submits the answers (multipart when a file is attached).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/save-health-assessment
 */
import type { Answers } from '@contracts/client-forms';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { READS } from './get-client-record';
import type { OnProgress } from '../model/types';

type Saved = Answer<'/api/client/health-assessment', 'put'>;

/**
 * `PUT health-assessment` (the final submit): JSON `{ answers }`, or multipart (`answers` as a JSON
 * string and `file`) when a document is attached.
 *
 * @param answers - by question key, as the API's `answersSchema` gives them (text trimmed, blanks left out).
 * @param file - an optional document: PDF, JPG or PNG.
 * @param onProgress - the upload's progress (bytes)
 * @throws ApiError 400 with `fieldErrors` by question key, 413, 415
 */
export function saveHealthAssessment(answers: Answers, file?: File | null, onProgress?: OnProgress): Promise<Saved> {
  if (!file) return apiClient.put<Saved>(READS.healthAssessment, { answers }, { role: 'client' });
  const form = new FormData();
  form.append('answers', JSON.stringify(answers));
  form.append('file', file, file.name);
  return apiClient.upload<Saved>(READS.healthAssessment, form, { role: 'client', method: 'PUT', onProgress });
}
