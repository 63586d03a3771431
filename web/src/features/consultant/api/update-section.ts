/**
 * `PUT` of a profile section (`profile/basic`, `profile/address`, `profile/bank`, `profile/detail`,
 * `documents`, `timings`).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/update-section
 */
import { apiClient } from '../../../lib/api-client';
import type { WriteAnswer } from '../model/types';

/**
 * `PUT <path>` with a JSON body (`profile/basic`, `profile/address`, `profile/bank`, `profile/detail`,
 * `documents`, `timings`).
 */
export function putSection<T>(path: string, body: unknown): Promise<WriteAnswer<T>> {
  return apiClient.put<WriteAnswer<T>>(path, body, { role: 'consultant' });
}
