/**
 * `PUT health-assessment`: submits the answers (multipart when a file is attached).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/save-health-assessment
 */
import { apiClient } from '../../../lib/api-client';
import { READS } from './get-client-record';
import type { Answers, HealthAssessment, OnProgress } from '../model/types';

/**
 * `PUT health-assessment` (the final submit): JSON `{ answers }`, or multipart (`answers` as a JSON
 * string and `file`) when a document is attached.
 *
 * @param answers - by question key (validated against the current questionnaire version).
 * @param file - an optional document: PDF, JPG or PNG.
 */
export function saveHealthAssessment(answers: Answers, file?: File | null, onProgress?: OnProgress): Promise<{ data: HealthAssessment }> {
  if (!file) return apiClient.put<{ data: HealthAssessment }>(READS.healthAssessment, { answers }, { role: 'client' });
  const form = new FormData();
  form.append('answers', JSON.stringify(answers));
  form.append('file', file, file.name);
  return apiClient.upload<{ data: HealthAssessment }>(READS.healthAssessment, form, { role: 'client', method: 'PUT', onProgress });
}
