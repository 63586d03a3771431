/** Route module of `/booking/:token`, behind the client guard (lazy-loaded; see app/router.tsx). */
import { RequireSession } from '../../features/account/components/require-session';
import { BookingDetailsPage } from '../../features/bookings/components/booking-details-page';

/** The page. */
export function Component() {
  return (
    <RequireSession role="client">
      <BookingDetailsPage />
    </RequireSession>
  );
}
