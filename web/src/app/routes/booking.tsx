/** Route module of `/booking/:token`, behind the client guard (lazy-loaded; see app/router.tsx). */
import Container from '@mui/material/Container';
import { RequireSession } from '../../features/account/components/require-session';
import { TimeZoneNotice } from '../../features/account/components/time-zone-notice';
import { BookingDetailsPage } from '../../features/bookings/components/booking-details-page';
import { SessionReview } from '../../features/reviews/components/session-review';

/** The page, with the notice when the device's time zone is not the profile's, and "Rate this session" once it has begun. */
export function Component() {
  return (
    <RequireSession role="client">
      <Container maxWidth="md">
        <TimeZoneNotice role="client" />
      </Container>
      <BookingDetailsPage after={(booking) => <SessionReview bookingId={booking.id} />} />
    </RequireSession>
  );
}
