/**
 * Public routes of the client surface `/api/client/` (DESIGN §2), built from their contracts: the
 * catalogue, the expert search, the contact form and the newsletter. The `global::role-surface` middleware enforces
 * `x-api-key`, picks the locale and refuses query parameters a route's contract does not declare.
 */
import { routesOf } from '../../../lib/contract-routes';
import { catalogueRoutes, contactRoutes } from '../../../contracts/catalogue';
import { expertRoutes } from '../../../contracts/experts';
import { newsletterRoutes } from '../../../contracts/newsletter';

export default {
  routes: [...routesOf('catalogue', catalogueRoutes), ...routesOf('experts', expertRoutes), ...routesOf('contact-us', contactRoutes), ...routesOf('newsletter', newsletterRoutes)],
};
