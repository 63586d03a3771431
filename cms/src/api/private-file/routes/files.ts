/**
 * Route of the private files (contract: `contracts/files.ts`): who may read a file is decided in the
 * controller (404 for anyone else), so the route itself takes any caller with the application key.
 */
import { routesOf } from '../../../lib/contract-routes';
import { fileRoutes } from '../../../contracts/files';

export default { routes: routesOf('files', fileRoutes) };
