import LocationCityIcon from '@mui/icons-material/LocationCityOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { CityCreate } from './CityCreate';
import { CityEdit } from './CityEdit';
import { CityList } from './CityList';
import { CityTrash } from './CityTrash';

/**
 * Cities (spec §2 admin routes "city", menu group City; contracts/admin-reference `CityRecord`): names
 * in French and English, each in one country (filter `country`), population; a trash.
 */
export const cities: AdminResourceModule = {
  name: 'cities',
  list: CityList,
  create: CityCreate,
  edit: CityEdit,
  trash: CityTrash,
  icon: LocationCityIcon,
  recordRepresentation: representLocalized('name'),
  menu: { group: 'city', order: 10 },
};
