/**
 * The client's next upcoming booking (`GET bookings?when=upcoming`, first one), read with SWR.
 *
 * @module features/client/api/get-next-booking
 */
import { type ListResponse } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import { READS } from './get-client-record';
import type { BookingSummary } from '../model/types';

/** `GET bookings?when=upcoming&pageSize=1`: the next booking, if any (first of the list). */
export function useNextBooking() {
  return useRoleApi<ListResponse<BookingSummary>>('client', READS.bookings, { when: 'upcoming', page: 1, pageSize: 1 });
}
