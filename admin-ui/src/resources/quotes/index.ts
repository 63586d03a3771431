import FormatQuoteIcon from '@mui/icons-material/FormatQuoteOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { QuoteCreate } from './QuoteCreate';
import { QuoteEdit } from './QuoteEdit';
import { QuoteList } from './QuoteList';
import { QuoteTrash } from './QuoteTrash';

/**
 * Quotes shown on the public site (spec §2 admin routes "quote", "edit-quote/{id}/{author_name}/{quote_title}",
 * menu group Quote): title, author and text in French and English, published or draft; a trash.
 */
export const quotes: AdminResourceModule = {
  name: 'quotes',
  list: QuoteList,
  create: QuoteCreate,
  edit: QuoteEdit,
  trash: QuoteTrash,
  icon: FormatQuoteIcon,
  recordRepresentation: representLocalized('quote_title'),
  menu: { group: 'quote', order: 10 },
};
