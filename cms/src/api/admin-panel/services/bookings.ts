/**
 * Actions of the back office on bookings (contracts/admin-bookings `bookingActionRoutes`; spec §6
 * "admin manages … bookings"): mark a pending booking paid, refund a paid one, cancel one that has not
 * started; and the reading of a booking's consultation chat (`bookingMessageRoutes`), audited. Each goes through the one rule of its change shared with the parties and Stripe
 * (`api::booking.payments` for payments, `api::booking.bookings` for the cancellation: slot freed, paid
 * booking refunded, both parties e-mailed in their language), so an admin's change is the same change.
 *
 * A change the booking's state does not allow answers 409 `InvalidTransition` in the admin's
 * language, `details.reason` keeping the refusal's own name (`BookingCancelled`, `NotPaid`…).
 *
 * Service `api::admin-panel.bookings`.
 */
import { BOOKING } from '../../../lib/content-types';
import { ApiError, notFound } from '../../../lib/http-errors';
import type { AccountRow } from '../../../lib/http';
import { t, type Locale } from '../../../lib/messages';
import { services } from '../../../lib/services';
import type { RoomMessageView } from '../../booking/services/room-chat';
import type { FileReader } from '../../private-file/services/private-files';

/** The row id of booking `documentId`. @throws ApiError 404 */
async function bookingId(documentId: string, locale: Locale): Promise<number> {
  const row = (await strapi.db.query(BOOKING).findOne({ select: ['id'], where: { documentId } })) as { id: number } | null;
  if (!row) throw notFound(t(locale, 'admin.notFound'));
  return row.id;
}

/** Run a change; a 409 of the shared rules becomes `InvalidTransition` (same message, `details.reason`: its name). */
async function transition(change: Promise<unknown>): Promise<void> {
  try {
    await change;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new ApiError(409, 'InvalidTransition', error.message, { reason: error.name });
    throw error;
  }
}

export default () => ({
  /**
   * The chat of booking `documentId`'s consultation room, oldest first: `count` messages from the
   * `first`-th (0-based). Writes the audit-log row of the read (`room-messages.read`, the booking, its
   * client as the person concerned).
   * @param reader - the admin reading, with the request's address and browser
   * @returns those messages and the `total` count
   * @throws ApiError 404 for an unknown booking
   */
  async messages(documentId: string, first: number, count: number, reader: FileReader, locale: Locale): Promise<{ rows: RoomMessageView[]; total: number }> {
    const booking = (await strapi.db.query(BOOKING).findOne({
      select: ['id', 'documentId'],
      where: { documentId },
      populate: { client: { select: ['id'], populate: { user: { select: ['id'] } } } },
    })) as { id: number; documentId: string; client?: { user?: { id: number } | null } | null } | null;
    if (!booking) throw notFound(t(locale, 'admin.notFound'));
    const page = await services.roomChat().list(booking.id, first, count);
    await services.privateFiles().audit({ action: 'room-messages.read', reader, kind: 'room-messages', subjectUserId: booking.client?.user?.id ?? null, bookingDocumentId: booking.documentId });
    return page;
  },

  /**
   * Mark a confirmed, pending booking paid (`paid_at` now).
   * @param reference - a payment reference to keep on the booking (e.g. a transfer's), or none
   * @returns the booking's row id
   * @throws ApiError 404, 409 `InvalidTransition` unless it is confirmed and pending
   */
  async markPaid(documentId: string, reference: string | null | undefined, locale: Locale): Promise<number> {
    const id = await bookingId(documentId, locale);
    await transition(services.payments().markPaid(documentId, { by: 'admin', ...(reference ? { reference } : {}) }, locale));
    return id;
  },

  /**
   * Refund a paid booking (through Stripe for a Stripe payment); the booking keeps its status.
   * @returns the booking's row id
   * @throws ApiError 404, 409 `InvalidTransition` unless it is paid, 502 `RefundFailed`
   */
  async refund(documentId: string, locale: Locale): Promise<number> {
    const id = await bookingId(documentId, locale);
    await transition(services.payments().refund(documentId, locale));
    return id;
  },

  /**
   * Cancel a booking that has not started, as the parties' cancel does (`cancelled_by: 'admin'`).
   * @param reason - shown to both parties (3–500 characters, checked by the contract)
   * @param admin - the signed-in admin
   * @returns the booking's row id
   * @throws ApiError 404, 409 `InvalidTransition` when it is cancelled or has started, 502 `RefundFailed`
   */
  async cancel(documentId: string, reason: string, admin: AccountRow, locale: Locale): Promise<number> {
    const id = await bookingId(documentId, locale);
    await transition(services.bookings().cancel({ role: 'admin', userId: admin.id }, documentId, reason, locale));
    return id;
  },
});
