/**
 * A booking as the admin resource `bookings` answers it (`/api/admin-panel/bookings`, admin dialect),
 * and the rules saying which of the admin's actions apply to it.
 *
 * @module resources/bookings/booking
 */
import type { RaRecord } from 'react-admin';

/** State of the appointment itself. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
/** State of its payment. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'free', 'refunded'] as const;
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
 * A booking record of the admin resource. The admin bookings' schema is not in the generated API types
 * yet (`lib/api-types`): this follows the agreed contract of `GET /api/admin-panel/bookings` and is to be
 * replaced by the generated type once the API publishes it.
 * Instants are ISO 8601 UTC; amounts are integer minor units of `currency`.
 */
export interface AdminBooking extends RaRecord {
  id: string;
  token: string;
  room_id: string | null;
  /** start of the appointment (UTC instant) */
  start: string;
  /** end of the appointment (UTC instant) */
  end: string;
  duration_minutes: number;
  /** id of the consultant in the `consultants` admin resource, or null (account removed) */
  consultant: string | null;
  consultant_name: string;
  /** id of the client in the `clients` admin resource, or null (account removed) */
  client: string | null;
  client_name: string;
  client_email: string | null;
  /** IANA zones of each party */
  consultant_time_zone: string | null;
  client_time_zone: string | null;
  status: (typeof BOOKING_STATUSES)[number];
  cancelled_at: string | null;
  cancelled_by: (typeof CANCELLED_BY)[number] | null;
  cancellation_reason: string | null;
  payment_status: (typeof PAYMENT_STATUSES)[number];
  payment_provider: (typeof PAYMENT_PROVIDERS)[number] | null;
  payment_reference: string | null;
  paid_at: string | null;
  /** the consultant's fee before any discount (minor units) */
  list_fee_minor: number;
  discount_minor: number;
  /** what the client pays (minor units) */
  fee_minor: number;
  /** ISO 4217 code */
  currency: string;
  /** code of the coupon applied, or null */
  coupon: string | null;
  free_first_consultation: boolean;
  createdAt: string;
}

/** Choices of a select input or field over `values`, labelled `resources.bookings.<group>.<value>`. */
export function choicesOf(group: string, values: readonly string[]) {
  return values.map((value) => ({ id: value, name: `resources.bookings.${group}.${value}` }));
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
export function canCancel(booking: Pick<AdminBooking, 'status' | 'start'>, now: Date = new Date()): boolean {
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
