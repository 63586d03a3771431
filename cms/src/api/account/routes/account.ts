/**
 * Account routes of the three surfaces (docs/api-auth.md; contracts: `contracts/account.ts`): the same
 * paths under /api/client and /api/consultant; admins only sign in, refresh, sign out, reset and change
 * their password under /api/admin-panel.
 */
import { routesOf } from '../../../lib/contract-routes';
import { adminAccountRoutes, clientAccountRoutes, consultantAccountRoutes } from '../../../contracts/account';

export default {
  routes: [...routesOf('auth', clientAccountRoutes), ...routesOf('auth', consultantAccountRoutes), ...routesOf('auth', adminAccountRoutes)],
};
