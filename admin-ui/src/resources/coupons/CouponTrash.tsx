import { FunctionField, TextField, useTranslate } from 'react-admin';

import { TrashList } from '../../common/trash';
import type { Coupon } from './CouponForm';
import { Discount } from './CouponList';

/**
 * Coupons in the trash: they no longer work at checkout until restored; one that bookings used is never
 * deleted for good (the server refuses: its bookings keep its code).
 */
export const CouponTrash = () => {
  const translate = useTranslate();
  return (
    <TrashList>
      <TextField source="code" />
      <TextField source="description" />
      <FunctionField<Coupon> label="resources.coupons.fields.discount" render={(record) => <Discount record={record} />} sortable={false} />
      <FunctionField<Coupon> source="uses" render={(record) => String(record.uses ?? 0)} sortable={false} />
      <FunctionField<Coupon> source="kind" render={(record) => translate(`resources.coupons.kinds.${record.kind}`)} />
    </TrashList>
  );
};
