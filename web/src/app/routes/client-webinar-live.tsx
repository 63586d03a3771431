/** Route module of `/client/webinars/:id/live`: an attendee's live session of a webinar (lazy-loaded; see app/router.tsx). */
import { WebinarRoomPage } from '../../features/webinar-room/components/webinar-room-page';

/** The page. */
export function Component() {
  return <WebinarRoomPage role="client" />;
}
