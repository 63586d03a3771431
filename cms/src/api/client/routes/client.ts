/**
 * Public routes of the client surface `/api/client/` (DESIGN §2), built from their contracts: the
 * catalogue, the expert search, the contact form, the waiting list and the newsletter. The `global::role-surface` middleware enforces
 * `x-api-key`, picks the locale and refuses query parameters a route's contract does not declare.
 */
import { routesOf } from '../../../lib/contract-routes';
import { catalogueRoutes, contactRoutes } from '../../../contracts/catalogue';
import { expertRoutes } from '../../../contracts/experts';
import { newsletterRoutes } from '../../../contracts/newsletter';
import { waitingListRoutes } from '../../../contracts/waiting-list';

export default {
  routes: [
    ...routesOf('catalogue', catalogueRoutes),
    ...routesOf('experts', expertRoutes),
    ...routesOf('contact-us', contactRoutes),
    ...routesOf('waiting-list', waitingListRoutes),
    ...routesOf('newsletter', newsletterRoutes),
  ],
};
