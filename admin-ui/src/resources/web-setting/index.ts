import SettingsIcon from '@mui/icons-material/SettingsOutlined';

import type { AdminResourceModule } from '../types';
import { WebSettingEdit } from './WebSettingEdit';

/**
 * The site's settings (spec §2 admin route "websetting", menu group Medicine "web setting"; §3 "Web
 * settings"): one record, edited in place at `/web-setting`.
 */
export const webSetting: AdminResourceModule = {
  name: 'web-setting',
  page: WebSettingEdit,
  icon: SettingsIcon,
  menu: { group: 'medicine', order: 60 },
};
