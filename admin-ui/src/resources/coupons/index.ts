import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import type { ResourceProps } from 'react-admin';

import { CouponCreate } from './CouponCreate';
import { CouponEdit } from './CouponEdit';
import { CouponList } from './CouponList';

/**
 * Coupons (docs/api-bookings.md "Admin"): `/api/admin-panel/coupons` in the
 * ra-data-simple-rest dialect — list (search `q`, filter `active`), create, edit, (soft) delete.
 * Amounts are minor units in the API, major units on screen.
 */
export const coupons: ResourceProps = {
  name: 'coupons',
  list: CouponList,
  create: CouponCreate,
  edit: CouponEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
