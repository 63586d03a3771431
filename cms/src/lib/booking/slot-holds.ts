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
 * another slot with the same token moves the hold; holding the same slot again renews it (the web app
 * does so while the visitor's tab is open, through sign-up, consent form and health assessment). Moves
 * and renewals keep the instant of the first hold (`held_since`, epoch ms, UTC): no hold lives beyond
 * `BOOKING_HOLD_MAX_MINUTES` (default 45) after it.
 */
import crypto from 'node:crypto';
import { bookingSettings } from '../booking-settings';
import { isUniqueViolation } from '../idempotency';
import type { Locale } from '../messages';
import { invalidateTags } from '../public-cache';
import { cellsOf } from '../slots';
import { writeTransaction } from '../transactions';
import { bookableConsultant, isFreeSlot } from './free-slots';
import { CELLS, HOLDS_TAG, clearExpiredHolds, holdKeyOf } from './held-cells';
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
  /** renewals never keep the hold beyond this instant */
  renewable_until: string;
}

/** A new hold token: 32 random bytes, base64url (43 characters). */
function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * Hold a free slot of a bookable consultant for `BOOKING_HOLD_MINUTES` minutes. With the token of a live
 * hold, that hold moves to this slot, or is renewed when it is the same slot (same token), for
 * `BOOKING_HOLD_MINUTES` more but never beyond `BOOKING_HOLD_MAX_MINUTES` after the first hold; an unknown
 * or expired token starts a new hold.
 * @param input - consultant documentId, `start` (UTC, one of its free slot starts), optional earlier token
 * @throws ApiError 404 consultant unavailable, 409 `SlotUnavailable` (booked, held by someone else, or not a slot)
 */
export async function holdSlot(input: { consultantId: string; start: Date; holdToken?: string }, locale: Locale): Promise<SlotHoldView> {
  const consultant = await bookableConsultant(input.consultantId, locale);
  const token = input.holdToken ?? newToken();
  const key = holdKeyOf(token);
  if (!(await isFreeSlot(consultant, input.start, undefined, key))) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
  const interval = { start: input.start, end: new Date(input.start.getTime() + (consultant.session_duration ?? 0) * MINUTE) };
  const settings = bookingSettings();
  let heldSince = 0;
  let expiresAt = 0;
  try {
    await writeTransaction(async ({ trx }) => {
      const now = clock.ms();
      // The first hold's instant, kept through moves and renewals (an expired hold's cells no longer count).
      const earlier = (await strapi.db.connection(CELLS).transacting(trx).where({ booking_document_id: key }).where('expires_at', '>', now).min({ since: 'held_since' }).first()) as
        { since: number | string | null } | undefined;
      heldSince = earlier?.since != null ? Number(earlier.since) : now;
      expiresAt = Math.min(now + settings.holdMinutes * MINUTE, heldSince + settings.holdMaxMinutes * MINUTE);
      await clearExpiredHolds(trx, consultant.documentId, key);
      if (expiresAt <= now) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
      const rows = cellsOf(interval).map((cell) => ({
        consultant_document_id: consultant.documentId,
        cell_start: cell,
        booking_document_id: key,
        expires_at: expiresAt,
        held_since: heldSince,
      }));
      await strapi.db.connection(CELLS).transacting(trx).insert(rows);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
    throw error;
  }
  // Cached free slots of this consultant, and searches showing next free slots, no longer hold true for other visitors.
  invalidateTags([`slots:${consultant.documentId}`, HOLDS_TAG]);
  return {
    token,
    consultant_id: consultant.documentId,
    start: interval.start.toISOString(),
    end: interval.end.toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
    renewable_until: new Date(heldSince + settings.holdMaxMinutes * MINUTE).toISOString(),
  };
}
