/**
 * Actions of the back office on bookings (contracts/admin-bookings `bookingActionRoutes`; spec §6
 * "admin manages … bookings"): mark a pending booking paid, refund a paid one, cancel one that has not
 * started. Each goes through the one rule of its change shared with the parties and Stripe
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
