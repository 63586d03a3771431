import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';

import type { AdminResourceModule } from '../types';
import { AdminCreate } from './AdminCreate';
import { AdminList } from './AdminList';

/**
 * Platform admins (spec §6 roles; contracts/admin-people `AdminUserRecord`, menu group Medicine): the
 * list, inviting one by e-mail, deactivating or reactivating one. Accounts are never deleted.
 */
export const admins: AdminResourceModule = {
  name: 'admins',
  list: AdminList,
  create: AdminCreate,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'email',
  menu: { group: 'medicine', order: 90 },
};
