/**
 * Free time slots of one consultant (docs/api-bookings.md "Time slots"): the rules are lib/slots'
 * (weekly timings − days off − active bookings − live holds of other visitors, cut by the session
 * duration, from now + minimum notice to now + horizon); this module reads the consultant's rows.
 */
import { bookingSettings } from '../booking-settings';
import { BOOKING, CONSULTANT_DAY_OFF, CONSULTANT_PROFILE, CONSULTANT_TIMING, UPLOAD_FILE, USER, type Row } from '../content-types';
import { cached } from '../content-cache';
import { notFound } from '../http-errors';
import { t, type Locale } from '../messages';
import { freeSlots, type Interval, type WeeklyWindow } from '../slots';
import { heldCells } from './held-cells';
import { DAY, HOUR, instant, type BookingRow, type ConsultantRow } from './rows';
import { clock } from '../../contracts/clock';
import { answerValidUntil } from '../public-cache/reads';

/**
 * The consultant profile row of a consultant clients may book: approved, active, not in the trash;
 * with its `photo` (what a booking view shows) and `user.email` (whom the booking e-mails go to).
 * Kept in memory until a profile, account or file is written (content-cache): the client's quote, its
 * hold and its booking read the same consultant within moments, and every booking of a busy consultant
 * too. Shared by the callers: read-only.
 * @throws ApiError 404 `booking.consultantUnavailable` otherwise
 */
export async function bookableConsultant(documentId: string, locale: Locale): Promise<ConsultantRow> {
  // By documentId alone, then the visibility checked here: with the visibility in the query, SQLite (no
  // planner statistics) reads every visible consultant through the search index (lib/search-indexes).
  const row: ConsultantRow | null = await cached(
    `bookable-consultant:${documentId}`,
    () => strapi.db.query(CONSULTANT_PROFILE).findOne({ where: { documentId }, populate: { photo: true, user: { select: ['email'] } } }),
    [CONSULTANT_PROFILE, USER, UPLOAD_FILE],
  );
  if (!row || row.approval_status !== 'approved' || !row.active_status || row.deletedAt) throw notFound(t(locale, 'booking.consultantUnavailable'));
  return row;
}

/**
 * The consultant's weekly timings and days off, kept in memory until either is written (content-cache):
 * every slot check reads them, and a consultant changes them seldom. Shared by the callers: read-only.
 */
function weeklyRowsOf(consultantId: number): Promise<{ windows: WeeklyWindow[]; daysOff: Row<typeof CONSULTANT_DAY_OFF>[] }> {
  return cached(
    `consultant-availability:${consultantId}`,
    async () => {
      const [windows, daysOff] = await Promise.all([
        strapi.db.query(CONSULTANT_TIMING).findMany({ where: { consultant: { id: consultantId } } }),
        strapi.db.query(CONSULTANT_DAY_OFF).findMany({ where: { consultant: { id: consultantId } } }),
      ]);
      return { windows, daysOff };
    },
    [CONSULTANT_TIMING, CONSULTANT_DAY_OFF],
  );
}

/** Active bookings of a consultant overlapping [from, to) (optionally without one booking). */
async function busyOf(consultantId: number, from: Date, to: Date, exceptBookingId?: number): Promise<Interval[]> {
  const rows: BookingRow[] = await strapi.db.query(BOOKING).findMany({
    where: {
      consultant: { id: consultantId },
      status: 'confirmed',
      start: { $lt: to },
      end: { $gt: from },
      ...(exceptBookingId ? { id: { $ne: exceptBookingId } } : {}),
    },
  });
  return rows.map((row) => ({ start: instant(row.start), end: instant(row.end) }));
}

/**
 * Free slots of the consultant row in [from, to) (UTC) with the current settings.
 * @param exceptBookingId - a booking whose time counts as free (the one being moved)
 * @param exceptHoldKey - a hold whose time counts as free (the caller's own: `holdKeyOf(token)`)
 */
export async function slotsOf(consultant: ConsultantRow, from: Date, to: Date, exceptBookingId?: number, exceptHoldKey?: string): Promise<Interval[]> {
  const settings = bookingSettings();
  const now = clock.ms();
  const [{ windows, daysOff }, booked, held] = await Promise.all([
    weeklyRowsOf(consultant.id),
    busyOf(consultant.id, new Date(from.getTime() - DAY), new Date(to.getTime() + DAY), exceptBookingId),
    heldCells(consultant.documentId, new Date(from.getTime() - DAY), new Date(to.getTime() + DAY), exceptHoldKey),
  ]);
  if (!consultant.time_zone || !consultant.session_duration) return [];
  const busy = held.busy.length ? [...booked, ...held.busy] : booked;
  // A cached answer leaving out held slots is stale once the first hold expires.
  if (held.firstExpiryMs !== undefined) answerValidUntil(held.firstExpiryMs);
  const slots = freeSlots({
    timeZone: consultant.time_zone,
    windows,
    daysOff: daysOff.map((row) => String(row.date).slice(0, 10)),
    busy,
    durationMinutes: consultant.session_duration,
    from,
    to,
    earliest: new Date(now + settings.minNoticeHours * HOUR),
    latest: new Date(now + settings.horizonDays * DAY),
  });
  // A cached answer listing these slots is stale once the first one passes the minimum notice.
  if (slots.length > 0) answerValidUntil(slots.reduce((first, slot) => Math.min(first, slot.start.getTime()), Number.POSITIVE_INFINITY) - settings.minNoticeHours * HOUR);
  return slots;
}

/** Is `start` (UTC) one of the consultant's free slot starts (ignoring booking `exceptBookingId` and hold `exceptHoldKey`)? */
export async function isFreeSlot(consultant: ConsultantRow, start: Date, exceptBookingId?: number, exceptHoldKey?: string): Promise<boolean> {
  const slots = await slotsOf(consultant, start, new Date(start.getTime() + 1), exceptBookingId, exceptHoldKey);
  return slots.some((slot) => slot.start.getTime() === start.getTime());
}

/**
 * Free slots of a visible consultant (public), with the booking rules shown beside them.
 * @param from - UTC instant; `to` at most 62 days later (checked by the caller)
 * @returns `data`: `{ start, end }` UTC ISO; `meta`: zone, duration (minutes), notice (hours),
 * horizon (days), change notice (hours), fee (minor units), currency, free first consultation, how the
 * client pays (`direct` or `stripe`)
 * @throws ApiError 404 when the consultant is not approved and active
 */
export async function consultantSlots(consultantDocumentId: string, from: Date, to: Date, locale: Locale) {
  const consultant = await bookableConsultant(consultantDocumentId, locale);
  const settings = bookingSettings();
  const slots = await slotsOf(consultant, from, to);
  return {
    data: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
    meta: {
      time_zone: consultant.time_zone ?? null,
      duration_minutes: consultant.session_duration ?? null,
      min_notice_hours: settings.minNoticeHours,
      horizon_days: settings.horizonDays,
      change_notice_hours: settings.changeNoticeHours,
      fee_minor: consultant.fee ?? 0,
      currency: (consultant.currency ?? 'EUR').toUpperCase(),
      free_first_consultation: Boolean(consultant.free_first_consultation),
      payment_provider: process.env.PAYMENT_PROVIDER === 'stripe' ? ('stripe' as const) : ('direct' as const),
    },
  };
}
