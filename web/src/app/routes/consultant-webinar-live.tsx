/** Route module of `/consultant/webinars/:id/live`: the host's live session of its webinar (lazy-loaded; see app/router.tsx). */
import { WebinarRoomPage } from '../../features/webinar-room/components/webinar-room-page';

/** The page. */
export function Component() {
  return <WebinarRoomPage role="consultant" />;
}
