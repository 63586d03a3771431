/** Route module of `/consultant/my-booking` (lazy-loaded; see app/router.tsx): the consultant's bookings. */
import { BookingsListPage } from '../../features/bookings/components/bookings-list-page';

/** The page. */
export function Component() {
  return <BookingsListPage role="consultant" />;
}
