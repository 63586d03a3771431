/**
 * Holding a time slot while a visitor signs in or signs up (docs/api-bookings.md "Holding a slot while
 * signing up"): a signed-out visitor who chooses a slot gets it held for `BOOKING_HOLD_MINUTES`
 * (default 10) minutes, so that nobody else books it meanwhile.
 *
 * Held by the database as bookings are: the hold claims the slot's 5-minute cells in
 * `booking_time_cells` (primary key consultant + cell) with an expiry instant `expires_at` (epoch ms,
 * UTC), under the name `hold:<sha-256 of the hold token>`. Another booking or hold of those cells fails
 * on the primary key (409) until the hold expires or is released. Expired holds are deleted by the next
 * claim of the consultant's cells, inside the claiming transaction ({@link clearExpiredHolds}); until
 * then they are ignored by every read (free slots compare `expires_at` with the one clock).
 *
 * The token is a bearer secret kept by the browser that chose the slot; whoever presents it with
 * `POST bookings` books the held slot and releases the hold in the booking's transaction. Choosing
 * another slot with the same token moves the hold.
 */
import crypto from 'node:crypto';
import { bookingSettings } from '../booking-settings';
import { isUniqueViolation } from '../idempotency';
import type { Locale } from '../messages';
import { invalidateTags } from '../public-cache';
import { cellsOf } from '../slots';
import { writeTransaction } from '../transactions';
import { bookableConsultant, isFreeSlot } from './free-slots';
import { CELLS, clearExpiredHolds, holdKeyOf } from './held-cells';
import { conflict } from './rows';
import { clock } from '../../contracts/clock';

const MINUTE = 60_000;

/** A held slot as the API answers it (instants UTC ISO 8601). */
export interface SlotHoldView {
  /** the bearer secret of the hold (send it as `holdToken` when booking) */
  token: string;
  consultant_id: string;
  start: string;
  end: string;
  /** the hold is released at this instant */
  expires_at: string;
}

/** A new hold token: 32 random bytes, base64url (43 characters). */
function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * Hold a free slot of a bookable consultant for `BOOKING_HOLD_MINUTES` minutes. With the token of an
 * earlier hold, that hold moves to this slot (same token); an unknown or expired token gets a new one.
 * @param input - consultant documentId, `start` (UTC, one of its free slot starts), optional earlier token
 * @throws ApiError 404 consultant unavailable, 409 `SlotUnavailable` (booked, held by someone else, or not a slot)
 */
export async function holdSlot(input: { consultantId: string; start: Date; holdToken?: string }, locale: Locale): Promise<SlotHoldView> {
  const consultant = await bookableConsultant(input.consultantId, locale);
  const token = input.holdToken ?? newToken();
  const key = holdKeyOf(token);
  if (!(await isFreeSlot(consultant, input.start, undefined, key))) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
  const interval = { start: input.start, end: new Date(input.start.getTime() + (consultant.session_duration ?? 0) * MINUTE) };
  const expiresAt = clock.ms() + bookingSettings().holdMinutes * MINUTE;
  try {
    await writeTransaction(async ({ trx }) => {
      await clearExpiredHolds(trx, consultant.documentId, key);
      const rows = cellsOf(interval).map((cell) => ({ consultant_document_id: consultant.documentId, cell_start: cell, booking_document_id: key, expires_at: expiresAt }));
      await strapi.db.connection(CELLS).transacting(trx).insert(rows);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
    throw error;
  }
  // Cached free slots of this consultant no longer hold true for other visitors.
  invalidateTags([`slots:${consultant.documentId}`]);
  return {
    token,
    consultant_id: consultant.documentId,
    start: interval.start.toISOString(),
    end: interval.end.toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
  };
}
