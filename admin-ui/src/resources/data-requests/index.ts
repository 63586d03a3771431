import DataRequestIcon from '@mui/icons-material/PrivacyTipOutlined';

import { i18nProvider } from '../../providers/i18nProvider';
import type { AdminResourceModule } from '../types';
import type { DataRequestRecord } from './codes';
import { DataRequestList } from './DataRequestList';
import { DataRequestShow } from './DataRequestShow';

/**
 * Data requests (docs/privacy.md "Back office"; contracts/privacy `DataRequestRecord`):
 * `/api/admin-panel/data-requests` in the ra-data-simple-rest dialect — every export and erasure of a
 * person's data, asked by the person or by an admin: list (search, kind, status, role, days, sort by date,
 * CSV export) and show. Read only: requests are made by the people themselves and by the Export data /
 * Erase account actions of a client's or consultant's page. In the menu group Medicine beside the
 * platform's other records, after the audit log (100): rank 105.
 */
export const dataRequests: AdminResourceModule = {
  name: 'data-requests',
  list: DataRequestList,
  show: DataRequestShow,
  icon: DataRequestIcon,
  // what and whose ("Export — alice@example.org"), in the interface language
  recordRepresentation: (record: DataRequestRecord) => `${i18nProvider.translate(`resources.data-requests.kinds.${record.kind}`, { _: record.kind })} — ${record.subject_label}`,
  menu: { group: 'medicine', order: 105 },
};
