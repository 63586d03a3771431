import HistoryIcon from '@mui/icons-material/ManageSearchOutlined';

import { i18nProvider } from '../../providers/i18nProvider';
import type { AdminResourceModule } from '../types';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';
import { actionKey, type AuditLogRecord } from './codes';

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
  // what was read, in words ("Document téléchargé"), in the interface language
  recordRepresentation: (record: AuditLogRecord) => i18nProvider.translate(actionKey(record.action), { _: record.action }),
  menu: { group: 'medicine', order: 100 },
};
