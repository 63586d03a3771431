import CastForEducationIcon from '@mui/icons-material/CastForEducationOutlined';

import type { AdminResourceModule } from '../types';
import type { AdminWebinar } from './webinar';
import { WebinarList } from './WebinarList';
import { WebinarShow } from './WebinarShow';
import { WebinarTrash } from './WebinarTrash';

/**
 * Webinars (docs/api-webinars.md; menu group Medicine after the bookings): group sessions consultants
 * host. `/api/admin-panel/webinars` in the ra-data-simple-rest dialect — list (search, filters, CSV
 * export), show with the registrations, trash; no create or edit: consultants write webinars, an admin
 * cancels a published one (`POST /webinars/:id/cancel`).
 */
export const webinars: AdminResourceModule = {
  name: 'webinars',
  list: WebinarList,
  show: WebinarShow,
  trash: WebinarTrash,
  icon: CastForEducationIcon,
  recordRepresentation: (record: AdminWebinar) => record.title,
  menu: { group: 'medicine', order: 35 },
};
