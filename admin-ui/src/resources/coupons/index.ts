import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';

import type { AdminResourceModule } from '../types';
import { CouponCreate } from './CouponCreate';
import { CouponEdit } from './CouponEdit';
import { CouponList } from './CouponList';
import { CouponTrash } from './CouponTrash';

/**
 * Coupons (docs/api-bookings.md "Admin"; menu group Medicine): `/api/admin-panel/coupons` in the
 * ra-data-simple-rest dialect — list (search `q`, filter `active`), create, edit, and a trash (a
 * coupon there stops working at checkout until restored). Amounts are minor units in the API, major
 * units on screen.
 */
export const coupons: AdminResourceModule = {
  name: 'coupons',
  list: CouponList,
  create: CouponCreate,
  edit: CouponEdit,
  trash: CouponTrash,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
  menu: { group: 'medicine', order: 70 },
};
