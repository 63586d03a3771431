/**
 * Moves a booking to another slot (409 `SlotUnavailable`, `ChangeTooLate`).
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/reschedule-booking
 */
import { apiClient } from '../../../lib/api-client';
import type { Booking, BookingRole } from '../model/types';

/**
 * `POST bookings/:id/reschedule` as `role`.
 *
 * @param start - UTC instant of the new free slot.
 * @throws ApiError 409 `ChangeTooLate` / `SlotUnavailable`.
 */
export async function rescheduleBooking(role: BookingRole, id: string, start: string): Promise<Booking> {
  return (await apiClient.post<{ data: Booking }>(`bookings/${encodeURIComponent(id)}/reschedule`, { start }, { role })).data;
}
