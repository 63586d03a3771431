import FlagIcon from '@mui/icons-material/FlagOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { NationalityCreate } from './NationalityCreate';
import { NationalityEdit } from './NationalityEdit';
import { NationalityList } from './NationalityList';
import { NationalityTrash } from './NationalityTrash';

/**
 * Nationalities (spec §2 admin routes "nationality", menu group Nationality; contracts/admin-reference
 * `NationalityRecord`): names in French and English and the country's code; a trash.
 */
export const nationalities: AdminResourceModule = {
  name: 'nationalities',
  list: NationalityList,
  create: NationalityCreate,
  edit: NationalityEdit,
  trash: NationalityTrash,
  icon: FlagIcon,
  recordRepresentation: representLocalized('name'),
  menu: { group: 'nationality', order: 10 },
};
