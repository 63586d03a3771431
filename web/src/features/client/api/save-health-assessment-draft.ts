/**
 * `PUT health-assessment/draft`: saves answers in progress.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/save-health-assessment-draft
 */
import type { Answers } from '@contracts/client-forms';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { READS } from './get-client-record';

/**
 * `PUT health-assessment/draft` `{ answers }`: saves the progress of the stepper (each answered question
 * checked, none required; 400 with `fieldErrors` by question key). A draft never counts as completed.
 *
 * @param answers - the answers given so far, as the API's `draftAnswersSchema` gives them (see `draftOf`).
 */
export function saveHealthAssessmentDraft(answers: Answers): Promise<Answer<'/api/client/health-assessment/draft', 'put'>> {
  return apiClient.put<Answer<'/api/client/health-assessment/draft', 'put'>>(`${READS.healthAssessment}/draft`, { answers }, { role: 'client' });
}
