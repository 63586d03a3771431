/**
 * `POST bookings` with an idempotency key (409 `SlotUnavailable`, 400 `FormsMissing`,
 * 422 `IdempotencyKeyReused`).
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/create-booking
 */
import { apiClient } from '../../../lib/api-client';
import type { Booking } from '../model/types';

/** Body of `POST bookings`. */
export interface NewBooking {
  consultantId: string;
  /** UTC instant of a free slot. */
  start: string;
  couponCode?: string;
  /** The visitor's hold on this slot (`POST slot-holds`), released by the booking. */
  holdToken?: string;
}

/**
 * `POST bookings` with an `Idempotency-Key` header (a repeat with the same key returns the first answer).
 *
 * @param idempotencyKey - one per booking attempt, reused when retrying that attempt (see `idempotency.ts`).
 * @throws ApiError 400 `FormsMissing` / `CouponInvalid`, 404, 409 `SlotUnavailable`, 422 `IdempotencyKeyReused`.
 */
export async function createBooking(body: NewBooking, idempotencyKey: string): Promise<Booking> {
  const answer = await apiClient.post<{ data: Booking }>('bookings', body, { role: 'client', headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.data;
}
