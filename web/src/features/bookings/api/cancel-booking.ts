/**
 * `POST bookings/:id/cancel` (contract `CancelBookingRequest` in cms/src/contracts/bookings.ts).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/cancel-booking
 */
import { CancelBookingRequest } from '@contracts/bookings';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Booking, BookingRole } from '../model/types';

export { CancelBookingRequest };

/** The checked request (reason trimmed). */
export type CancelRequest = z.output<typeof CancelBookingRequest>;

/**
 * Cancels a booking (an empty reason is left out).
 * @returns the cancelled booking
 * @throws ApiError 400 with `fieldErrors`, 409 `ChangeTooLate`/`BookingCancelled`
 */
export async function cancelBooking(role: BookingRole, id: string, request: CancelRequest): Promise<Booking> {
  const body = request.reason ? { reason: request.reason } : {};
  return (await apiClient.post<{ data: Booking }>(`bookings/${encodeURIComponent(id)}/cancel`, body, { role })).data;
}
