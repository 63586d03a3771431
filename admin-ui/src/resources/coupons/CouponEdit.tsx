import { Edit } from 'react-admin';

import { CouponForm, couponToApi } from './CouponForm';

/** Edit a coupon (its uses are shown, read-only). */
export const CouponEdit = () => (
  <Edit transform={couponToApi} mutationMode="pessimistic" redirect="list">
    <CouponForm edit />
  </Edit>
);
