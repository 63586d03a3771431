/**
 * Route module of `/consultant/dashboard` (lazy-loaded; see app/router.tsx): the account dashboard
 * (welcome, e-mail, role), then the consultant's bookings (next appointment, today, the week, totals,
 * health assessments to read, recent notes), then the profile status, missing sections and timings.
 */
import { DashboardPage } from '../../features/account/components/dashboard-page';
import { ConsultantBookingsOverview } from '../../features/bookings/components/consultant-bookings-overview';
import { ConsultantOverview } from '../../features/consultant/components/consultant-overview';

/** The page. */
export function Component() {
  return (
    <DashboardPage
      details={
        <>
          <ConsultantBookingsOverview />
          <ConsultantOverview />
        </>
      }
    />
  );
}
