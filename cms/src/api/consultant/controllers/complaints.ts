/** The consultant's complaints (contract: `contracts/complaints.ts`; controller: `lib/complaint-http.ts`). */
import { consultantComplaintRoutes } from '../../../contracts/complaints';
import { complaintController } from '../../../lib/complaint-http';

export default complaintController(consultantComplaintRoutes);
