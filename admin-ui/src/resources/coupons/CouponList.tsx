import { BooleanField, Datagrid, DateField, FunctionField, List, NullableBooleanInput, SearchInput, SimpleList, TextField, useLocale, useTranslate } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

import type { Coupon } from './CouponForm';
import { formatMinor } from '../../common/money';
import { BulkMoveToTrashButton } from '../../common/trash';
import { useCsvExporter } from '../../common/export/useCsvExporter';
import { TrashToggle } from '../../common/list/TrashToggle';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="active" />];

/** The discount of a coupon: `15 %` or `12,50 €`. */
export const Discount = ({ record }: { record: Coupon }) => {
  const locale = useLocale();
  if (record.kind === 'percent') return <>{`${record.percent_off ?? ''} %`}</>;
  return <>{formatMinor(record.amount_off_minor, record.currency, locale)}</>;
};

/**
 * Coupons (docs/api-bookings.md "Admin"): searchable by code, filtered by active; the selection can be
 * moved to the trash. A table on wide screens, a list of cards (code, discount, active) on small ones.
 */
export const CouponList = () => {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const exporter = useCsvExporter();
  return (
    <List filters={filters} sort={{ field: 'code', order: 'ASC' }} exporter={exporter} empty={false}>
      <TrashToggle />
      {small ? (
        <SimpleList<Coupon>
          linkType="edit"
          primaryText={(record) => record.code}
          secondaryText={(record) => <Discount record={record} />}
          tertiaryText={(record) => (record.active ? translate('resources.coupons.fields.active') : '')}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkMoveToTrashButton />}>
          <TextField source="code" />
          <TextField source="description" />
          <FunctionField<Coupon> source="kind" render={(record) => translate(`resources.coupons.kinds.${record.kind}`)} />
          <FunctionField<Coupon> label="resources.coupons.fields.discount" render={(record) => <Discount record={record} />} sortable={false} />
          <DateField source="valid_from" showTime />
          <DateField source="valid_until" showTime />
          <FunctionField<Coupon> source="uses" render={(record) => (record.max_uses ? `${record.uses ?? 0} / ${record.max_uses}` : String(record.uses ?? 0))} />
          <BooleanField source="once_per_client" />
          <BooleanField source="active" />
        </Datagrid>
      )}
    </List>
  );
};
