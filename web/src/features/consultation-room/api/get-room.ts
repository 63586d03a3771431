/**
 * `GET rooms/:roomId` of the client or consultant surface (docs/api-room.md "HTTP"): the room of one
 * of the caller's bookings, its `state` (`open`, `too_early`, `closed`) and window, read with SWR.
 * Another user's room, an unknown one or a cancelled booking's answers 404 (`ApiError`). Instants are
 * UTC ISO 8601 strings.
 *
 * @module features/consultation-room/api/get-room
 */
import { useRoleApi } from '../../../lib/fetcher';
import type { Room, RoomRole } from '../model/types';
import { clock } from '../../../lib/clock';

/** While a too-early room's opening instant has passed on this device, re-read it this often (ms). */
const OPENING_POLL_MS = 5_000;

/**
 * The room `roomId` as `role` sees it. A room still `too_early` after its `opens_at` (this device's
 * clock ahead of the server's) is re-read every few seconds until the server says it is open.
 *
 * @param roomId - the booking's `room_id`; `undefined` skips the read.
 */
export function useRoom(role: RoomRole, roomId: string | undefined) {
  return useRoleApi<{ data: Room }>(role, roomId ? `rooms/${encodeURIComponent(roomId)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
    revalidateOnFocus: false,
    refreshInterval: (latest) => (latest?.data.state === 'too_early' && Date.parse(latest.data.opens_at) <= clock.ms() ? OPENING_POLL_MS : 0),
  });
}
