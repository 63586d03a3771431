/**
 * What the server itself tells the sockets of a consultation room (DESIGN §4 "Consultation room";
 * docs/api-room.md "Socket.IO"), whichever door the change came through: a socket event (`chat:send`),
 * an HTTP route (a file sent with `POST rooms/:roomId/files`) or a change of the booking (cancelled,
 * moved). Every emit goes through the running Socket.IO server (`attachRoomBroadcast`), so with the
 * Redis adapter it reaches the parties on every process.
 *
 * - {@link announceMessage}: a new chat message → `chat:message` to the other party (never the sender);
 * - {@link closeCancelledRoom}: the booking was cancelled → `room:closed` `{ closed_at, reason: 'cancelled' }`
 *   to both parties, then their connections are closed;
 * - {@link moveRoom}: the booking was moved → `room:changed` `{ opens_at, closes_at }` to both parties;
 *   each connection then closes with the new window (at once, with `room:closed` `{ reason: 'moved' }`,
 *   when the new window is not open now);
 * - {@link armClosing}: the timer that ends a connection when its room's window ends
 *   (`room:closed` `{ closed_at, reason: 'ended' }`).
 */
import type { Server, Socket } from 'socket.io';
import type { RoomRole } from '../api/booking/services/room-access';
import type { RoomMessageView } from '../api/booking/services/room-chat';
import type { RoomSocketData } from './handshake';
import { clock } from '../contracts/clock';

/** The Socket.IO room of a booking's room (both parties), and of one side of it. */
export const roomKey = (bookingDocumentId: string, role?: RoomRole) => (role ? `room:${bookingDocumentId}:${role}` : `room:${bookingDocumentId}`);

/** The other party of a booking. */
export const otherRole = (role: RoomRole): RoomRole => (role === 'client' ? 'consultant' : 'client');

/** Why a room closed: its window ended, its booking was cancelled, or moved to a window not open now. */
export type RoomClosedReason = 'ended' | 'cancelled' | 'moved';

/** The inter-server event that tells every process a booking's window moved (`[bookingDocumentId, opensAt ms, closesAt ms]`). */
const WINDOW_MOVED = 'room:window-moved';

let io: Server | undefined;
/** Whether other processes share the rooms (the Redis adapter), so window moves must be announced to them. */
let clustered = false;
/** The closing timer of each local socket, by socket id. */
const closing = new Map<string, NodeJS.Timeout>();

/**
 * Use `server` for every broadcast (the application's bootstrap, once the server is open), and follow
 * the window moves announced by the other processes.
 * @param options.clustered - the server has an adapter shared with other processes (Redis)
 */
export function attachRoomBroadcast(server: Server, options: { clustered: boolean }): void {
  io = server;
  clustered = options.clustered;
  server.on(WINDOW_MOVED, (bookingDocumentId: unknown, opensAt: unknown, closesAt: unknown) => {
    if (typeof bookingDocumentId === 'string' && typeof opensAt === 'number' && typeof closesAt === 'number') applyWindow(bookingDocumentId, opensAt, closesAt);
  });
}

/** Stop broadcasting (server shutdown): the closing timers are cleared. */
export function detachRoomBroadcast(): void {
  io = undefined;
  clustered = false;
  for (const timer of closing.values()) clearTimeout(timer);
  closing.clear();
}

/** Tell `socket` its room has closed, then close it. */
function closeSocket(socket: Socket, closedAt: Date, reason: RoomClosedReason): void {
  socket.emit('room:closed', { closed_at: closedAt.toISOString(), reason });
  socket.disconnect(true);
}

/**
 * (Re)start the timer that closes `socket` when its room's window ends (`socket.data.closesAt`):
 * the socket then gets `room:closed` `{ closed_at, reason: 'ended' }` and is disconnected.
 */
export function armClosing(socket: Socket): void {
  disarmClosing(socket);
  const data = socket.data as RoomSocketData;
  closing.set(
    socket.id,
    setTimeout(
      () => {
        closing.delete(socket.id);
        closeSocket(socket, new Date(data.closesAt), 'ended');
      },
      Math.max(0, data.closesAt - clock.ms()),
    ),
  );
}

/** Stop the closing timer of `socket` (it disconnected). */
export function disarmClosing(socket: Socket): void {
  const timer = closing.get(socket.id);
  if (timer) clearTimeout(timer);
  closing.delete(socket.id);
}

/**
 * Send a new chat message to the other party of its booking (`chat:message`), on whichever process
 * it is connected; the sender's own sockets never get it. The one path of `chat:send` and of the file route.
 */
export function announceMessage(message: RoomMessageView): void {
  io?.to(roomKey(message.booking_id, otherRole(message.sender_role))).emit('chat:message', message);
}

/**
 * The booking `bookingDocumentId` was cancelled: both parties' sockets get `room:closed`
 * `{ closed_at: now, reason: 'cancelled' }` and are disconnected (on every process).
 */
export function closeCancelledRoom(bookingDocumentId: string, now = clock.now()): void {
  if (!io) return;
  io.to(roomKey(bookingDocumentId)).emit('room:closed', { closed_at: now.toISOString(), reason: 'cancelled' satisfies RoomClosedReason });
  io.in(roomKey(bookingDocumentId)).disconnectSockets(true);
}

/**
 * Apply a booking's new window to its sockets on this process: each gets `room:changed`, then closes
 * with the new window, or at once when it is not open now. (Told socket by socket rather than through
 * the adapter, so that the change always arrives before the close.)
 */
function applyWindow(bookingDocumentId: string, opensAt: number, closesAt: number): void {
  const ids = io?.of('/').adapter.rooms.get(roomKey(bookingDocumentId));
  const changed = { opens_at: new Date(opensAt).toISOString(), closes_at: new Date(closesAt).toISOString() };
  for (const id of [...(ids ?? [])]) {
    const socket = io?.of('/').sockets.get(id);
    if (!socket) continue;
    const data = socket.data as RoomSocketData;
    data.closesAt = closesAt;
    socket.emit('room:changed', changed);
    const now = clock.ms();
    // The party was let in for the old window: out of the new one, it leaves now.
    if (now < opensAt || now >= closesAt) {
      disarmClosing(socket);
      closeSocket(socket, new Date(now), 'moved');
    } else {
      armClosing(socket);
    }
  }
}

/**
 * The booking `bookingDocumentId` was moved: both parties' sockets get `room:changed`
 * `{ opens_at, closes_at }` (UTC ISO 8601), and their connections now end with the new window (at once,
 * after `room:closed`, when the new window is not open now).
 */
export function moveRoom(bookingDocumentId: string, window: { opensAt: Date; closesAt: Date }): void {
  if (!io) return;
  applyWindow(bookingDocumentId, window.opensAt.getTime(), window.closesAt.getTime());
  if (clustered) io.serverSideEmit(WINDOW_MOVED, bookingDocumentId, window.opensAt.getTime(), window.closesAt.getTime());
}
