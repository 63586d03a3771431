/**
 * The life of a booking (spec §5 bookings; docs/api-bookings.md): create, cancel, reschedule, mark paid.
 *
 * No double booking, by construction: inside the booking's transaction every active booking claims
 * its 5-minute cells in `booking_time_cells`, whose primary key (consultant, cell) the database
 * enforces (database/migrations). Two overlapping bookings of one consultant cannot both commit,
 * whatever their durations; the loser answers 409. Cancelling deletes the cells, which frees the slot.
 * A visitor's live hold on a slot claims the same cells (`slot-holds.ts`): only the hold's token
 * books it, and the booking's transaction releases the hold; expired holds are cleared first.
 *
 * E-mails are queued in the change's transaction and sent after the commit by the outbox (`queueEmails`); the parties connected
 * to the booking's consultation room are told at once (`tellRoom`: closed when cancelled, its new
 * window when moved; docs/api-room.md).
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { bookingSettings } from '../booking-settings';
import { BOOKING, CONSULTANT_PROFILE } from '../content-types';
import { ApiError } from '../http-errors';
import { isUniqueViolation } from '../idempotency';
import { writeTransaction } from '../transactions';
import { t, type Locale } from '../messages';
import { paymentProvider } from '../payments';
import { services } from '../services';
import { cellsOf, type Interval } from '../slots';
import { roomWindow } from '../../api/booking/services/room-access';
import type { KnownBooking } from '../../api/booking/services/notifications';
import { closeCancelledRoom, moveRoom } from '../../realtime/room-broadcast';
import { bookableConsultant, isFreeSlot } from './free-slots';
import { clearExpiredHolds, holdKeyOf } from './held-cells';
import { quoteFor, type Quote } from './pricing';
import { ownBooking } from './queries';
import { conflict, instant, reloadBooking, type Actor, type BookingRow, type ClientRow, type ConsultantRow } from './rows';
import { fullViewOf, viewOf, type BookingView } from './view';
import { clock } from '../../contracts/clock';

const CELLS = 'booking_time_cells';

/**
 * Insert the cells of a booking, inside the transaction `trx`, after deleting the consultant's expired
 * holds and the hold `releaseHoldKey` (the client's own, now booked).
 * @throws the database's unique violation (another booking or a live hold has one of the cells)
 */
async function claimCells(trx: Knex.Transaction, consultantDocumentId: string, bookingDocumentId: string, interval: Interval, releaseHoldKey?: string): Promise<void> {
  await clearExpiredHolds(trx, consultantDocumentId, releaseHoldKey);
  const rows = cellsOf(interval).map((cell) => ({ consultant_document_id: consultantDocumentId, cell_start: cell, booking_document_id: bookingDocumentId }));
  await strapi.db.connection(CELLS).transacting(trx).insert(rows);
}

/** Delete the cells of a booking, inside the transaction `trx` (frees its slot). */
async function releaseCells(trx: Knex.Transaction, bookingDocumentId: string): Promise<void> {
  await strapi.db.connection(CELLS).transacting(trx).where({ booking_document_id: bookingDocumentId }).delete();
}

/**
 * Queue both sides' e-mails about a change, inside the change's transaction (lib/outbox: sent after the
 * commit by the outbox worker, never holding the request).
 */
function queueEmails(documentId: string, change: 'confirmed' | 'rescheduled' | 'cancelled', known?: KnownBooking, options?: { refunded?: boolean }): Promise<void> {
  return services.bookingNotifications().bookingChanged(documentId, change, known, options);
}

/**
 * Tell the sockets of the booking's consultation room that it was cancelled (closed) or moved (its new
 * window `interval`, UTC). Never fails the request: a room nobody is in has nothing to hear.
 */
function tellRoom(documentId: string, change: { cancelled: true } | { moved: Interval }): void {
  try {
    if ('cancelled' in change) closeCancelledRoom(documentId);
    else moveRoom(documentId, roomWindow(change.moved.start, change.moved.end));
  } catch (error) {
    strapi.log.error(error as Error);
  }
}

/** What {@link insertBooking} writes. */
export interface BookingInsert {
  consultant: ConsultantRow;
  client: ClientRow;
  /** UTC. */
  interval: Interval;
  quote: Quote;
  paymentStatus: 'pending' | 'paid' | 'free' | 'refunded';
  paymentProvider: 'direct' | 'stripe';
  /** More booking fields (the seed sets past states). */
  extra?: Record<string, unknown>;
  /** The client's hold on the slot (`holdKeyOf(token)`), released in the booking's transaction. */
  holdKey?: string;
  /** More writes of the booking's transaction, once the booking and its cells are written (its e-mails). */
  inTransaction?: (booking: BookingRow) => Promise<void>;
}

/**
 * Write a booking and claim its cells in one transaction, without the slot and form checks (they
 * belong to {@link createBooking}; the seed uses this directly for past bookings).
 * @returns the created booking row (without relations)
 * @throws the database's unique violation when the interval overlaps an active booking of the consultant
 */
export async function insertBooking(input: BookingInsert): Promise<BookingRow> {
  const { consultant, client, interval, quote } = input;
  return writeTransaction(async ({ trx }) => {
    const data = {
      token: crypto.randomBytes(24).toString('base64url'),
      room_id: crypto.randomUUID(),
      consultant: consultant.id,
      client: client.id,
      start: interval.start.toISOString(),
      end: interval.end.toISOString(),
      duration_minutes: Math.round((interval.end.getTime() - interval.start.getTime()) / 60_000),
      consultant_time_zone: consultant.time_zone ?? '',
      client_time_zone: client.time_zone || 'UTC',
      status: 'confirmed' as const,
      list_fee_minor: quote.list_fee_minor,
      discount_minor: quote.discount_minor,
      fee_minor: quote.fee_minor,
      currency: quote.currency,
      coupon: quote.coupon ? quote.coupon.id : null,
      free_first_consultation: quote.free_first_consultation,
      payment_status: input.paymentStatus,
      payment_provider: input.paymentProvider,
      ics_sequence: 0,
      reschedule_count: 0,
      ...input.extra,
    };
    // The query engine, not the Document Service: a booking has no drafts, locales or unique fields to
    // check (token and room id are random), and this is the hot path of the booking race.
    const booking: BookingRow = await strapi.db.query(BOOKING).create({ data: { ...data, publishedAt: clock.now() } });
    await claimCells(trx, consultant.documentId, booking.documentId, interval, input.holdKey);
    await input.inTransaction?.(booking);
    return booking;
  });
}

/**
 * The gate before a client takes a seat with a consultant, a booking or a webinar registration (spec §1
 * "Booking a consultation requires an uploaded consent form and a health assessment form"; docs/privacy.md):
 * the consent form accepted, the health assessment completed, and the consent to process health data
 * not withdrawn.
 * @param client - the client's profile row (with `user`)
 * @throws ApiError 400 `FormsMissing` (`details.missing`), 400 `HealthDataConsentMissing`
 */
export async function assertFormsGiven(client: ClientRow, locale: Locale): Promise<void> {
  const missing = await services.clientForms().missingForBooking(client.id);
  if (missing.length) {
    const names = missing.map((name) => t(locale, name === 'consent-form' ? 'booking.form.consent' : 'booking.form.healthAssessment')).join(', ');
    throw new ApiError(400, 'FormsMissing', t(locale, 'booking.formsMissing', { forms: names }), { missing });
  }
  // The explicit consent to process health data, withdrawn from the account, blocks new bookings (docs/privacy.md).
  await services.consents().assertHealthDataGiven(Number(client.user?.id ?? 0), locale);
}

/**
 * Book a slot for the signed-in client: forms filled, slot free, price (coupon or free first
 * consultation), then the online checkout when the provider has one (a failed checkout leaves the
 * booking pending: payment can be retried from the booking page).
 * @param client - the client's profile row (with `user`)
 * @param input - consultant documentId, `start` (UTC, a free slot start), optional coupon code, optional
 *   token of the caller's hold on the slot (a slot another visitor holds is not free)
 * @throws ApiError 400 `FormsMissing` / `HealthDataConsentMissing` (the consent to process health data
 *   withdrawn) / `CouponInvalid`, 404 consultant unavailable, 409 `SlotUnavailable`
 */
export async function createBooking(client: ClientRow, input: { consultantId: string; start: Date; couponCode?: string; holdToken?: string }, locale: Locale): Promise<BookingView> {
  await assertFormsGiven(client, locale);
  const consultant = await bookableConsultant(input.consultantId, locale);
  const holdKey = input.holdToken ? holdKeyOf(input.holdToken) : undefined;
  if (!(await isFreeSlot(consultant, input.start, undefined, holdKey))) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
  const quote = await quoteFor(consultant, client.id, input.couponCode, locale);
  const durationMinutes = consultant.session_duration ?? 0;
  const interval = { start: input.start, end: new Date(input.start.getTime() + durationMinutes * 60_000) };
  const provider = paymentProvider();
  const paymentStatus = quote.fee_minor === 0 ? 'free' : 'pending';
  let created: BookingRow;
  try {
    created = await insertBooking({
      consultant,
      client,
      interval,
      quote,
      paymentStatus,
      paymentProvider: paymentStatus === 'free' ? 'direct' : provider.name,
      holdKey,
      inTransaction: (booking) => queueEmails(booking.documentId, 'confirmed', { booking, client, consultant }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
    throw error;
  }
  if (paymentStatus === 'pending') {
    try {
      const checkout = await provider.startCheckout({
        documentId: created.documentId,
        token: created.token ?? '',
        fee_minor: quote.fee_minor,
        currency: quote.currency,
        start: interval.start.toISOString(),
        duration_minutes: durationMinutes,
        consultant_name: consultant.display_name ?? '',
        client_email: client.user?.email ?? '',
        locale,
      });
      if (checkout) {
        await strapi.db.query(BOOKING).update({ where: { id: created.id }, data: { payment_reference: checkout.reference, checkout_url: checkout.checkoutUrl } });
        created = { ...created, payment_reference: checkout.reference, checkout_url: checkout.checkoutUrl };
      }
    } catch (error) {
      // The slot is the client's; payment can be retried from the booking page.
      strapi.log.error(`[booking] checkout could not start for ${created.documentId}: ${(error as Error).message}`);
    }
  }
  // Built from the rows in hand (a new booking has no room visits yet): no reload.
  return viewOf({ ...created, consultant, client, coupon: quote.coupon }, { role: 'client', userId: Number(client.user?.id ?? 0), profile: client });
}

/**
 * Whether the actor may still cancel or move the booking: the parties until the change deadline, an
 * admin until the booking starts.
 * @throws ApiError 409 `BookingCancelled` when it is cancelled, `BookingStarted` when it has started
 *   (admins), `ChangeTooLate` when the change deadline has passed (parties)
 */
export function assertChangeable(row: BookingRow, actor: Actor, locale: Locale): void {
  if (row.status === 'cancelled') throw conflict(locale, 'BookingCancelled', 'booking.alreadyCancelled');
  if (actor.role === 'admin') {
    if (instant(row.start).getTime() <= clock.ms()) throw conflict(locale, 'BookingStarted', 'booking.started');
    return;
  }
  const view = viewOf(row, actor);
  if (!view.can_change) {
    const hours = bookingSettings().changeNoticeHours;
    throw conflict(locale, 'ChangeTooLate', 'booking.changeTooLate', { hours }, { deadline: view.change_deadline });
  }
}

/**
 * Cancel a booking (either side, until the change deadline; admins until it starts). Frees the slot,
 * refunds a paid booking and e-mails both sides.
 * @param reason - free text shown to the other side, optional
 * @throws ApiError 404, 409 `BookingCancelled` / `ChangeTooLate` / `BookingStarted`, 502 `RefundFailed`
 */
export async function cancelBooking(actor: Actor, documentId: string, reason: string | undefined, locale: Locale): Promise<BookingView> {
  const row = await ownBooking(actor, documentId, locale);
  assertChangeable(row, actor, locale);
  await writeTransaction(async ({ trx }) => {
    await strapi.db.query(BOOKING).update({
      where: { id: row.id },
      data: { status: 'cancelled', cancelled_at: clock.now(), cancelled_by: actor.role, cancellation_reason: reason || null, ics_sequence: (row.ics_sequence ?? 0) + 1 },
    });
    await releaseCells(trx, row.documentId);
    await queueEmails(row.documentId, 'cancelled', undefined, { refunded: row.payment_status === 'paid' });
  });
  tellRoom(row.documentId, { cancelled: true });
  if (row.payment_status === 'paid') await services.payments().refundOnCancel(row.documentId, locale);
  return fullViewOf(await reloadBooking(row.id), actor);
}

/**
 * Move a booking to another free slot of the same consultant (same booking, link and room); the
 * reminders are sent again for the new time.
 * @param start - UTC, a free slot start
 * @throws ApiError 404, 409 `BookingCancelled` / `ChangeTooLate` / `SlotUnavailable`
 */
export async function rescheduleBooking(actor: Actor, documentId: string, start: Date, locale: Locale): Promise<BookingView> {
  const row = await ownBooking(actor, documentId, locale);
  assertChangeable(row, actor, locale);
  const consultant: ConsultantRow | null = await strapi.db.query(CONSULTANT_PROFILE).findOne({ where: { id: row.consultant?.id } });
  if (!consultant || !(await isFreeSlot(consultant, start, row.id))) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
  const interval = { start, end: new Date(start.getTime() + (row.duration_minutes ?? 0) * 60_000) };
  try {
    await writeTransaction(async ({ trx }) => {
      await releaseCells(trx, row.documentId);
      await strapi.db.query(BOOKING).update({
        where: { id: row.id },
        data: {
          start: interval.start,
          end: interval.end,
          ics_sequence: (row.ics_sequence ?? 0) + 1,
          reschedule_count: (row.reschedule_count ?? 0) + 1,
          reminder_24h_sent_at: null,
          reminder_1h_sent_at: null,
        },
      });
      await claimCells(trx, consultant.documentId, row.documentId, interval);
      await queueEmails(row.documentId, 'rescheduled');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
    throw error;
  }
  tellRoom(row.documentId, { moved: interval });
  return fullViewOf(await reloadBooking(row.id), actor);
}

/** Mark a pending booking paid (consultant or admin; direct payment). @throws ApiError 404/409 */
export async function markBookingPaid(actor: Actor, documentId: string, locale: Locale): Promise<BookingView> {
  const row = await ownBooking(actor, documentId, locale);
  await services.payments().markPaid(row.documentId, { by: actor.role === 'admin' ? 'admin' : 'consultant' }, locale);
  return fullViewOf(await reloadBooking(row.id), actor);
}
