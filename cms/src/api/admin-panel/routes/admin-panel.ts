/**
 * Routes of the admin surface `/api/admin-panel/` (DESIGN §2); account routes live in api/account.
 * Coupons and the consultant review are built from their contracts (`contracts/admin.ts`); the admin
 * resources (`../resources`) from their declarations (`lib/admin-resource`).
 */
import { consultantReviewRoutes, couponRoutes } from '../../../contracts/admin';
import { adminWebSettingRoutes } from '../../../contracts/account';
import { routesOf } from '../../../lib/contract-routes';
import { strapiRoutesOfResource } from '../../../lib/admin-resource';
import { adminResources } from '../resources';

export default {
  routes: [
    ...routesOf('web-setting', adminWebSettingRoutes),
    ...routesOf('consultants', consultantReviewRoutes),
    ...routesOf('coupons', couponRoutes),
    ...adminResources.flatMap(strapiRoutesOfResource),
  ],
};
