import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';

import type { AdminResourceModule } from '../types';
import type { WaitingListEntry } from './entry';
import { WaitingListList } from './WaitingListList';
import { WaitingListShow } from './WaitingListShow';
import { WaitingListTrash } from './WaitingListTrash';

/**
 * The waiting list (spec §1 "waiting lists", §2 admin "view-user-waiting-list", menu group User Waiting
 * List; contracts/admin-waiting-list `WaitingListEntryRecord`): clients waiting for an expert of a
 * specialization in a country, and practitioners' pre-registrations. List (search, filters, CSV export),
 * show and trash; no create or edit: entries come from the public form.
 */
export const waitingList: AdminResourceModule = {
  name: 'waiting-list',
  list: WaitingListList,
  show: WaitingListShow,
  trash: WaitingListTrash,
  icon: HourglassIcon,
  recordRepresentation: (record: WaitingListEntry) => `${record.name} — ${record.email}`,
  menu: { group: 'user-waiting-list', order: 10 },
};
