/**
 * The consultation room of a booking (spec §2 "chat-room", `/client/room/{roomid}`,
 * `/consultant/room/{roomid}`; DESIGN §4 "Consultation room"): the HTTP side of the room on the client
 * and consultant surfaces. The real-time side (chat, typing, read receipts, WebRTC signalling) goes
 * through Socket.IO at `/socket.io` (handshake `auth: { apiKey, token, roomId }`; docs in `src/realtime/`).
 *
 * Who may enter: only the booking's client (client surface) and consultant (consultant surface), for a
 * booking that is not cancelled; anyone else gets 404. The room opens `ROOM_OPEN_BEFORE_MINUTES`
 * (default 10) minutes before the start and closes `ROOM_CLOSE_AFTER_MINUTES` (default 30) minutes after
 * the end. Instants are UTC ISO 8601.
 *
 * @module contracts/room
 */
import { z } from 'zod';
import { ApiErrorBody, FilePart, Instant, PrivateFile, dataOf, listOf, ok, orNull, paginationQuery, unsupportedFile } from './common';
import { route } from './route';

const TAG = 'Consultation room';

/** A party's view of its room. `state` is `open` between `opens_at` and `closes_at`. */
export const Room = z
  .object({
    room_id: z.string(),
    booking: z.object({ id: z.string(), start: Instant, end: Instant, status: z.enum(['confirmed', 'cancelled']) }),
    /** the other party: its profile id (the `client.id` or `consultant.id` of the booking views) and name */
    counterpart: z.object({ id: z.string(), display_name: z.string() }),
    state: z.enum(['open', 'too_early', 'closed']),
    opens_at: Instant,
    closes_at: Instant,
  })
  .meta({ id: 'Room' });

/** One ICE server for the peer connection (`RTCIceServer`); TURN servers carry short-lived credentials. */
export const IceServer = z.object({ urls: z.string(), username: z.string().optional(), credential: z.string().optional() }).meta({ id: 'IceServer' });

/** The ICE servers of a room; the TURN credentials expire after `ttl_seconds`. */
export const IceServers = z.object({ iceServers: z.array(IceServer), ttl_seconds: z.number().int().min(0) }).meta({ id: 'IceServers' });

/**
 * A chat message of the room (plain text: show it as text, never as HTML). A message may carry a file
 * (`attachment`, a private file of kind `chat-attachment` served to the two parties and admins by
 * `GET /api/files/:id`); its `text` may then be empty.
 */
export const RoomMessage = z
  .object({
    id: z.string(),
    booking_id: z.string(),
    sender_role: z.enum(['client', 'consultant']),
    text: z.string(),
    attachment: orNull(PrivateFile),
    /** when the other party read it */
    read_at: Instant.nullable(),
    created_at: Instant,
  })
  .meta({ id: 'RoomMessage' });

/**
 * One visit of a party to the room of a booking (its connections merged: overlapping ones, and those
 * less than two minutes apart, such as a reconnection, make one visit). `left_at` is `null` while the
 * party is in the room; a connection the server could not close (a crash) counts until the room closed.
 */
export const RoomVisit = z
  .object({
    role: z.enum(['client', 'consultant']),
    joined_at: Instant,
    left_at: Instant.nullable(),
  })
  .meta({ id: 'RoomVisit' });

/** A file sent in the chat (multipart): PDF, JPG, PNG or WebP by content, and an optional caption. */
export const RoomFileRequest = z
  .object({
    /** the file (PDF, JPG, PNG or WebP, checked by content; private), required */
    file: FilePart.optional(),
    /** a caption, 0–4000 characters of plain text */
    text: z.string().max(4000).optional(),
  })
  .strict();

const error = (description: string) => ({ description, schema: ApiErrorBody });
const roomParams = z.object({ roomId: z.string() });
const bookingParams = z.object({ id: z.string() });
const notFound = error('Unknown room, not a party of its booking, or the booking is cancelled');
const notOpen = error('`RoomNotOpen`: the room is not open yet or closed already (`details.state`, `details.opens_at`, `details.closes_at`)');

/** The routes of one side (`client` or `consultant`). */
function roomRoutes(side: 'client' | 'consultant') {
  return {
    room: route({
      method: 'GET',
      path: `/${side}/rooms/:roomId`,
      summary: 'The consultation room of one of the caller’s bookings, and whether it is open',
      description: 'Too early or closed is a 200 with that `state`, so that the page can count down to `opens_at`.',
      tag: TAG,
      access: 'signed-in',
      params: roomParams,
      responses: ok(dataOf(Room), { 404: notFound }),
    }),
    iceServers: route({
      method: 'GET',
      path: `/${side}/rooms/:roomId/ice-servers`,
      summary: 'The STUN/TURN servers of an open room, TURN with short-lived credentials',
      description:
        'TURN credentials follow coturn’s `use-auth-secret`: `username` is `<expiry unix seconds>:<user id>` (the account’s documentId), `credential` is base64(HMAC-SHA1(secret, username)).',
      tag: TAG,
      access: 'signed-in',
      params: roomParams,
      responses: ok(dataOf(IceServers), { 404: notFound, 409: notOpen }),
    }),
    sendFile: route({
      method: 'POST',
      path: `/${side}/rooms/:roomId/files`,
      summary: 'Send a file (PDF, JPG, PNG or WebP) in the chat of an open room, with an optional caption',
      description:
        'Multipart: `file` (required; its type is read from its content; private: `attachment.url` serves it to both parties and admins, every read audited) and `text` (a caption, 0–4000 characters, trimmed). ' +
        'The other party’s sockets get `chat:message` with the message, as for a `chat:send`. At most 10 files a minute per user: past that, 429 `TooManyRequests` with `Retry-After`.',
      tag: TAG,
      access: 'signed-in',
      params: roomParams,
      bodyType: 'multipart',
      body: RoomFileRequest,
      responses: {
        201: { description: 'Sent', schema: dataOf(RoomMessage) },
        404: notFound,
        409: notOpen,
        ...unsupportedFile,
        429: error('`TooManyRequests`: more than 10 files in a minute (`details.retry_after_seconds`, `Retry-After`)'),
      },
    }),
    messages: route({
      method: 'GET',
      path: `/${side}/bookings/:id/messages`,
      summary: 'The chat messages of one of the caller’s bookings, oldest first',
      tag: TAG,
      access: 'signed-in',
      params: bookingParams,
      query: paginationQuery(50, 200),
      responses: ok(listOf(RoomMessage), { 404: error('Not one of the caller’s bookings') }),
    }),
  };
}

/** Routes of `api::client.rooms`. */
export const clientRoomRoutes = roomRoutes('client');

/** Routes of `api::consultant.rooms`. */
export const consultantRoomRoutes = roomRoutes('consultant');
