/**
 * Routes of the admin surface `/api/admin-panel/` (DESIGN §2); account routes live in api/account.
 * Web settings and media uploads, the consultant review, the actions on clients, admins and bookings,
 * the workflow of complaints and the dashboard are built from their contracts
 * (`contracts/admin-content.ts`, `contracts/admin.ts`, `contracts/admin-people.ts`,
 * `contracts/admin-bookings.ts`, `contracts/admin-complaints.ts`); the admin resources (`../resources`)
 * from their declarations (`lib/admin-resource`).
 */
import { consultantReviewRoutes } from '../../../contracts/admin';
import { bookingActionRoutes, bookingMessageRoutes, dashboardRoutes } from '../../../contracts/admin-bookings';
import { adminActionRoutes, clientActionRoutes } from '../../../contracts/admin-people';
import { adminContentRoutes } from '../../../contracts/admin-content';
import { complaintActionRoutes } from '../../../contracts/admin-complaints';
import { routesOf } from '../../../lib/contract-routes';
import { strapiRoutesOfResource } from '../../../lib/admin-resource';
import { adminResources } from '../resources';

export default {
  routes: [
    ...routesOf('content', adminContentRoutes),
    ...routesOf('consultants', consultantReviewRoutes),
    ...routesOf('clients', clientActionRoutes),
    ...routesOf('admins', adminActionRoutes),
    ...routesOf('bookings', bookingActionRoutes),
    ...routesOf('bookings', bookingMessageRoutes),
    ...routesOf('complaints', complaintActionRoutes),
    ...routesOf('dashboard', dashboardRoutes),
    ...adminResources.flatMap(strapiRoutesOfResource),
  ],
};
