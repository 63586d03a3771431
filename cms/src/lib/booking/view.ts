/**
 * A booking as both sides see it (docs/api-bookings.md `Booking`): {@link BookingView}, {@link viewOf}
 * and {@link viewsOf}, the one place a booking row becomes an answer (with the visits of both parties
 * to its consultation room, docs/api-room.md "Attendance").
 */
import type { z } from 'zod';
import type { Booking } from '../../contracts/bookings';
import type { RoomVisitView } from '../../api/booking/services/room-attendance';
import { bookingSettings } from '../booking-settings';
import { shownName } from '../erased-person';
import { toMedia } from '../localized-content';
import { services } from '../services';
import { HOUR, instant, iso, type Actor, type BookingRow } from './rows';
import { clock } from '../../contracts/clock';

/** A booking as both sides see it: the `Booking` schema of `contracts/bookings` (instants UTC ISO, money in minor units). */
export type BookingView = z.input<typeof Booking>;

/**
 * Row → {@link BookingView} for `viewer` (whose `can_change` it computes: a confirmed booking before its
 * change deadline, `changeNoticeHours` before the start; the checkout link only for the client). An erased
 * party is shown as "deleted client" / "deleted consultant" in the request's language (lib/erased-person).
 * @param row - a booking loaded with its relations (`loadBooking`)
 * @param attendance - the parties' visits to its room (see {@link viewsOf}), none by default
 */
export function viewOf(row: BookingRow, viewer: Actor | null, attendance: RoomVisitView[] = []): BookingView {
  const settings = bookingSettings();
  const start = instant(row.start);
  const deadline = new Date(start.getTime() - settings.changeNoticeHours * HOUR);
  const status = row.status ?? 'confirmed';
  const open = status === 'confirmed' && clock.ms() < deadline.getTime();
  const paymentStatus = row.payment_status ?? 'pending';
  return {
    id: row.documentId,
    token: row.token ?? '',
    room_id: row.room_id ?? '',
    status,
    start: start.toISOString(),
    end: instant(row.end).toISOString(),
    duration_minutes: row.duration_minutes ?? 0,
    consultant: {
      id: row.consultant?.documentId ?? '',
      display_name: shownName(row.consultant, 'consultant'),
      photo: toMedia(row.consultant?.photo),
      time_zone: row.consultant_time_zone ?? '',
    },
    client: { id: row.client?.documentId ?? '', display_name: shownName(row.client, 'client'), time_zone: row.client_time_zone ?? '' },
    list_fee_minor: row.list_fee_minor ?? 0,
    discount_minor: row.discount_minor ?? 0,
    fee_minor: row.fee_minor ?? 0,
    currency: row.currency ?? '',
    coupon_code: row.coupon?.code ?? null,
    free_first_consultation: Boolean(row.free_first_consultation),
    payment_status: paymentStatus,
    payment_provider: row.payment_provider ?? 'direct',
    checkout_url: paymentStatus === 'pending' && viewer?.role === 'client' ? (row.checkout_url ?? null) : null,
    paid_at: iso(row.paid_at),
    change_deadline: deadline.toISOString(),
    can_change: open && viewer !== null,
    cancelled_at: iso(row.cancelled_at),
    cancelled_by: row.cancelled_by ?? null,
    cancellation_reason: row.cancellation_reason ?? null,
    reschedule_count: row.reschedule_count ?? 0,
    created_at: iso(row.createdAt) ?? '',
    attendance,
    ...(viewer?.role === 'client' ? { earlier_slot_alert: Boolean(row.earlier_slot_alert_at) && open } : {}),
  };
}

/**
 * Rows → {@link BookingView}s for `viewer`, each with the visits of both parties to its room (one query
 * for all of them).
 * @param rows - bookings loaded with their relations (`loadBooking`, `BOOKING_POPULATE`)
 */
export async function viewsOf(rows: readonly BookingRow[], viewer: Actor | null): Promise<BookingView[]> {
  const visits = await services.roomAttendance().visits(rows);
  return rows.map((row) => viewOf(row, viewer, visits.get(row.id) ?? []));
}

/** One row → its {@link BookingView} with the room visits (see {@link viewsOf}). */
export async function fullViewOf(row: BookingRow, viewer: Actor | null): Promise<BookingView> {
  const [view] = await viewsOf([row], viewer);
  return view;
}
