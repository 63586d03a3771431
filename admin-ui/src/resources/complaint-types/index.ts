import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';

import { nameOnlyReference } from '../../common/reference';

/**
 * Types of complaint clients and consultants choose from (spec §2 admin routes "ComplaintType", menu
 * group Complaint Type; contracts/admin-reference `ReferenceRecord`): names in French and English; a
 * trash.
 */
export const complaintTypes = nameOnlyReference('complaint-types', ReportProblemIcon, { group: 'complaint-type', order: 10 });
