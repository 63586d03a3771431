/** Routes of the client's complaints, built from their contracts (`contracts/complaints.ts`). */
import { clientComplaintRoutes } from '../../../contracts/complaints';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('complaints', clientComplaintRoutes) };
