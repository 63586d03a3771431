/**
 * The ONE Socket.IO client factory of the web site (DESIGN §4 "Consultation room"; docs/api-room.md
 * "Socket.IO"), the real-time counterpart of `lib/api-client`: same origin as the API, path
 * `/socket.io`, and the same three things every API call carries:
 *
 * - `auth: { apiKey, token, roomId }`: the public application key (`x-api-key` on HTTP), the JWT of
 *   the role's session, the booking's `room_id`. `auth` is a function, so every (re)connection sends
 *   the session's CURRENT token (one renewed by `lib/session-refresh` meanwhile is picked up);
 * - `Accept-Language`: the interface language, as an extra header of the handshake's first request
 *   (long-polling, which can carry headers; the connection then upgrades to WebSocket). The server
 *   answers refusals and chat errors in that language (`cms/src/realtime/handshake.ts`).
 *
 * A refused connection emits `connect_error` whose `data.code` says why ({@link RoomRefusalCode});
 * see {@link refusalOf}.
 *
 * @module lib/socket
 */
import { io, type Socket } from 'socket.io-client';
import { getPublicApiKey } from '../config/env';
import type { Language, Role } from '../config/constants';
import { currentLanguage, i18n } from './i18n';
import { isLoggedIn, sessions } from './session';

/** Why the server refused a room connection (`connect_error` `data.code`, docs/api-room.md). */
export type RoomRefusalCode = 'unauthorized' | 'not_found' | 'too_early' | 'closed' | 'failed' | 'too_many';

/** A refused room connection. */
export interface RoomRefusal {
  code: RoomRefusalCode;
  /** `too_early`: when the room opens (UTC ISO 8601). */
  opens_at?: string;
  /** `closed`: when the room closed (UTC ISO 8601). */
  closed_at?: string;
  /** `too_many`: seconds before the server accepts another connection from this address. */
  retry_after_seconds?: number;
  /** The server's message, in the handshake's language. */
  message: string;
}

/** Options of {@link createRoomSocket}. */
export interface RoomSocketOptions {
  /** Whose session (token) connects: the room's client or consultant. */
  role: Extract<Role, 'client' | 'consultant'>;
  /** The booking's `room_id` (a consultation room)… */
  roomId?: string;
  /** …or the webinar's id (its live session, docs/webinar-room.md); also sent in the query, so that the
   * reverse proxy keeps a webinar's connections on the one instance that holds its media. */
  webinarId?: string;
  /** `Accept-Language` of the handshake; default the interface language. */
  language?: Language;
  /** Origin of the server; default the page's own (the API's origin, DESIGN §1). */
  origin?: string;
  /** Default `true`: connect at once. */
  autoConnect?: boolean;
}

/**
 * Creates the Socket.IO client of one room. Reconnection (with Socket.IO's back-off) is on for
 * transport failures; a refusal by the server's handshake is not retried by Socket.IO itself (the
 * caller decides, see {@link refusalOf}).
 *
 * @returns an unconnected socket when `autoConnect` is `false`, else a connecting one.
 */
export function createRoomSocket({ role, roomId, webinarId, language, origin, autoConnect = true }: RoomSocketOptions): Socket {
  const url = origin ?? window.location.origin;
  return io(url, {
    path: '/socket.io',
    autoConnect,
    forceNew: true,
    ...(webinarId ? { query: { webinar: webinarId } } : {}),
    auth: (send) => {
      const session = sessions.get(role);
      send({ apiKey: getPublicApiKey(), token: isLoggedIn(session) ? session.Token : '', ...(webinarId ? { webinarId } : { roomId }) });
    },
    extraHeaders: { 'Accept-Language': language ?? currentLanguage(i18n) },
  });
}

const CODES: readonly RoomRefusalCode[] = ['unauthorized', 'not_found', 'too_early', 'closed', 'failed', 'too_many'];

/**
 * The refusal carried by a `connect_error`, or `null` for a transport failure (server unreachable,
 * network down), which Socket.IO retries by itself.
 *
 * @param error - the `connect_error` argument.
 */
export function refusalOf(error: unknown): RoomRefusal | null {
  if (!(error instanceof Error)) return null;
  const data = (error as Error & { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { code, opens_at: opensAt, closed_at: closedAt, retry_after_seconds: retryAfter } = data as { code?: unknown; opens_at?: unknown; closed_at?: unknown; retry_after_seconds?: unknown };
  if (typeof code !== 'string' || !(CODES as readonly string[]).includes(code)) return null;
  return {
    code: code as RoomRefusalCode,
    ...(typeof opensAt === 'string' ? { opens_at: opensAt } : {}),
    ...(typeof closedAt === 'string' ? { closed_at: closedAt } : {}),
    ...(typeof retryAfter === 'number' ? { retry_after_seconds: retryAfter } : {}),
    message: error.message,
  };
}
