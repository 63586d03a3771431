/**
 * Service `api::booking.bookings` (spec §5 bookings; docs/api-bookings.md): a thin facade over the
 * booking modules of `src/lib/booking/`, one per concern:
 * - `free-slots`: free time slots of a consultant;
 * - `pricing`: quotes, coupons and the free first consultation;
 * - `lifecycle`: create (without double booking), cancel, reschedule, mark paid;
 * - `slot-holds`: a slot held for a visitor while it signs in or signs up;
 * - `queries` and `view`: the bookings of each side and {@link BookingView};
 * - `notes` and `dashboard`: the consultant's notes and dashboard;
 * - `earlier-slots`: cancelling or moving a booking frees time, announced to the clients who asked for an
 *   earlier slot and to those who follow the consultant as a favourite (docs/api-bookings.md "Earlier-slot alerts").
 * Controllers reach it through `services.bookings()` (src/lib/services.ts).
 */
import type { Locale } from '../../../lib/messages';
import { consultantDashboard } from '../../../lib/booking/dashboard';
import { consultantSlots } from '../../../lib/booking/free-slots';
import { assertChangeable, cancelBooking, createBooking, insertBooking, markBookingPaid, rescheduleBooking, type BookingInsert } from '../../../lib/booking/lifecycle';
import { holdSlot } from '../../../lib/booking/slot-holds';
import { addNote, consultantNotes } from '../../../lib/booking/notes';
import { applyCoupon, freeFirstUsed, quote } from '../../../lib/booking/pricing';
import { bookingByToken, listBookings, ownBooking } from '../../../lib/booking/queries';
import { instant, type Actor, type BookingRow, type ClientRow, type ConsultantRow } from '../../../lib/booking/rows';
import type { BookingView } from '../../../lib/booking/view';
import { BOOKING as BOOKING_UID } from '../../../lib/content-types';
import { whileAvailabilityGrows } from '../../../lib/booking/earlier-slots';

/** The consultant profile row id of a booking (what the earlier-slot alerts watch), or null. */
async function consultantOf(documentId: string): Promise<number | null> {
  const row = await strapi.db.query(BOOKING_UID).findOne({ where: { documentId }, select: ['id'], populate: { consultant: { select: ['id'] } } });
  return (row?.consultant as { id?: number } | null | undefined)?.id ?? null;
}

export { BOOKING, COUPON, NOTE } from '../../../lib/content-types';
export { instant, type Actor } from '../../../lib/booking/rows';
export { viewOf, type BookingView } from '../../../lib/booking/view';
export type { Quote } from '../../../lib/booking/pricing';

export default () => ({
  /** A stored datetime (Date, ISO string or epoch ms) → Date. */
  instant,

  /**
   * Free slots of a visible consultant (public).
   * @param from, to - UTC instants, at most 62 days apart
   * @throws ApiError 404 when the consultant is not approved and active
   */
  slots(consultantDocumentId: string, from: Date, to: Date, locale: Locale) {
    return consultantSlots(consultantDocumentId, from, to, locale);
  },

  /**
   * Price of the client's next booking with a consultant, without coupon (minor units).
   * @throws ApiError 404 when the consultant is not approved and active
   */
  quote(client: ClientRow, consultantDocumentId: string, locale: Locale) {
    return quote(client, consultantDocumentId, locale);
  },

  /** The consultants whose free first consultation the client has used (their documentIds). */
  freeFirstUsed(client: ClientRow) {
    return freeFirstUsed(client);
  },

  /** Price of the client's next booking with a consultant and a coupon. @throws ApiError 400/404 */
  applyCoupon(client: ClientRow, consultantDocumentId: string, code: string, locale: Locale) {
    return applyCoupon(client, consultantDocumentId, code, locale);
  },

  /**
   * Book a slot for the signed-in client.
   * @param client - the client's profile row (with `user`)
   * @throws ApiError 400 `FormsMissing` / `CouponInvalid`, 404 consultant unavailable, 409 `SlotUnavailable`
   */
  create(client: ClientRow, input: { consultantId: string; start: Date; couponCode?: string; holdToken?: string }, locale: Locale): Promise<BookingView> {
    return createBooking(client, input, locale);
  },

  /**
   * Hold a free slot for a visitor for `BOOKING_HOLD_MINUTES` minutes (docs/api-bookings.md "Holding a
   * slot while signing up"); with an earlier hold's token, that hold moves here.
   * @throws ApiError 404 consultant unavailable, 409 `SlotUnavailable`
   */
  hold(input: { consultantId: string; start: Date; holdToken?: string }, locale: Locale) {
    return holdSlot(input, locale);
  },

  /**
   * Write a booking and claim its cells in one transaction, without the slot and form checks (the seed
   * uses this directly for past bookings).
   * @throws the database's unique violation when the interval overlaps an active booking of the consultant
   */
  insert(input: BookingInsert) {
    return insertBooking(input);
  },

  /** One booking row of the actor by documentId. @throws ApiError 404 */
  get(actor: Actor, documentId: string, locale: Locale): Promise<BookingRow> {
    return ownBooking(actor, documentId, locale);
  },

  /** The client's booking by its link token. @throws ApiError 404 for anyone else */
  byToken(actor: Actor, token: string, locale: Locale): Promise<BookingView> {
    return bookingByToken(actor, token, locale);
  },

  /** The actor's `upcoming` or `past` bookings, one page (`page` from 1). */
  list(actor: Actor, when: 'upcoming' | 'past', page: number, pageSize: number) {
    return listBookings(actor, when, page, pageSize);
  },

  /**
   * Cancel a booking (frees the slot, refunds a paid booking, e-mails both sides); admins until it starts.
   * The freed slot is announced to the clients watching the consultant (earlier-slot alerts).
   * @throws ApiError 404, 409 `BookingCancelled` / `ChangeTooLate` / `BookingStarted`, 502 `RefundFailed`
   */
  async cancel(actor: Actor, documentId: string, reason: string | undefined, locale: Locale): Promise<BookingView> {
    return whileAvailabilityGrows(await consultantOf(documentId), () => cancelBooking(actor, documentId, reason, locale));
  },

  /** Move a booking to another free slot (UTC `start`). @throws ApiError 404, 409 `BookingCancelled` / `ChangeTooLate` / `SlotUnavailable` */
  async reschedule(actor: Actor, documentId: string, start: Date, locale: Locale): Promise<BookingView> {
    return whileAvailabilityGrows(await consultantOf(documentId), () => rescheduleBooking(actor, documentId, start, locale));
  },

  /** @throws ApiError 409 when the booking is cancelled or its change deadline has passed (admins: when it has started) */
  assertChangeable(row: BookingRow, actor: Actor, locale: Locale): void {
    assertChangeable(row, actor, locale);
  },

  /** Mark a pending booking paid (consultant or admin; direct payment). @throws ApiError 404/409 */
  markPaid(actor: Actor, documentId: string, locale: Locale): Promise<BookingView> {
    return markBookingPaid(actor, documentId, locale);
  },

  /** Notes of the consultant: of one booking, of one client, or all; newest first. @throws ApiError 404 */
  notes(consultant: ConsultantRow, filter: { bookingDocumentId?: string; clientDocumentId?: string }, locale: Locale, limit = 100) {
    return consultantNotes(consultant, filter, locale, limit);
  },

  /** Add a post-meeting note to one of the consultant's bookings. @throws ApiError 404 */
  addNote(consultant: ConsultantRow, bookingDocumentId: string, text: string, locale: Locale) {
    return addNote(consultant, bookingDocumentId, text, locale);
  },

  /** The consultant dashboard figures (spec §2 "Dashboard content"). */
  dashboard(consultant: ConsultantRow) {
    return consultantDashboard(consultant);
  },
});
