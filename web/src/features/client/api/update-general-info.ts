/**
 * `PUT general-info`.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/update-general-info
 */
import { apiClient } from '../../../lib/api-client';
import { READS } from './get-client-record';
import type { GeneralInfoRecord } from '../model/types';

/** `PUT general-info` with the person fields (`personBody('client', …)`). */
export function putGeneralInfo(body: Record<string, unknown>): Promise<{ data: GeneralInfoRecord }> {
  return apiClient.put<{ data: GeneralInfoRecord }>(READS.generalInfo, body, { role: 'client' });
}
