import HistoryIcon from '@mui/icons-material/ManageSearchOutlined';

import type { AdminResourceModule } from '../types';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

/**
 * The audit log (DESIGN §3 "audit log of access to sensitive documents", menu group Medicine;
 * contracts/admin-people `AuditLogRecord`): who read which private document or form of whom, when and
 * from where. Read only.
 */
export const auditLogs: AdminResourceModule = {
  name: 'audit-logs',
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  recordRepresentation: 'action',
  menu: { group: 'medicine', order: 100 },
};
