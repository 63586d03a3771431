/**
 * Public routes of the client surface `/api/client/` (DESIGN §2), built from their contracts: the
 * catalogue, the expert search, the contact form and the waiting list. The `global::role-surface` middleware enforces
 * `x-api-key`, picks the locale and refuses query parameters a route's contract does not declare.
 */
import { routesOf } from '../../../lib/contract-routes';
import { catalogueRoutes, contactRoutes } from '../../../contracts/catalogue';
import { expertRoutes } from '../../../contracts/experts';
import { waitingListRoutes } from '../../../contracts/waiting-list';

export default {
  routes: [...routesOf('catalogue', catalogueRoutes), ...routesOf('experts', expertRoutes), ...routesOf('contact-us', contactRoutes), ...routesOf('waiting-list', waitingListRoutes)],
};
