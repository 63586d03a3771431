/** The client's complaints (contract: `contracts/complaints.ts`; controller: `lib/complaint-http.ts`). */
import { clientComplaintRoutes } from '../../../contracts/complaints';
import { complaintController } from '../../../lib/complaint-http';

export default complaintController(clientComplaintRoutes);
