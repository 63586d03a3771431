/**
 * The Socket.IO handshake of the consultation room (DESIGN §4 "Consultation room"): who may connect.
 * The client sends `auth: { apiKey, token, roomId }`:
 * - `apiKey`: the application key (`PUBLIC_API_KEY`, as `x-api-key` on HTTP);
 * - `token`: the user's JWT of the client or consultant surface;
 * - `roomId`: the booking's `room_id`.
 * A refused connection gets a `connect_error` whose `data.code` says why: `unauthorized` (wrong or
 * missing key, bad or revoked token, a role other than client or consultant), or the room rule's
 * refusal (`services.roomAccess().admit`): `not_found`, `too_early` (with `data.opens_at`) or `closed`
 * (with `data.closed_at`); `failed` when the server could not decide (try again). The message is in the language of the `Accept-Language` header (fr default).
 */
import type { Socket } from 'socket.io';
import { isPublicApiKey } from '../lib/api-key';
import { ApiError } from '../lib/http-errors';
import { resolveLocale, t, type Locale } from '../lib/messages';
import { services } from '../lib/services';
import type { RoomRefusal, RoomRole } from '../api/booking/services/room-access';
import { clock } from '../contracts/clock';

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

/** The error a refused handshake answers with (`connect_error` on the client side). */
export class HandshakeError extends Error {
  data: { code: 'unauthorized' | 'failed' } | RoomRefusal;

  constructor(message: string, data: { code: 'unauthorized' | 'failed' } | RoomRefusal) {
    super(message);
    this.data = data;
  }
}

/** The localized message of a refusal. */
function refusalMessage(locale: Locale, refusal: RoomRefusal): string {
  if (refusal.code === 'too_early') return t(locale, 'room.tooEarly', { at: refusal.opens_at });
  if (refusal.code === 'closed') return t(locale, 'room.closed', { at: refusal.closed_at });
  return t(locale, 'room.notFound');
}

/**
 * Check a connecting socket's `auth` and find its room.
 * @returns the data to keep on the accepted socket
 * @throws HandshakeError with `data.code` `unauthorized`, `not_found`, `too_early` or `closed`
 */
export async function admitSocket(socket: Socket, now = clock.now()): Promise<RoomSocketData> {
  const locale = resolveLocale(String(socket.handshake.headers['accept-language'] ?? ''));
  const auth = (socket.handshake.auth ?? {}) as { apiKey?: unknown; token?: unknown; roomId?: unknown };
  const unauthorized = () => new HandshakeError(t(locale, 'room.unauthorized'), { code: 'unauthorized' });
  if (!isPublicApiKey(auth.apiKey)) throw unauthorized();
  if (typeof auth.token !== 'string' || !auth.token) throw unauthorized();
  let role: RoomRole;
  let userId: number;
  try {
    const user = await services.accounts().authenticate(`Bearer ${auth.token}`, null, locale);
    const type = user.role?.type;
    if (type !== 'client' && type !== 'consultant') throw unauthorized();
    role = type;
    userId = user.id;
  } catch (error) {
    if (error instanceof ApiError || error instanceof HandshakeError) throw unauthorized();
    throw error;
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
