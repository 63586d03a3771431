/** Route module of `/client/room/:roomid`: the client's consultation room (lazy-loaded; see app/router.tsx). */
import { RoomPage } from '../../features/consultation-room/components/room-page';

/** The page. */
export function Component() {
  return <RoomPage role="client" />;
}
