import { BooleanInput, DateTimeInput, FormDataConsumer, SelectInput, SimpleForm, TextInput, maxLength, maxValue, minLength, minValue, regex, required, useTranslate } from 'react-admin';
import { Box } from '@mui/material';

import type { RequestBody, Schemas } from '../../lib/api-types';
import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { MoneyInput } from '../../common/MoneyInput';
import { FormToolbar } from '../../common/form/FormToolbar';
import { localToInstant } from './dates';

/** A coupon as the API sends it (`id`, read-only `uses`; UTC ISO instants, minor units). */
export type Coupon = Schemas['Coupon'];

/** The body of create and edit (contract `CouponInput`, cms/src/contracts/admin.ts). */
export type CouponBody = RequestBody<'/api/admin-panel/coupons', 'post'>;

/** The kinds of coupon, for the select and the list. */
export const COUPON_KINDS = ['percent', 'fixed'] as const;

/**
 * The end of validity comes after its start (an input validator: react-admin does not combine form-level
 * and input-level validation).
 */
export function untilAfterFrom(validUntil: string | null | undefined, values: Partial<Coupon>): string | undefined {
  if (values.valid_from && validUntil && new Date(validUntil) <= new Date(values.valid_from)) return 'resources.coupons.errors.until_after_from';
  return undefined;
}

/**
 * The body sent by create and edit: only the fields of the chosen kind (the other kind's are cleared),
 * the code in capitals, without the read-only `id`, `uses` and `deletedAt`. The validity bounds are already UTC
 * instants (the date-time inputs parse the local time they show with {@link localToInstant}).
 */
export function couponToApi(data: Partial<Coupon>): Partial<CouponBody> {
  const { id: _id, uses: _uses, deletedAt: _deletedAt, ...rest } = data;
  const body: Partial<CouponBody> = { ...rest, code: data.code?.trim().toUpperCase() };
  if (data.kind === 'percent') {
    body.amount_off_minor = null;
    body.currency = null;
  } else {
    body.percent_off = null;
  }
  return body;
}

/** The amount typed in major units of the chosen currency, kept in minor units (`amount_off_minor`). */
const AmountInput = ({ currency }: { currency: string | null | undefined }) => {
  const translate = useTranslate();
  return (
    <MoneyInput
      source="amount_off_minor"
      currency={currency}
      label={translate('resources.coupons.fields.amount_off', { currency: currency || '…' })}
      validate={[required(), minValue(1, 'resources.coupons.errors.amount_positive')]}
      helperText="resources.coupons.help.amount_off"
    />
  );
};

/** The fields of a coupon (create and edit); `uses` is shown read-only on edit, with Move to trash. */
export const CouponForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm sanitizeEmptyValues toolbar={<FormToolbar trash={edit} />}>
    <TextInput source="code" validate={[required(), minLength(3), maxLength(32), regex(/^[A-Za-z0-9_-]+$/, 'resources.coupons.errors.code_chars')]} helperText="resources.coupons.help.code" />
    <TextInput source="description" validate={maxLength(200)} multiline fullWidth />
    <SelectInput source="kind" choices={COUPON_KINDS.map((kind) => ({ id: kind, name: `resources.coupons.kinds.${kind}` }))} validate={required()} defaultValue="percent" />
    <FormDataConsumer<Partial<Coupon>>>
      {({ formData }) =>
        formData.kind === 'fixed' ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextInput
              source="currency"
              validate={[required(), regex(/^[A-Za-z]{3}$/, 'resources.coupons.errors.currency')]}
              parse={(value: string) => value.toUpperCase()}
              helperText="resources.coupons.help.currency"
            />
            <AmountInput currency={formData.currency} />
          </Box>
        ) : (
          <LocaleNumberInput source="percent_off" decimals={0} validate={[required(), minValue(1), maxValue(100)]} />
        )
      }
    </FormDataConsumer>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <DateTimeInput source="valid_from" parse={localToInstant} />
      <DateTimeInput source="valid_until" parse={localToInstant} validate={untilAfterFrom} />
    </Box>
    <LocaleNumberInput source="max_uses" decimals={0} validate={minValue(1)} helperText="resources.coupons.help.max_uses" />
    <BooleanInput source="once_per_client" defaultValue={true} />
    <BooleanInput source="active" defaultValue={true} />
    {edit ? <LocaleNumberInput source="uses" decimals={0} readOnly disabled /> : null}
  </SimpleForm>
);
