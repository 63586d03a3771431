import OutboxIcon from '@mui/icons-material/Outbox';

import type { AdminResourceModule } from '../types';
import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';
import type { OutboxMessage } from './status';

/**
 * The outbox (docs/messaging.md "Back office"; contracts/admin-outbox): `/api/admin-panel/outbox` in the
 * ra-data-simple-rest dialect — list (search, status, template, channel, days, CSV export) and show,
 * never a message's content; no create, edit or delete: messages are queued by the platform and sent
 * by the outbox worker. An admin sends one (or a selection) again with `POST /outbox/:id/resend`. In
 * the menu group Medicine between the admins (90) and the audit log (100), rank 95: the platform's own
 * records.
 */
export const outbox: AdminResourceModule = {
  name: 'outbox',
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: (record: OutboxMessage) => `${record.template} — ${record.recipient}`,
  menu: { group: 'medicine', order: 95 },
};
