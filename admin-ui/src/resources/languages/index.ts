import TranslateIcon from '@mui/icons-material/TranslateOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { LanguageCreate } from './LanguageCreate';
import { LanguageEdit } from './LanguageEdit';
import { LanguageList } from './LanguageList';
import { LanguageTrash } from './LanguageTrash';

/**
 * Languages spoken by consultants and clients (spec §2 admin routes "languages", menu group Language;
 * contracts/admin-reference `LanguageRecord`): names in French and English and ISO 639 code; a trash.
 */
export const languages: AdminResourceModule = {
  name: 'languages',
  list: LanguageList,
  create: LanguageCreate,
  edit: LanguageEdit,
  trash: LanguageTrash,
  icon: TranslateIcon,
  recordRepresentation: representLocalized('name'),
  menu: { group: 'language', order: 10 },
};
