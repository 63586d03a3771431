/**
 * The consultant marks a booking paid.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/mark-booking-paid
 */
import { apiClient } from '../../../lib/api-client';
import type { Booking } from '../model/types';

/**
 * `POST bookings/:id/mark-paid` (consultant, direct payments).
 *
 * @throws ApiError 409 when free, cancelled or already paid.
 */
export async function markBookingPaid(id: string): Promise<Booking> {
  return (await apiClient.post<{ data: Booking }>(`bookings/${encodeURIComponent(id)}/mark-paid`, {}, { role: 'consultant' })).data;
}
