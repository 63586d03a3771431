/**
 * Route module of `/consultant/room/:roomid`: the consultant's consultation room, with the client's
 * file and the session note beside the call (lazy-loaded; see app/router.tsx).
 */
import { RoomClientPanel } from '../../features/bookings/components/room-client-panel';
import { RoomPage } from '../../features/consultation-room/components/room-page';

/** The page. */
export function Component() {
  return <RoomPage role="consultant" sidePanel={(room, timeZone) => <RoomClientPanel bookingId={room.booking.id} clientId={room.counterpart.id} timeZone={timeZone} />} />;
}
