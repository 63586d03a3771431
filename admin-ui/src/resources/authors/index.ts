import PersonIcon from '@mui/icons-material/PersonOutlined';

import type { AdminResourceModule } from '../types';
import { AuthorCreate } from './AuthorCreate';
import { AuthorEdit } from './AuthorEdit';
import { AuthorList } from './AuthorList';
import { AuthorTrash } from './AuthorTrash';

/**
 * Authors of blog posts (spec §7 admin "lists of authors", menu group Blog): name, biography in French
 * and English, photo; a trash.
 */
export const authors: AdminResourceModule = {
  name: 'authors',
  list: AuthorList,
  create: AuthorCreate,
  edit: AuthorEdit,
  trash: AuthorTrash,
  icon: PersonIcon,
  recordRepresentation: 'name',
  menu: { group: 'blog', order: 20 },
};
