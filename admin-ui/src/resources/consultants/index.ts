import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';

import type { AdminResourceModule } from '../types';
import { ConsultantList } from './ConsultantList';
import { ConsultantShow } from './ConsultantShow';

/**
 * Consultants (spec §2 admin "consultant", "consultant/consultant-profile/{id}", menu group Medicine;
 * contracts/admin-people `ConsultantListRecord`, contracts/admin `ConsultantReview`): the list by review
 * state, and each profile's review record with approve, reject and the active switch. Consultants sign
 * up themselves: no create, no delete.
 */
export const consultants: AdminResourceModule = {
  name: 'consultants',
  list: ConsultantList,
  show: ConsultantShow,
  icon: PsychologyIcon,
  recordRepresentation: 'display_name',
  menu: { group: 'medicine', order: 10 },
};
