/**
 * Routes of the admin surface `/api/admin-panel/` (DESIGN §2); account routes live in api/account.
 * Web settings and media uploads, coupons, the consultant review and the actions on clients and admins are built from their contracts
 * (`contracts/admin.ts`, `contracts/admin-people.ts`); the admin resources (`../resources`) from their
 * declarations (`lib/admin-resource`).
 */
import { consultantReviewRoutes, couponRoutes } from '../../../contracts/admin';
import { adminActionRoutes, clientActionRoutes } from '../../../contracts/admin-people';
import { adminContentRoutes } from '../../../contracts/admin-content';
import { routesOf } from '../../../lib/contract-routes';
import { strapiRoutesOfResource } from '../../../lib/admin-resource';
import { adminResources } from '../resources';

export default {
  routes: [
    ...routesOf('content', adminContentRoutes),
    ...routesOf('consultants', consultantReviewRoutes),
    ...routesOf('coupons', couponRoutes),
    ...routesOf('clients', clientActionRoutes),
    ...routesOf('admins', adminActionRoutes),
    ...adminResources.flatMap(strapiRoutesOfResource),
  ],
};
