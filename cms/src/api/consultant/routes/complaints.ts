/** Routes of the consultant's complaints, built from their contracts (`contracts/complaints.ts`). */
import { consultantComplaintRoutes } from '../../../contracts/complaints';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('complaints', consultantComplaintRoutes) };
