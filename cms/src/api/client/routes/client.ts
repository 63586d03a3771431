/**
 * Routes of the client surface `/api/client/` (DESIGN §2). Public catalogue reads for now; the
 * `global::role-surface` middleware enforces `x-api-key`, picks the locale and refuses query parameters
 * a route does not declare in `request.query` (lib/query-params) for all of them.
 */
import type { QueryShape } from '../../../lib/query-params';
import { routesOf } from '../../../lib/contract-routes';
import { catalogueRoutes, contactRoutes } from '../../../contracts/catalogue';
import { expertRoutes } from '../../../contracts/experts';

const route = (method: string, path: string, handler: string, query?: QueryShape) => ({
  method,
  path: `/client${path}`,
  handler,
  config: { auth: false as const },
  ...(query ? { request: { query } } : {}),
});

export default {
  routes: [
    ...routesOf('catalogue', catalogueRoutes),
    ...routesOf('experts', expertRoutes),
    ...routesOf('contact-us', contactRoutes),
  ],
};
