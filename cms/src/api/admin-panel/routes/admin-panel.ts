/**
 * Routes of the admin surface `/api/admin-panel/` (DESIGN §2); account routes live in api/account.
 * The consultant review, the actions on clients, admins and bookings, and the dashboard are built from
 * their contracts (`contracts/admin.ts`, `contracts/admin-people.ts`, `contracts/admin-bookings.ts`);
 * the admin resources (`../resources`) from their declarations (`lib/admin-resource`).
 */
import { consultantReviewRoutes } from '../../../contracts/admin';
import { bookingActionRoutes, dashboardRoutes } from '../../../contracts/admin-bookings';
import { adminActionRoutes, clientActionRoutes } from '../../../contracts/admin-people';
import { adminWebSettingRoutes } from '../../../contracts/account';
import { routesOf } from '../../../lib/contract-routes';
import { strapiRoutesOfResource } from '../../../lib/admin-resource';
import { adminResources } from '../resources';

export default {
  routes: [
    ...routesOf('web-setting', adminWebSettingRoutes),
    ...routesOf('consultants', consultantReviewRoutes),
    ...routesOf('clients', clientActionRoutes),
    ...routesOf('admins', adminActionRoutes),
    ...routesOf('bookings', bookingActionRoutes),
    ...routesOf('dashboard', dashboardRoutes),
    ...adminResources.flatMap(strapiRoutesOfResource),
  ],
};
