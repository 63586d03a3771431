/**
 * `GET consultants/:id/slots`: a consultant's free time slots in a window, read with SWR.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-slots
 */
import type { SWRConfiguration } from 'swr';
import { type ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { SlotsAnswer } from '../model/types';

/**
 * `GET consultants/:id/slots?from=&to=` (public; signed-in callers send their token).
 *
 * @param consultantId - the consultant's id, or `null` to skip.
 * @param from - UTC instant; `to` - UTC instant (at most 62 days later).
 */
export function useSlots(consultantId: string | null, from: string, to: string, config?: SWRConfiguration<SlotsAnswer, ApiError>) {
  return useApi<SlotsAnswer>(consultantId ? `consultants/${encodeURIComponent(consultantId)}/slots` : null, { from, to }, config);
}
