/**
 * `POST slot-holds` (docs/api-bookings.md "Holding a slot while signing up"): hold the slot a signed-out
 * visitor chose for a few minutes (`BOOKING_HOLD_MINUTES`, default 10) while they sign in or sign up.
 * Instants are UTC ISO 8601 strings. Throws the API client's `ApiError` on failure (409 `SlotUnavailable`
 * when the slot was just booked or is held by someone else).
 *
 * @module features/bookings/api/hold-slot
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';

/** A held slot: its bearer token, consultant, times and expiry (UTC). */
export type SlotHold = Answer<'/api/client/slot-holds', 'post'>['data'];

/**
 * Hold `start` of the consultant (no token sent: the visitor is signed out).
 *
 * @param holdToken - the visitor's earlier hold, moved to this slot.
 * @throws ApiError 404, 409 `SlotUnavailable`, 429.
 */
export async function holdSlot(body: { consultantId: string; start: string; holdToken?: string }): Promise<SlotHold> {
  const answer = await apiClient.post<Answer<'/api/client/slot-holds', 'post'>>('slot-holds', body, { anonymous: true });
  return answer.data;
}
