/**
 * The HTTP door of the consultation room (contract: `contracts/room.ts`): the room's state, its ICE
 * servers, its chat history and the files sent in its chat, for the client and the consultant surfaces
 * alike. Who may enter and when is decided by `services.roomAccess()` (the same rule as the Socket.IO
 * handshake); a file sent here reaches the other party's sockets through `room-broadcast`, as a
 * `chat:send` message does.
 */
import type { clientRoomRoutes } from '../contracts/room';
import { ApiError, notFound } from '../lib/http-errors';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../lib/http';
import { t, type Locale } from '../lib/messages';
import { listBody } from '../lib/pagination';
import { consume } from '../lib/rate-limit';
import { roleOf } from '../lib/roles';
import { services } from '../lib/services';
import { ACCEPTED, checkedUpload, uploadedFile } from '../lib/uploads';
import { closeAfterMinutes, openBeforeMinutes, type RoomEntry, type RoomUser } from '../api/booking/services/room-access';
import { captionText } from '../api/booking/services/room-chat';
import { iceServersFor } from './ice-servers';
import { announceMessage } from './room-broadcast';

type RoomRoutes = typeof clientRoomRoutes;

/** The caller as a room party (client or consultant surface). */
function roomUser(ctx: ApiContext): RoomUser {
  return { userId: accountOf(ctx).id, role: roleOf(ctx) === 'consultant' ? 'consultant' : 'client' };
}

/**
 * The room `roomId` of the caller when it is open.
 * @throws ApiError 404 for anyone but its parties (or a cancelled booking), 409 `RoomNotOpen` outside its
 *   window (`details.state`, `details.opens_at`, `details.closes_at`)
 */
async function openRoom(ctx: ApiContext, roomId: string, locale: Locale): Promise<RoomEntry> {
  const entry = await services.roomAccess().find(roomUser(ctx), roomId);
  if (!entry) throw notFound(t(locale, 'room.notFound'));
  if (entry.state !== 'open') {
    throw new ApiError(409, 'RoomNotOpen', t(locale, 'room.notOpen', { before: openBeforeMinutes(), after: closeAfterMinutes() }), {
      state: entry.state,
      opens_at: entry.opensAt.toISOString(),
      closes_at: entry.closesAt.toISOString(),
    });
  }
  return entry;
}

/**
 * The controller of one side's room routes.
 * @param routes - that side's contracts (`clientRoomRoutes` or `consultantRoomRoutes`)
 */
export function roomController(routes: RoomRoutes) {
  return {
    /** The room's booking, counterpart, state and window; 404 for anyone but its parties. */
    async room(ctx: ApiContext) {
      const { roomId } = readParams(ctx, routes.room, 'room.notFound');
      const entry = await services.roomAccess().find(roomUser(ctx), roomId);
      if (!entry) throw notFound(t(localeOf(ctx), 'room.notFound'));
      const { booking } = entry;
      reply(ctx, routes.room, 200, {
        data: {
          room_id: booking.room_id ?? roomId,
          booking: {
            id: booking.documentId,
            start: new Date(booking.start as string).toISOString(),
            end: new Date(booking.end as string).toISOString(),
            status: booking.status ?? 'confirmed',
          },
          counterpart: { id: entry.counterpartId, display_name: entry.counterpartName },
          state: entry.state,
          opens_at: entry.opensAt.toISOString(),
          closes_at: entry.closesAt.toISOString(),
        },
      });
    },

    /** The ICE servers of an open room. 404 for anyone but its parties, 409 `RoomNotOpen` outside its window. */
    async iceServers(ctx: ApiContext) {
      const { roomId } = readParams(ctx, routes.iceServers, 'room.notFound');
      await openRoom(ctx, roomId, localeOf(ctx));
      reply(ctx, routes.iceServers, 200, { data: iceServersFor(accountOf(ctx).documentId) });
    },

    /**
     * A file sent in the chat of an open room (multipart `file`, optional `text` caption): stored as a
     * private file, announced to the other party (`chat:message`), answered 201 with the message.
     * 404 for anyone but its parties, 409 `RoomNotOpen` outside its window, 400 without a file or with a
     * caption over 4000 characters, 413 too big, 415 `UnsupportedFileType` (not PDF, JPG, PNG or WebP by
     * content), 429 past 10 files a minute from the same user.
     */
    async sendFile(ctx: ApiContext) {
      const { roomId } = readParams(ctx, routes.sendFile, 'room.notFound');
      const locale = localeOf(ctx);
      const user = roomUser(ctx);
      const entry = await openRoom(ctx, roomId, locale);
      const caption = captionText(readBody(ctx, routes.sendFile).text);
      await consume(locale, [['roomFilesPerUser', String(user.userId)]], { message: 'room.tooManyFiles' });
      const upload = await checkedUpload(uploadedFile(ctx), ACCEPTED.chat, locale);
      const message = await services.roomChat().sendFile(entry.booking.documentId, user.userId, user.role, upload, caption);
      announceMessage(message);
      reply(ctx, routes.sendFile, 201, { data: message });
    },

    /** The chat messages of one of the caller's bookings, oldest first, one page. */
    async messages(ctx: ApiContext) {
      const { id } = readParams(ctx, routes.messages, 'booking.notFound');
      const query = readQuery(ctx, routes.messages);
      const booking = await services.roomAccess().ownBooking(roomUser(ctx), id);
      if (!booking) throw notFound(t(localeOf(ctx), 'booking.notFound'));
      const { rows, total } = await services.roomChat().list(booking.id, (query.page - 1) * query.pageSize, query.pageSize);
      reply(ctx, routes.messages, 200, listBody(rows, query.page, query.pageSize, total));
    },
  };
}
