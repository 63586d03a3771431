/**
 * The consultation room's records (docs/api-room.md; contracts `cms/src/contracts/room.ts`): the API's
 * own types, generated from its contracts (`lib/api-types`), and the shapes of the Socket.IO events.
 * Instants are UTC ISO 8601 strings.
 *
 * @module features/consultation-room/model/types
 */
import type { Role } from '../../../config/constants';
import type { Schemas } from '../../../lib/api-types';

/** The two parties of a room. */
export type RoomRole = Extract<Role, 'client' | 'consultant'>;

/** A party's view of its room: booking, the other party's name, `state` and window. */
export type Room = Schemas['Room'];

/** `open`, `too_early` or `closed`. */
export type RoomState = Room['state'];

/** The ICE servers of an open room (TURN credentials valid `ttl_seconds`). */
export type IceServers = Schemas['IceServers'];

/** A private file (`GET /api/files/:id` with the bearer token). */
export type PrivateFile = Schemas['PrivateFile'];

/**
 * A chat message: plain text (shown as text, never as HTML) and, for a file sent in the chat, its
 * `attachment` (or null).
 */
export type RoomMessage = Schemas['RoomMessage'];

/** Answer of a `chat:send` or `chat:read` acknowledgement (`retry_after_seconds` with `rate_limited`). */
export type ChatAck =
  { ok: true; message?: RoomMessage } | { ok: false; error: { code: 'invalid' | 'closed' | 'failed' | 'rate_limited' | 'too_large' | 'unknown_event'; message: string; retry_after_seconds?: number } };

/** `chat:typing` from the other party. */
export interface TypingEvent {
  typing: boolean;
  role: RoomRole;
}

/** `chat:read` from the other party: my messages up to `upTo` were read at `read_at`. */
export interface ReadEvent {
  upTo: string;
  read_at: string;
}

/** `room:peer`: the other party's connection came or went. */
export interface PeerEvent {
  role: RoomRole;
  present: boolean;
}

/** `room:closed`: the room's window has ended. */
export interface ClosedEvent {
  closed_at: string;
  /** absent from older servers: then `ended` */
  reason?: ClosedReason;
}

/** Why a room closed while connected: its window ended, the booking was cancelled, or moved elsewhere. */
export type ClosedReason = 'ended' | 'cancelled' | 'moved';

/**
 * `room:ejected`: the server closed this connection because it sent too much or too fast (every event
 * has a size and a rate limit; docs/api-room.md "Limits of the socket events"). Not retried by itself.
 */
export interface EjectedEvent {
  reason: 'flooding';
  /** the server's explanation, in the handshake's language */
  message: string;
}
