/**
 * The back office's action on webinars (`POST /admin-panel/webinars/:id/cancel`), built from its contract
 * (`contracts/admin-webinars.ts`); the list, the record and the trash come from the admin resource
 * (`../resources/webinars.ts`).
 */
import { webinarActionRoutes } from '../../../contracts/admin-webinars';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('webinars', webinarActionRoutes) };
