/**
 * `POST bookings/:id/reschedule` (contract `RescheduleBookingRequest` in cms/src/contracts/bookings.ts).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/reschedule-booking
 */
import { RescheduleBookingRequest } from '@contracts/bookings';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Booking, BookingRole } from '../model/types';

export { RescheduleBookingRequest };

/** The form's values: the new start as the slot gives it (UTC ISO 8601). */
export type RescheduleValues = z.input<typeof RescheduleBookingRequest>;

/** The checked request: the new start as an instant. */
export type RescheduleRequest = z.output<typeof RescheduleBookingRequest>;

/**
 * Moves a booking to a free slot.
 * @returns the moved booking
 * @throws ApiError 400 with `fieldErrors.start`, 409 `ChangeTooLate`/`SlotUnavailable`
 */
export async function rescheduleBooking(role: BookingRole, id: string, request: RescheduleRequest): Promise<Booking> {
  return (await apiClient.post<{ data: Booking }>(`bookings/${encodeURIComponent(id)}/reschedule`, { start: request.start.toISOString() }, { role })).data;
}
