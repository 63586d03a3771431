import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';

import type { AdminResourceModule } from '../types';
import type { StarterKitRequest } from './status';
import { StarterKitRequestList } from './StarterKitRequestList';
import { StarterKitRequestShow } from './StarterKitRequestShow';

/**
 * Requests of the free starter kit and brochure (spec §1; §2 admin "view-user-starter-kit-requests",
 * menu group Medicine after the contact requests; contracts/starter-kit): `/api/admin-panel/starter-kit-requests`
 * in the ra-data-simple-rest dialect — list (search, state, language, days, CSV export) and show; no
 * create, edit or delete: requests come from the public form and are sent by the platform. An admin
 * sends one (or a selection) again with `POST /starter-kit-requests/:id/resend`.
 */
export const starterKitRequests: AdminResourceModule = {
  name: 'starter-kit-requests',
  list: StarterKitRequestList,
  show: StarterKitRequestShow,
  icon: MarkEmailReadIcon,
  recordRepresentation: (record: StarterKitRequest) => `${record.name} — ${record.email}`,
  menu: { group: 'medicine', order: 85 },
};
