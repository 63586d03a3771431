/**
 * Earlier-slot alerts (docs/api-bookings.md "Earlier-slot alerts"): the client's alert on one of its
 * bookings (`POST|DELETE bookings/:id/earlier-slot-alert`) and the one-click move of the alert e-mail's link
 * (`POST earlier-slot-moves` `{ token }`, no sign-in). Each call throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/earlier-slot-alert
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import type { Booking } from '../model/types';

/** The alert's state as the API answers it. */
export type EarlierSlotAlert = Answer<'/api/client/bookings/{id}/earlier-slot-alert', 'post'>['data'];

/**
 * Turn the earlier-slot alert of one of the signed-in client's bookings on or off.
 * @returns whether it is on
 * @throws ApiError 404 (not the client's booking), 409 `BookingCancelled` / `ChangeTooLate` when turning it on
 */
export async function setEarlierSlotAlert(bookingId: string, enabled: boolean): Promise<EarlierSlotAlert> {
  const path = `bookings/${encodeURIComponent(bookingId)}/earlier-slot-alert`;
  const answer = enabled
    ? await apiClient.post<Answer<'/api/client/bookings/{id}/earlier-slot-alert', 'post'>>(path, {}, { role: 'client' })
    : await apiClient.delete<Answer<'/api/client/bookings/{id}/earlier-slot-alert', 'delete'>>(path, { role: 'client' });
  return answer.data;
}

/**
 * Move the booking of an earlier-slot e-mail's link to its freed slot.
 * @param token - the link's `?token=`
 * @returns the moved booking
 * @throws ApiError 400 `EarlierSlotLinkInvalid`, 409 `SlotTaken` (somebody took the slot), 410
 *   `EarlierSlotLinkExpired` / `EarlierSlotLinkUsed`
 */
export async function moveToEarlierSlot(token: string): Promise<Booking> {
  return (await apiClient.post<{ data: Booking }>('earlier-slot-moves', { token })).data;
}

/**
 * The slot a move link names (its start, UTC ISO), read from the token to show it before the click; the
 * server checks the token's signature, this only displays. `null` when the token is not readable.
 */
export function slotOfMoveToken(token: string): string | null {
  try {
    const [body] = token.split('.');
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const start = (JSON.parse(json) as { s?: unknown }).s;
    return typeof start === 'number' && Number.isFinite(start) ? new Date(start).toISOString() : null;
  } catch {
    return null;
  }
}
