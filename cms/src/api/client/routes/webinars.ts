/**
 * Webinar routes of the client surface (docs/api-webinars.md), built from their contracts: the list and
 * the detail are public, registrations need a signed-in client.
 */
import { clientWebinarRoutes } from '../../../contracts/webinars';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('webinars', clientWebinarRoutes) };
