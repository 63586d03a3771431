/**
 * The consultant's notes on a booking or a client, read with SWR.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-notes
 */
import { useRoleApi } from '../../../lib/fetcher';
import type { Note } from '../model/types';

/**
 * The notes of one booking (`GET bookings/:id/notes`) or else of one client (`GET notes?clientId=`).
 */
export function useNotes(bookingId: string | null, clientId: string | null) {
  return useRoleApi<{ data: Note[] }>('consultant', bookingId ? `bookings/${encodeURIComponent(bookingId)}/notes` : clientId ? 'notes' : null, bookingId ? undefined : { clientId });
}
