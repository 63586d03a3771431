/**
 * `GET consultants/:id/quote`: the signed-in client's price for a consultant, read with SWR.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-client-quote
 */
import { useRoleApi } from '../../../lib/fetcher';
import type { ClientQuote } from '../model/types';

/**
 * `GET consultants/:id/quote` of the signed-in client; skipped while signed out.
 *
 * @param consultantId - the consultant's id, or `null` to skip.
 */
export function useClientQuote(consultantId: string | null) {
  return useRoleApi<{ data: ClientQuote }>('client', consultantId ? `consultants/${encodeURIComponent(consultantId)}/quote` : null);
}
