/**
 * Account erasure (docs/privacy.md "Erasure"; contracts/privacy): the request confirmed by the password
 * (`POST account/erasure`, which e-mails a single-use link) and the confirmation by that link's token
 * (`POST account/erasure/confirm`, public: the link works on any device).
 *
 * @module features/privacy/api/erasure
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer, RequestBody } from '../../../lib/api-types';

/** The answer of a request: `{ data: { status: 'awaiting_confirmation', expires_at } }` (UTC instant). */
export type ErasureRequested = Answer<'/api/client/account/erasure', 'post'>;

/** The answer of a confirmation: `{ data: { status: 'completed', cancelled_bookings } }`. */
export type ErasureDone = Answer<'/api/client/account/erasure/confirm', 'post'>;

/**
 * Asks to delete the signed-in person's account.
 *
 * @param role - the person's surface.
 * @param body - `{ password }`.
 * @returns when the e-mailed link stops working.
 * @throws ApiError 400 with `fieldErrors.password` for a wrong password; 409 `ErasureBlocked` with
 *   `details.reasons` (see `model/block-reasons`); 429 after too many attempts.
 */
export function requestErasure(role: 'client' | 'consultant', body: RequestBody<'/api/client/account/erasure', 'post'>): Promise<ErasureRequested> {
  return apiClient.post<ErasureRequested>('account/erasure', body, { role });
}

/**
 * Confirms the erasure with the token of the e-mailed link (sent without a session: the person need
 * not be signed in on this device).
 *
 * @param role - the surface of the link (`/public/:role/account/erasure`).
 * @param token - the link's `?token=`.
 * @returns the upcoming bookings cancelled by it.
 * @throws ApiError 400 `ErasureLinkInvalid` (unknown, used, expired or other role's link); 409 `ErasureBlocked`.
 */
export function confirmErasure(role: 'client' | 'consultant', token: string): Promise<ErasureDone> {
  return apiClient.post<ErasureDone>('account/erasure/confirm', { token }, { role, anonymous: true });
}
