import { Typography } from '@mui/material';
import { useLocale, useRecordContext, useTranslate, type FieldProps } from 'react-admin';

import { formatMinor } from '../../common/money';
import { discountReason, shownPayment, type AdminBooking } from './booking';

/**
 * A booking's payment in words, as the web site shows it ({@link shownPayment}): "Payée", "En attente"…,
 * and "Aucun paiement dû" for a cancelled booking that was never paid.
 */
export const PaymentStatusField = (_props: FieldProps) => {
  const record = useRecordContext<AdminBooking>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.bookings.payment_statuses.${shownPayment(record)}`)}
    </Typography>
  );
};

/**
 * What reduced a booking's fee ({@link discountReason}): the free first consultation, or the coupon's
 * discount in major units of the booking's currency with its code (`10,00 € (code BIENVENUE)`); "—"
 * when the fee is the list fee.
 */
export const DiscountField = (_props: FieldProps) => {
  const record = useRecordContext<AdminBooking>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const reason = discountReason(record);
  const text =
    reason === 'free_first'
      ? translate('resources.bookings.discount.free_first')
      : reason === 'coupon'
        ? translate('resources.bookings.discount.coupon', { amount: formatMinor(record.discount_minor, record.currency, locale), code: record.coupon ?? '' })
        : '—';
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};
