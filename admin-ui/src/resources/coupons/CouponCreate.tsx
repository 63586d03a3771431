import { Create } from 'react-admin';

import { CouponForm, couponToApi } from './CouponForm';

/** New coupon. */
export const CouponCreate = () => (
  <Create transform={couponToApi} redirect="list">
    <CouponForm />
  </Create>
);
