/**
 * A booking as the admin resource `bookings` answers it (`/api/admin-panel/bookings`, admin dialect),
 * and the rules saying which of the admin's actions apply to it.
 *
 * @module resources/bookings/booking
 */
import type { RaRecord } from 'react-admin';

import type { Schemas } from '../../lib/api-types';
import { clock } from '../../lib/clock';

/** State of the appointment itself. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
/** State of its payment. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'free', 'refunded'] as const;
/**
 * What the back office shows of a booking's payment: its payment state, or `not_due` for a cancelled
 * booking that was never paid (labelled `resources.bookings.payment_statuses.<value>`).
 */
export type ShownPayment = (typeof PAYMENT_STATUSES)[number] | 'not_due';
/** Who cancelled. */
export const CANCELLED_BY = ['client', 'consultant', 'admin'] as const;
/** How it is paid. */
export const PAYMENT_PROVIDERS = ['direct', 'stripe'] as const;

/** Longest payment reference an admin may record (characters, trimmed). */
export const PAYMENT_REFERENCE_MAX = 120;

/** Bounds of the reason an admin gives when cancelling (characters, trimmed). */
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;

/**
 * A booking record of the admin resource (the API's `AdminBooking`, `GET /api/admin-panel/bookings`).
 * Instants are ISO 8601 UTC; amounts are integer minor units of `currency`.
 */
export type AdminBooking = Schemas['AdminBooking'] & RaRecord;

/**
 * One booking as its page reads it (`GET /api/admin-panel/bookings/:id`, the API's `AdminBookingDetail`):
 * the record and the visits of both parties to its consultation room (`attendance`, earliest first).
 */
export type AdminBookingDetail = Schemas['AdminBookingDetail'] & RaRecord;

/** Choices of a select input or field over `values`, labelled `resources.bookings.<group>.<value>`. */
export function choicesOf(group: string, values: readonly string[]) {
  return values.map((value) => ({ id: value, name: `resources.bookings.${group}.${value}` }));
}

/**
 * The payment a booking shows, the same as on the web site: a cancelled booking whose payment was still
 * pending owes nothing (`not_due`, "Aucun paiement dû"), it never reads "payment pending".
 */
export function shownPayment(booking: Pick<AdminBooking, 'status' | 'payment_status'>): ShownPayment {
  return booking.status === 'cancelled' && booking.payment_status === 'pending' ? 'not_due' : booking.payment_status;
}

/**
 * What reduced a booking's fee, as the web site names it: `free_first` for a free first consultation,
 * `coupon` for a coupon's discount (shown with its code), or `null` when the fee is the list fee — a
 * discount is never shown without what gave it.
 */
export function discountReason(booking: Pick<AdminBooking, 'discount_minor' | 'coupon' | 'free_first_consultation'>): 'free_first' | 'coupon' | null {
  if (booking.free_first_consultation) return 'free_first';
  if (booking.discount_minor > 0 && booking.coupon) return 'coupon';
  return null;
}

/** A confirmed booking whose payment is still awaited can be marked paid (e.g. a bank transfer came in). */
export function canMarkPaid(booking: Pick<AdminBooking, 'status' | 'payment_status'>): boolean {
  return booking.status === 'confirmed' && booking.payment_status === 'pending';
}

/** A paid booking can be refunded. */
export function canRefund(booking: Pick<AdminBooking, 'payment_status'>): boolean {
  return booking.payment_status === 'paid';
}

/**
 * A confirmed booking can be cancelled until it starts.
 * @param now - the current instant (default: now)
 */
export function canCancel(booking: Pick<AdminBooking, 'status' | 'start'>, now: Date = clock.now()): boolean {
  return booking.status === 'confirmed' && new Date(booking.start).getTime() > now.getTime();
}

/**
 * Why a cancellation reason is refused, as a translation key, or `undefined` when it is fine: required,
 * {@link CANCEL_REASON_MIN} to {@link CANCEL_REASON_MAX} characters once trimmed.
 */
export function cancelReasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length === 0) return 'resources.bookings.actions.reason_required';
  if (length < CANCEL_REASON_MIN || length > CANCEL_REASON_MAX) return 'resources.bookings.actions.reason_length';
  return undefined;
}
