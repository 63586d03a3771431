/**
 * `POST profile/submit`: sends the profile for approval.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/submit-profile
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';

/**
 * `POST profile/submit`.
 *
 * @throws ApiError 400 `ProfileIncomplete` (`details.missing_sections`), 409 `InvalidStatus`.
 */
export function submitProfile(): Promise<Answer<'/api/consultant/profile/submit', 'post'>> {
  return apiClient.post<Answer<'/api/consultant/profile/submit', 'post'>>('profile/submit', undefined, { role: 'consultant' });
}
