/**
 * A booked client's health assessment as the consultant sees it (read-only), read with SWR.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-client-health-assessment
 */
import { useRoleApi } from '../../../lib/fetcher';
import type { ClientHealthAssessment } from '../model/types';

/** `GET clients/:clientId/health-assessment` (consultant; audit-logged; same rule). */
export function useClientHealthAssessment(clientId: string | null) {
  return useRoleApi<{ data: ClientHealthAssessment }>('consultant', clientId ? `clients/${encodeURIComponent(clientId)}/health-assessment` : null, undefined, { revalidateOnFocus: false });
}
