/**
 * Route module for the expert-detail route (lazy-loaded; see app/router.tsx): the expert's page with the
 * bookings feature's panel, the reviews feature's reviews and the webinars feature's list of the expert's
 * upcoming webinars.
 */
import { TimeZoneNotice } from '../../features/account/components/time-zone-notice';
import { BookingPanel } from '../../features/bookings/components/booking-panel';
import { ExpertDetailPage } from '../../features/experts/components/expert-detail-page';
import { ExpertReviews } from '../../features/reviews/components/expert-reviews';
import { ExpertWebinars } from '../../features/webinars/components/expert-webinars';

/**
 * The page, composed of the experts and bookings features; the booking review shows the client area's
 * notice when the device's time zone is not the one of the client's profile.
 */
export function Component() {
  return (
    <ExpertDetailPage
      bookingPanel={(consultantId, consultantName) => <BookingPanel consultantId={consultantId} consultantName={consultantName} zoneNotice={<TimeZoneNotice role="client" />} />}
      more={(consultantId) => (
        <>
          <ExpertReviews consultantId={consultantId} />
          <ExpertWebinars consultantId={consultantId} />
        </>
      )}
    />
  );
}
