import PublicIcon from '@mui/icons-material/PublicOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { CountryCreate } from './CountryCreate';
import { CountryEdit } from './CountryEdit';
import { CountryList } from './CountryList';
import { CountryTrash } from './CountryTrash';

/**
 * Countries (spec §2 admin routes "country", menu group Country; contracts/admin-reference
 * `CountryRecord`): names in French and English, ISO code, dialling code; a trash.
 */
export const countries: AdminResourceModule = {
  name: 'countries',
  list: CountryList,
  create: CountryCreate,
  edit: CountryEdit,
  trash: CountryTrash,
  icon: PublicIcon,
  recordRepresentation: representLocalized('name'),
  menu: { group: 'country', order: 10 },
};
