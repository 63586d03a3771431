/**
 * Route module of `/consultant/dashboard` (lazy-loaded; see app/router.tsx): the account dashboard
 * (welcome, e-mail, role) with the consultant's profile status, missing sections and timings.
 */
import { DashboardPage } from '../../features/account/components/dashboard-page';
import { ConsultantOverview } from '../../features/consultant/components/consultant-overview';

/** The page. */
export function Component() {
  return <DashboardPage details={<ConsultantOverview />} />;
}
