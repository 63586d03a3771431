/**
 * Route module of `/client/dashboard` (lazy-loaded; see app/router.tsx): the account dashboard (welcome,
 * e-mail, role) with the client's next booking, forms to do and favourites, and their upcoming webinars.
 */
import { DashboardPage } from '../../features/account/components/dashboard-page';
import { ClientOverview } from '../../features/client/components/client-overview';
import { ClientWebinars } from '../../features/webinars/components/client-webinars';

/** The page. */
export function Component() {
  return (
    <DashboardPage
      details={
        <>
          <ClientOverview />
          <ClientWebinars />
        </>
      }
    />
  );
}
