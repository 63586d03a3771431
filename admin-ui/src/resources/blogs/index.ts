import ArticleIcon from '@mui/icons-material/ArticleOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { BlogCreate } from './BlogCreate';
import { BlogEdit } from './BlogEdit';
import { BlogList } from './BlogList';
import { BlogTrash } from './BlogTrash';

/**
 * Blog posts (spec §2 admin routes "blog", "edit-blog/{id}", menu group Blog; DESIGN §3): localized
 * title, excerpt, body and tags, cover, author, publication date, published or draft; a trash.
 */
export const blogs: AdminResourceModule = {
  name: 'blogs',
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  trash: BlogTrash,
  icon: ArticleIcon,
  recordRepresentation: representLocalized('title'),
  menu: { group: 'blog', order: 10 },
};
