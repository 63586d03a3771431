/** Route of the free starter kit and brochure, built from its contract (`contracts/starter-kit.ts`). */
import { starterKitRoutes } from '../../../contracts/starter-kit';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('starter-kit', starterKitRoutes) };
