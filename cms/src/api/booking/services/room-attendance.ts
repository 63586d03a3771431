/**
 * Service `api::booking.room-attendance` (spec §2 "chat-room"; DESIGN §4 "Consultation room";
 * docs/api-room.md "Attendance"): who was in a booking's consultation room and when. A row is written
 * when a party's connection is accepted (`joined_at`) and completed when it ends (`left_at`), UTC
 * instants. The booking views show them as visits ({@link mergeVisits}).
 */
import { ROOM_ATTENDANCE, USER, type Row } from '../../../lib/content-types';
import { instant } from '../../../lib/booking/rows';
import { roomWindow, type RoomRole } from './room-access';
import { clock } from '../../../contracts/clock';

/** Connections of one party less than this apart (milliseconds) are one visit: a reconnection, a reload. */
export const RECONNECT_GAP_MS = 2 * 60_000;

/** One visit of a party (the `RoomVisit` of contracts/room): UTC ISO instants, `left_at` null while present. */
export interface RoomVisitView {
  role: RoomRole;
  joined_at: string;
  left_at: string | null;
}

/** One stored presence, as {@link mergeVisits} reads it. */
export interface Presence {
  role: RoomRole;
  joinedAt: Date;
  /** null while the connection is open (or when the server could not close it) */
  leftAt: Date | null;
}

/**
 * The visits of one booking's room from its presences: per party, connections that overlap or are less
 * than {@link RECONNECT_GAP_MS} apart are merged into one visit; a presence never closed counts as
 * ongoing while the room is open (`left_at: null`) and as ended at `closesAt` once it has closed
 * (the server closes every connection then; a crash leaves the row open).
 * @param closesAt - when the booking's room closes
 * @returns visits of both parties, earliest first
 */
export function mergeVisits(presences: readonly Presence[], closesAt: Date, now = clock.now()): RoomVisitView[] {
  const open = now < closesAt;
  const visits: { role: RoomRole; start: number; end: number }[] = [];
  for (const role of ['client', 'consultant'] as const) {
    const mine = presences
      .filter((presence) => presence.role === role)
      .map((presence) => ({ start: presence.joinedAt.getTime(), end: presence.leftAt ? presence.leftAt.getTime() : open ? Infinity : Math.max(closesAt.getTime(), presence.joinedAt.getTime()) }))
      .sort((a, b) => a.start - b.start);
    let current: { role: RoomRole; start: number; end: number } | null = null;
    for (const presence of mine) {
      if (current && presence.start <= current.end + RECONNECT_GAP_MS) {
        current.end = Math.max(current.end, presence.end);
      } else {
        current = { role, ...presence };
        visits.push(current);
      }
    }
  }
  return visits
    .sort((a, b) => a.start - b.start)
    .map((visit) => ({ role: visit.role, joined_at: new Date(visit.start).toISOString(), left_at: Number.isFinite(visit.end) ? new Date(visit.end).toISOString() : null }));
}

/** Tries of a presence's record when SQLite refuses it because another process wrote meanwhile. */
const BUSY_ATTEMPTS = 5;

export default () => ({
  /**
   * Record that user `userId` (party `role`) entered the room of booking `bookingDocumentId` at `now`.
   * @returns the attendance row's documentId, for {@link leave}
   */
  async join(bookingDocumentId: string, userId: number, role: RoomRole, now = clock.now()): Promise<string> {
    const user: Row<typeof USER> | null = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['documentId'] });
    // On SQLite shared by several app processes (replicas), a transaction that read before it writes is
    // refused at once (SQLITE_BUSY, without waiting) when another process wrote in between: try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const created = await strapi.documents(ROOM_ATTENDANCE).create({
          data: { booking: bookingDocumentId, user: user?.documentId ?? null, role, joined_at: now.toISOString() } as never,
        });
        return created.documentId;
      } catch (error) {
        if (attempt >= BUSY_ATTEMPTS || !/SQLITE_BUSY|database is locked/i.test(`${(error as { code?: string }).code ?? ''} ${(error as Error).message}`)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  },

  /** Record that the presence `attendanceId` (from {@link join}) ended at `now`. */
  async leave(attendanceId: string, now = clock.now()): Promise<void> {
    await strapi.db.query(ROOM_ATTENDANCE).update({ where: { documentId: attendanceId }, data: { left_at: now } });
  },

  /**
   * The visits of the rooms of `bookings` (rows with `id`, `start` and `end`), in one query.
   * @returns visits by booking row id ({@link mergeVisits}; a booking without any is absent)
   */
  async visits(bookings: readonly { id: number; start?: unknown; end?: unknown }[], now = clock.now()): Promise<Map<number, RoomVisitView[]>> {
    const result = new Map<number, RoomVisitView[]>();
    if (!bookings.length) return result;
    const rows: Row<typeof ROOM_ATTENDANCE>[] = await strapi.db.query(ROOM_ATTENDANCE).findMany({
      where: { booking: { id: { $in: bookings.map((booking) => booking.id) } } },
      select: ['role', 'joined_at', 'left_at'],
      populate: { booking: { select: ['id'] } },
    });
    const byBooking = new Map<number, Presence[]>();
    for (const row of rows) {
      const bookingId = (row.booking as { id?: number } | null | undefined)?.id;
      if (!bookingId || !row.joined_at) continue;
      const list = byBooking.get(bookingId) ?? [];
      list.push({ role: row.role as RoomRole, joinedAt: instant(row.joined_at), leftAt: row.left_at ? instant(row.left_at) : null });
      byBooking.set(bookingId, list);
    }
    for (const booking of bookings) {
      const presences = byBooking.get(booking.id);
      if (presences) result.set(booking.id, mergeVisits(presences, roomWindow(booking.start, booking.end).closesAt, now));
    }
    return result;
  },
});
