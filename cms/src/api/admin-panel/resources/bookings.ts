/**
 * Bookings of the back office (spec §2 admin "all-booking"; contracts/admin-bookings
 * `AdminBookingRecord`): every booking with both parties, its times, price and payment, filtered by
 * start, status, payment status and party, searched by the parties' names, the client's e-mail and the
 * booking token. Read only through the dialect: bookings are made by clients, and an admin changes one
 * only through the actions of controllers/bookings.ts (mark paid, refund, cancel), never field by field.
 * One booking (`GET /bookings/:id`, and the actions' answers) adds the parties' visits to its
 * consultation room (`AdminBookingDetail`).
 */
import type { z } from 'zod';
import { AdminBookingDetail, AdminBookingRecord, BOOKING_SORTABLE, bookingFilters, BOOKINGS_TAG, BookingStatus, PaymentStatus } from '../../../contracts/admin-bookings';
import { defineAdminResource, type ResourceRow } from '../../../lib/admin-resource';
import { BOOKING } from '../../../lib/content-types';
import { services } from '../../../lib/services';
import { dayBounds, instantOrNull, relationOf, textOrNull } from './people';

/** What a booking row needs populated for {@link bookingRecord}. */
export const BOOKING_RECORD_POPULATE = {
  consultant: { select: ['documentId', 'display_name'] },
  client: { select: ['documentId', 'display_name'], populate: { user: { select: ['email'] } } },
  coupon: { select: ['documentId', 'code'] },
};

const integer = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value ?? 0) || 0);

/**
 * The back office's record of a booking row.
 * @param row - a booking row populated with {@link BOOKING_RECORD_POPULATE}
 * @returns `AdminBookingRecord` (instants UTC ISO, money in minor units)
 */
export function bookingRecord(row: ResourceRow): z.input<typeof AdminBookingRecord> {
  const consultant = relationOf<{ display_name?: string | null }>(row.consultant);
  const client = relationOf<{ display_name?: string | null; user?: { email?: string | null } | null }>(row.client);
  const coupon = relationOf<{ code?: string | null }>(row.coupon);
  return {
    id: row.documentId,
    token: textOrNull(row.token) ?? '',
    room_id: textOrNull(row.room_id),
    start: instantOrNull(row.start) ?? '',
    end: instantOrNull(row.end) ?? '',
    duration_minutes: integer(row.duration_minutes),
    consultant: consultant?.documentId ?? null,
    consultant_name: consultant?.display_name ?? '',
    client: client?.documentId ?? null,
    client_name: client?.display_name ?? '',
    client_email: client?.user?.email ?? null,
    consultant_time_zone: textOrNull(row.consultant_time_zone) || null,
    client_time_zone: textOrNull(row.client_time_zone) || null,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    cancelled_at: instantOrNull(row.cancelled_at),
    cancelled_by: (row.cancelled_by as 'client' | 'consultant' | 'admin' | null | undefined) ?? null,
    cancellation_reason: textOrNull(row.cancellation_reason),
    payment_status: (row.payment_status as 'pending' | 'paid' | 'free' | 'refunded' | null | undefined) ?? 'pending',
    payment_provider: (row.payment_provider as 'direct' | 'stripe' | null | undefined) ?? null,
    payment_reference: textOrNull(row.payment_reference),
    paid_at: instantOrNull(row.paid_at),
    list_fee_minor: integer(row.list_fee_minor),
    discount_minor: integer(row.discount_minor),
    fee_minor: integer(row.fee_minor),
    currency: textOrNull(row.currency) ?? '',
    coupon: coupon?.code ?? null,
    free_first_consultation: row.free_first_consultation === true,
    createdAt: instantOrNull(row.createdAt) ?? '',
  };
}

/**
 * The back office's view of one booking: its record and the visits of both parties to its room.
 * @param row - a booking row populated with {@link BOOKING_RECORD_POPULATE}
 * @returns `AdminBookingDetail`
 */
export async function bookingDetail(row: ResourceRow): Promise<z.input<typeof AdminBookingDetail>> {
  const visits = await services.roomAttendance().visits([row]);
  return { ...bookingRecord(row), attendance: visits.get(row.id) ?? [] };
}

/**
 * The detail of booking `id` (row id), as the actions answer it.
 * @throws Error when the row is gone (callers pass a booking they just changed)
 */
export async function bookingRecordById(id: number): Promise<z.input<typeof AdminBookingDetail>> {
  const row = (await strapi.db.query(BOOKING).findOne({ where: { id }, populate: BOOKING_RECORD_POPULATE })) as ResourceRow | null;
  if (!row) throw new Error(`booking ${id} vanished`);
  return bookingDetail(row);
}

export default defineAdminResource({
  name: 'bookings',
  noun: 'booking',
  tag: BOOKINGS_TAG,
  uid: BOOKING,
  record: AdminBookingRecord,
  detail: AdminBookingDetail,
  create: false,
  update: false,
  remove: false,
  trash: false,
  populate: BOOKING_RECORD_POPULATE,
  search: ['token', 'consultant.display_name', 'client.display_name', 'client.user.email'],
  sortable: BOOKING_SORTABLE,
  // In the order of a booking's life, on every database (and `status` cannot be sorted by column).
  sortValues: { status: BookingStatus.options, payment_status: PaymentStatus.options },
  filters: bookingFilters,
  filterWhere: { start: dayBounds('start') },
  toRecord: ({ row }) => bookingRecord(row),
  toDetail: ({ row }) => bookingDetail(row),
});
