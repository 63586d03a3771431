/** Webinar routes of the consultant surface (docs/api-webinars.md), built from their contracts; a consultant's token is needed. */
import { consultantWebinarRoutes } from '../../../contracts/webinars';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('webinars', consultantWebinarRoutes) };
