/** Route module of `/client/my-booking` (lazy-loaded; see app/router.tsx): the client's bookings. */
import { BookingsListPage } from '../../features/bookings/components/bookings-list-page';

/** The page. */
export function Component() {
  return <BookingsListPage role="client" />;
}
