/**
 * `GET dashboard` of the consultant, read with SWR.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-consultant-dashboard
 */
import { useRoleApi } from '../../../lib/fetcher';
import type { ConsultantDashboard } from '../model/types';

/** `GET dashboard` (consultant). */
export function useConsultantDashboard() {
  return useRoleApi<{ data: ConsultantDashboard }>('consultant', 'dashboard');
}
