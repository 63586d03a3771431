/**
 * Service `api::booking.room-access` (spec §2 "chat-room", `/client/room/{roomid}`,
 * `/consultant/room/{roomid}`; DESIGN §4 "Consultation room"): the one rule of who may enter the
 * consultation room of a booking, and when. Both doors use it: the HTTP routes of the room
 * (`/api/{client|consultant}/rooms/:roomId…`) and the Socket.IO handshake (`src/realtime/`).
 *
 * - Only the booking's client (on the client side) and its consultant (on the consultant side) are
 *   parties; anyone else, another role, an unknown room or a cancelled booking is `not_found`.
 * - The room opens `ROOM_OPEN_BEFORE_MINUTES` (default 10) minutes before the start and closes
 *   `ROOM_CLOSE_AFTER_MINUTES` (default 30) minutes after the end (UTC instants).
 */
import { BOOKING, type Row } from '../../../lib/content-types';
import { instant, type BookingRow } from '../../../lib/booking/rows';
import { shownName } from '../../../lib/erased-person';
import { clock } from '../../../contracts/clock';

/** The two parties of a booking. */
export type RoomRole = 'client' | 'consultant';

/** Who asks to enter: a users-permissions user id and the role of the surface it signed in on. */
export interface RoomUser {
  userId: number;
  role: RoomRole;
}

/** Where the room stands at an instant. */
export type RoomState = 'open' | 'too_early' | 'closed';

/** A party's view of its room: the booking (with `client` and `consultant`), the window and the state. */
export interface RoomEntry {
  booking: BookingRow;
  role: RoomRole;
  /** the room opens at this UTC instant */
  opensAt: Date;
  /** the room closes at this UTC instant */
  closesAt: Date;
  state: RoomState;
  /** the other party's display name ("deleted client" / "deleted consultant" once erased: lib/erased-person) */
  counterpartName: string;
  /** the other party's profile id (documentId: the client's for the consultant, the consultant's for the client) */
  counterpartId: string;
}

/** Why the room refuses a connection (the socket door's `connect_error` `data.code`). */
export type RoomRefusal = { code: 'not_found' } | { code: 'too_early'; opens_at: string } | { code: 'closed'; closed_at: string };

/** Minutes from an env variable (a whole number ≥ 0), else `fallback`. */
function minutesOf(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Minutes before its start a room opens (`ROOM_OPEN_BEFORE_MINUTES`, default 10). */
export const openBeforeMinutes = () => minutesOf('ROOM_OPEN_BEFORE_MINUTES', 10);
/** Minutes after its end a room closes (`ROOM_CLOSE_AFTER_MINUTES`, default 30). */
export const closeAfterMinutes = () => minutesOf('ROOM_CLOSE_AFTER_MINUTES', 30);

/**
 * The window of the room of a booking running from `start` to `end` (stored datetimes): it opens
 * {@link openBeforeMinutes} before the start and closes {@link closeAfterMinutes} after the end.
 */
export function roomWindow(start: unknown, end: unknown): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(instant(start).getTime() - openBeforeMinutes() * 60_000),
    closesAt: new Date(instant(end).getTime() + closeAfterMinutes() * 60_000),
  };
}

/** Where-clause of the bookings `user` is a party of, on its own side. */
function partyOf(user: RoomUser): Record<string, unknown> {
  return user.role === 'client' ? { client: { user: { id: user.userId } } } : { consultant: { user: { id: user.userId } } };
}

/** The entry of a booking row for `user` at `now`. */
function entryOf(booking: BookingRow, user: RoomUser, now: Date): RoomEntry {
  const { opensAt, closesAt } = roomWindow(booking.start, booking.end);
  const state: RoomState = now < opensAt ? 'too_early' : now >= closesAt ? 'closed' : 'open';
  const counterpart = user.role === 'client' ? booking.consultant : booking.client;
  const counterpartName = shownName(counterpart, user.role === 'client' ? 'consultant' : 'client');
  return { booking, role: user.role, opensAt, closesAt, state, counterpartName, counterpartId: counterpart?.documentId ?? '' };
}

export default () => ({
  /**
   * The room `roomId` as its party `user` sees it at `now`, whatever its state.
   * @returns null when the room is unknown, `user` is not its party on its side, or the booking is cancelled
   */
  async find(user: RoomUser, roomId: string, now = clock.now()): Promise<RoomEntry | null> {
    if (!roomId || roomId.length > 64) return null;
    const booking: BookingRow | null = await strapi.db.query(BOOKING).findOne({
      where: { room_id: roomId, status: 'confirmed', ...partyOf(user) },
      populate: { client: true, consultant: true },
    });
    return booking ? entryOf(booking, user, now) : null;
  },

  /**
   * Let `user` into room `roomId` at `now`, or say why not.
   * @returns `{ entry }` when the room is open to it, else `{ refusal }`: `not_found`, `too_early`
   *   (with `opens_at`) or `closed` (with `closed_at`), instants in UTC ISO 8601
   */
  async admit(user: RoomUser, roomId: string, now = clock.now()): Promise<{ entry: RoomEntry; refusal?: undefined } | { entry?: undefined; refusal: RoomRefusal }> {
    const entry = await this.find(user, roomId, now);
    if (!entry) return { refusal: { code: 'not_found' } };
    if (entry.state === 'too_early') return { refusal: { code: 'too_early', opens_at: entry.opensAt.toISOString() } };
    if (entry.state === 'closed') return { refusal: { code: 'closed', closed_at: entry.closesAt.toISOString() } };
    return { entry };
  },

  /**
   * One booking of `user` by its documentId (the id the parties' booking APIs use), any status.
   * @returns null when there is none or `user` is not its party on its side
   */
  async ownBooking(user: RoomUser, bookingDocumentId: string): Promise<Row<typeof BOOKING> | null> {
    if (!bookingDocumentId || bookingDocumentId.length > 64) return null;
    return strapi.db.query(BOOKING).findOne({ where: { documentId: bookingDocumentId, ...partyOf(user) } });
  },
});
