/** Route module for the expert-detail route (lazy-loaded; see app/router.tsx): the expert's page with the bookings feature's panel. */
import { BookingPanel } from '../../features/bookings/components/booking-panel';
import { ExpertDetailPage } from '../../features/experts/components/expert-detail-page';

/** The page, composed of the experts and bookings features. */
export function Component() {
  return <ExpertDetailPage bookingPanel={(consultantId) => <BookingPanel consultantId={consultantId} />} />;
}
