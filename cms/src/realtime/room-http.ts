/**
 * The HTTP door of the consultation room (contract: `contracts/room.ts`): the room's state, its ICE
 * servers and its chat history, for the client and the consultant surfaces alike. Who may enter and
 * when is decided by `services.roomAccess()` (the same rule as the Socket.IO handshake).
 */
import type { clientRoomRoutes } from '../contracts/room';
import { ApiError, notFound } from '../lib/http-errors';
import { accountOf, localeOf, readParams, readQuery, reply, type ApiContext } from '../lib/http';
import { t } from '../lib/messages';
import { listBody } from '../lib/pagination';
import { roleOf } from '../lib/roles';
import { services } from '../lib/services';
import { closeAfterMinutes, openBeforeMinutes, type RoomUser } from '../api/booking/services/room-access';
import { iceServersFor } from './ice-servers';

type RoomRoutes = typeof clientRoomRoutes;

/** The caller as a room party (client or consultant surface). */
function roomUser(ctx: ApiContext): RoomUser {
  return { userId: accountOf(ctx).id, role: roleOf(ctx) === 'consultant' ? 'consultant' : 'client' };
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
          counterpart: { display_name: entry.counterpartName },
          state: entry.state,
          opens_at: entry.opensAt.toISOString(),
          closes_at: entry.closesAt.toISOString(),
        },
      });
    },

    /** The ICE servers of an open room. 404 for anyone but its parties, 409 `RoomNotOpen` outside its window. */
    async iceServers(ctx: ApiContext) {
      const { roomId } = readParams(ctx, routes.iceServers, 'room.notFound');
      const locale = localeOf(ctx);
      const entry = await services.roomAccess().find(roomUser(ctx), roomId);
      if (!entry) throw notFound(t(locale, 'room.notFound'));
      if (entry.state !== 'open') {
        throw new ApiError(409, 'RoomNotOpen', t(locale, 'room.notOpen', { before: openBeforeMinutes(), after: closeAfterMinutes() }), {
          state: entry.state,
          opens_at: entry.opensAt.toISOString(),
          closes_at: entry.closesAt.toISOString(),
        });
      }
      reply(ctx, routes.iceServers, 200, { data: iceServersFor(accountOf(ctx).documentId) });
    },

    /** The chat messages of one of the caller's bookings, oldest first, one page. */
    async messages(ctx: ApiContext) {
      const { id } = readParams(ctx, routes.messages, 'booking.notFound');
      const query = readQuery(ctx, routes.messages);
      const booking = await services.roomAccess().ownBooking(roomUser(ctx), id);
      if (!booking) throw notFound(t(localeOf(ctx), 'booking.notFound'));
      const { rows, total } = await services.roomChat().list(booking.id, query.page, query.pageSize);
      reply(ctx, routes.messages, 200, listBody(rows, query.page, query.pageSize, total));
    },
  };
}
