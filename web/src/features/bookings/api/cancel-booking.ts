/**
 * Cancels a booking as the client or the consultant (409 `ChangeTooLate`, `BookingCancelled`).
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/cancel-booking
 */
import { apiClient } from '../../../lib/api-client';
import type { Booking, BookingRole } from '../model/types';

/**
 * `POST bookings/:id/cancel` as `role`.
 *
 * @throws ApiError 409 `ChangeTooLate` / `BookingCancelled`.
 */
export async function cancelBooking(role: BookingRole, id: string, reason?: string): Promise<Booking> {
  const body = reason?.trim() ? { reason: reason.trim() } : {};
  return (await apiClient.post<{ data: Booking }>(`bookings/${encodeURIComponent(id)}/cancel`, body, { role })).data;
}
