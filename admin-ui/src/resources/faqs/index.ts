import QuizIcon from '@mui/icons-material/QuizOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { FaqCreate } from './FaqCreate';
import { FaqEdit } from './FaqEdit';
import { FaqList } from './FaqList';
import { FaqTrash } from './FaqTrash';

/**
 * Questions of the public FAQ page (menu group Medicine, with the site's other pages): question and
 * answer in French and English, category, rank, published or draft; a trash.
 */
export const faqs: AdminResourceModule = {
  name: 'faqs',
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  trash: FaqTrash,
  icon: QuizIcon,
  recordRepresentation: representLocalized('question'),
  menu: { group: 'medicine', order: 58 },
};
