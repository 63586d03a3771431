/**
 * `PUT health-assessment/draft`: saves answers in progress.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/save-health-assessment-draft
 */
import { apiClient } from '../../../lib/api-client';
import { READS } from './get-client-record';
import type { Answers, HealthAssessment } from '../model/types';

/**
 * `PUT health-assessment/draft` `{ answers }`: saves the progress of the stepper (each answered question
 * checked, none required; 400 with `fieldErrors` by question key). A draft never counts as completed.
 *
 * @param answers - the answers given so far (see `answersBody`).
 */
export function saveHealthAssessmentDraft(answers: Answers): Promise<{ data: HealthAssessment }> {
  return apiClient.put<{ data: HealthAssessment }>(`${READS.healthAssessment}/draft`, { answers }, { role: 'client' });
}
