/**
 * `GET bookings/by-token/:token`: the booking page, read with SWR (404 for someone else's).
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-booking
 */
import { useRoleApi } from '../../../lib/fetcher';
import type { Booking } from '../model/types';

/** `GET bookings/by-token/:token` (client); 404 for anyone else's. */
export function useBookingByToken(token: string | undefined) {
  return useRoleApi<{ data: Booking }>('client', token ? `bookings/by-token/${encodeURIComponent(token)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
  });
}
