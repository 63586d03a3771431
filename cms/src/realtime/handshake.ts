/**
 * The Socket.IO handshake of the consultation room (DESIGN §4 "Consultation room"): who may connect.
 * The client sends `auth: { apiKey, token, roomId }`:
 * - `apiKey`: the application key (`PUBLIC_API_KEY`, as `x-api-key` on HTTP);
 * - `token`: the user's JWT of the client or consultant surface;
 * - `roomId`: the booking's `room_id`;
 * - or, for the live session of a webinar, `webinarId`: the webinar's id (documentId), whose rule is
 *   `lib/webinars/live-session` (`admitLive`: the host on the consultant side, a registered client on the
 *   client side, the room's window and refusals).
 * A refused connection gets a `connect_error` whose `data.code` says why: `unauthorized` (wrong or
 * missing key, bad or revoked token, a role other than client or consultant), or the room rule's
 * refusal (`services.roomAccess().admit`): `not_found`, `too_early` (with `data.opens_at`) or `closed`
 * (with `data.closed_at`); `failed` when the server could not decide (try again); `too_many` (with
 * `data.retry_after_seconds`) past the connections allowed from one client address in a minute
 * (`socketHandshakesPerIp`, lib/rate-limit), counted before anything else is read. The message is in
 * the language of the `Accept-Language` header (fr default).
 */
import type { Socket } from 'socket.io';
import { isPublicApiKey } from '../lib/api-key';
import { ApiError } from '../lib/http-errors';
import { clientAddress, proxySettings } from '../lib/proxy';
import { countEvent, LIMITS } from '../lib/rate-limit';
import { resolveLocale, t, type Locale } from '../lib/messages';
import { services } from '../lib/services';
import type { RoomRefusal, RoomRole } from '../api/booking/services/room-access';
import { clock } from '../contracts/clock';
import { admitLive, type LiveRole } from '../lib/webinars/live-session';

/** What an accepted socket carries in `socket.data`. */
export interface RoomSocketData {
  userId: number;
  role: RoomRole;
  locale: Locale;
  /** the booking's numeric row id and documentId */
  bookingId: number;
  bookingDocumentId: string;
  roomId: string;
  /** the room closes at this instant (epoch ms) */
  closesAt: number;
}

/** What an accepted socket of a webinar's live session carries in `socket.data`. */
export interface WebinarSocketData {
  kind: 'webinar';
  userId: number;
  /** the user's documentId (its TURN credentials are named after it) */
  userDocumentId: string;
  role: LiveRole;
  locale: Locale;
  /** the name the others see */
  displayName: string;
  webinarRowId: number;
  webinarId: string;
  title: string;
  /** the session closes at this instant (epoch ms) */
  closesAt: number;
}

/** What any accepted socket carries: a consultation room's party or a webinar's participant. */
export type RealtimeSocketData = RoomSocketData | WebinarSocketData;

/** Whether `data` is a webinar participant's. */
export const isWebinarSocket = (data: RealtimeSocketData): data is WebinarSocketData => (data as WebinarSocketData).kind === 'webinar';

/** The error a refused handshake answers with (`connect_error` on the client side). */
export class HandshakeError extends Error {
  data: { code: 'unauthorized' | 'failed' } | { code: 'too_many'; retry_after_seconds: number } | RoomRefusal;

  constructor(message: string, data: HandshakeError['data']) {
    super(message);
    this.data = data;
  }
}

/** The localized message of a refusal. */
function refusalMessage(locale: Locale, refusal: RoomRefusal, webinar = false): string {
  if (refusal.code === 'too_early') return t(locale, webinar ? 'webinarRoom.tooEarly' : 'room.tooEarly', { at: refusal.opens_at });
  if (refusal.code === 'closed') return t(locale, webinar ? 'webinarRoom.closed' : 'room.closed', { at: refusal.closed_at });
  return t(locale, webinar ? 'webinarRoom.notFound' : 'room.notFound');
}

/**
 * Check a connecting socket's `auth` and find its room.
 * @returns the data to keep on the accepted socket
 * @throws HandshakeError with `data.code` `too_many`, `unauthorized`, `not_found`, `too_early` or `closed`
 */
export async function admitSocket(socket: Socket, now = clock.now()): Promise<RealtimeSocketData> {
  const locale = resolveLocale(String(socket.handshake.headers['accept-language'] ?? ''));
  const address = clientAddress(socket.handshake.headers['x-forwarded-for'], socket.handshake.address, proxySettings(process.env));
  const handshakes = await countEvent('socketHandshakesPerIp', LIMITS.socketHandshakesPerIp, address);
  if (!handshakes.allowed) {
    const seconds = Math.max(1, Math.ceil(handshakes.msBeforeNext / 1000));
    throw new HandshakeError(t(locale, 'room.tooManyConnections', { seconds }), { code: 'too_many', retry_after_seconds: seconds });
  }
  const auth = (socket.handshake.auth ?? {}) as { apiKey?: unknown; token?: unknown; roomId?: unknown; webinarId?: unknown };
  const unauthorized = () => new HandshakeError(t(locale, 'room.unauthorized'), { code: 'unauthorized' });
  if (!isPublicApiKey(auth.apiKey)) throw unauthorized();
  if (typeof auth.token !== 'string' || !auth.token) throw unauthorized();
  let role: RoomRole;
  let userId: number;
  let userDocumentId: string;
  try {
    const user = await services.accounts().authenticate(`Bearer ${auth.token}`, null, locale);
    const type = user.role?.type;
    if (type !== 'client' && type !== 'consultant') throw unauthorized();
    role = type;
    userId = user.id;
    userDocumentId = user.documentId;
  } catch (error) {
    if (error instanceof ApiError || error instanceof HandshakeError) throw unauthorized();
    throw error;
  }
  if (typeof auth.webinarId === 'string') {
    const live = await admitLive(userId, role, auth.webinarId, now);
    if (live.refusal) throw new HandshakeError(refusalMessage(locale, live.refusal, true), live.refusal);
    const { entry } = live;
    return {
      kind: 'webinar',
      userId,
      userDocumentId,
      role: entry.role,
      locale,
      displayName: entry.displayName,
      webinarRowId: entry.webinarRowId,
      webinarId: entry.webinarId,
      title: entry.title,
      closesAt: entry.closesAt.getTime(),
    };
  }
  const roomId = typeof auth.roomId === 'string' ? auth.roomId : '';
  const { entry, refusal } = await services.roomAccess().admit({ userId, role }, roomId, now);
  if (refusal) throw new HandshakeError(refusalMessage(locale, refusal), refusal);
  return {
    userId,
    role,
    locale,
    bookingId: entry.booking.id,
    bookingDocumentId: entry.booking.documentId,
    roomId,
    closesAt: entry.closesAt.getTime(),
  };
}
