/**
 * Routes of the signed-in client's forms and favourites on `/api/client/` (docs/api-bookings.md
 * "Client forms"), built from their contracts (`contracts/client-forms.ts`); every one needs a
 * client's token (`global::signed-in`).
 */
import { routesOf } from '../../../lib/contract-routes';
import { clientFormRoutes, favouriteRoutes } from '../../../contracts/client-forms';

export default {
  routes: [...routesOf('forms', clientFormRoutes), ...routesOf('favourites', favouriteRoutes)],
};
