import WebIcon from '@mui/icons-material/WebOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { PageCreate } from './PageCreate';
import { PageEdit } from './PageEdit';
import { PageList } from './PageList';
import { PageTrash } from './PageTrash';

/**
 * Content of the public site's pages (home sections, about-us, alternative-medicine, sdg-media; menu
 * group Medicine, with the site's other pages): title, subtitle and sections per language, published
 * or draft; a trash.
 */
export const pages: AdminResourceModule = {
  name: 'pages',
  list: PageList,
  create: PageCreate,
  edit: PageEdit,
  trash: PageTrash,
  icon: WebIcon,
  recordRepresentation: representLocalized('title'),
  menu: { group: 'medicine', order: 56 },
};
