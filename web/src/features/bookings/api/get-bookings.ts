/**
 * `GET bookings` of the client or the consultant (upcoming or past), read with SWR.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-bookings
 */
import { type ListResponse } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import type { Booking, BookingsWhen, BookingRole } from '../model/types';
import { BOOKINGS_PAGE_SIZE } from '../model/constants';

/**
 * `GET bookings?when=&page=&pageSize=` of the signed-in `role`.
 */
export function useBookings(role: BookingRole, when: BookingsWhen, page: number) {
  return useRoleApi<ListResponse<Booking>>(role, 'bookings', { when, page, pageSize: BOOKINGS_PAGE_SIZE });
}
