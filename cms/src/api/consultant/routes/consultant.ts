/**
 * Routes of the consultant surface `/api/consultant/` (DESIGN §2; docs/api-consultant.md). Account
 * routes live in api/account; everything here but the web settings needs a signed-in consultant. The
 * profile routes are built from their contracts (`contracts/consultant-profile.ts`).
 */
import { routesOf } from '../../../lib/contract-routes';
import { consultantWebSettingRoutes } from '../../../contracts/account';
import { consultantProfileRoutes } from '../../../contracts/consultant-profile';

export default {
  routes: [...routesOf('web-setting', consultantWebSettingRoutes), ...routesOf('profile', consultantProfileRoutes)],
};
