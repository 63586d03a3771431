import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { DigitalProductCreate } from './DigitalProductCreate';
import { DigitalProductEdit } from './DigitalProductEdit';
import { DigitalProductList } from './DigitalProductList';
import { DigitalProductTrash } from './DigitalProductTrash';

/**
 * Digital (lifestyle) products (spec §2 admin routes "digital-product", "edit-digital-product/{id}",
 * menu group Digital Product): name and description in French and English, category, price in minor
 * units of its currency (typed in major units), images, published or draft; a trash.
 */
export const digitalProducts: AdminResourceModule = {
  name: 'digital-products',
  list: DigitalProductList,
  create: DigitalProductCreate,
  edit: DigitalProductEdit,
  trash: DigitalProductTrash,
  icon: ShoppingBagIcon,
  recordRepresentation: representLocalized('name'),
  menu: { group: 'digital-product', order: 10 },
};
