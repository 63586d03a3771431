/**
 * One of the consultant's bookings by id, read with SWR from the consultant's booking lists (`GET
 * bookings?when=upcoming` and `?when=past`, first page of each, the largest page the API allows): the
 * consultant surface has no single-booking read, and the booking of a room that is open now is always
 * near the top of one of them — upcoming lists the soonest first, past the latest first. Used by the
 * consultation room to know the booking's client. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-consultant-booking
 */
import type { ListResponse } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import type { Booking } from '../model/types';

/** The largest page of `GET bookings` (docs/api-bookings.md). */
const LIST_PAGE_SIZE = 50;

/**
 * The booking `bookingId` of the signed-in consultant.
 *
 * @returns `booking` (`undefined` while loading, `null` when in neither list), `error` and `isLoading`.
 */
export function useConsultantBooking(bookingId: string | null) {
  const options = { revalidateOnFocus: false };
  const upcoming = useRoleApi<ListResponse<Booking>>('consultant', bookingId ? 'bookings' : null, { when: 'upcoming', page: 1, pageSize: LIST_PAGE_SIZE }, options);
  const found = upcoming.data?.data.find((booking) => booking.id === bookingId);
  const past = useRoleApi<ListResponse<Booking>>('consultant', bookingId && upcoming.data && !found ? 'bookings' : null, { when: 'past', page: 1, pageSize: LIST_PAGE_SIZE }, options);
  const booking = found ?? past.data?.data.find((entry) => entry.id === bookingId) ?? (upcoming.data && past.data ? null : undefined);
  return { booking, error: upcoming.error ?? past.error, isLoading: booking === undefined && !(upcoming.error ?? past.error) };
}
