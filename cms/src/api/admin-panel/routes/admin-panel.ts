/**
 * Routes of the admin surface `/api/admin-panel/` (DESIGN §2); account routes live in api/account.
 * Coupons and the consultant review are built from their contracts (`contracts/admin.ts`).
 */
import { consultantReviewRoutes, couponRoutes } from '../../../contracts/admin';
import { adminWebSettingRoutes } from '../../../contracts/account';
import { routesOf } from '../../../lib/contract-routes';

export default {
  routes: [...routesOf('web-setting', adminWebSettingRoutes), ...routesOf('consultants', consultantReviewRoutes), ...routesOf('coupons', couponRoutes)],
};
