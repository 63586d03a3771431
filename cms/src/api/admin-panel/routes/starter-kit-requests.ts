/**
 * The back office's action on starter-kit requests (`POST /admin-panel/starter-kit-requests/:id/resend`),
 * built from its contract (`contracts/starter-kit.ts`); the list and the record come from the admin
 * resource (`../resources/starter-kit-requests.ts`).
 */
import { starterKitActionRoutes } from '../../../contracts/starter-kit';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('starter-kit-requests', starterKitActionRoutes) };
