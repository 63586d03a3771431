/**
 * The payment status chip of a booking or a webinar registration, the same on every page
 * (docs/api-bookings.md "Price", docs/api-webinars.md "Payment"): `pending`, `paid`, `free`, `refunded`,
 * or `notDue` for a cancelled one that was never paid (it owes nothing: it never reads "payment pending").
 *
 * @module components/payment-chip
 */
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

/** Where a payment stands (the API's `payment_status`). */
export type PaymentStatus = 'pending' | 'paid' | 'free' | 'refunded';
/** What a record shows of its payment: its payment status, or `notDue` once cancelled unpaid. */
export type ShownPayment = PaymentStatus | 'notDue';

/** A booking or a registration: `status` `cancelled` or any other. */
export interface PaidRecord {
  status: string;
  payment_status: PaymentStatus;
}

const PAYMENT_COLORS: Record<ShownPayment, 'warning' | 'success' | 'info' | 'default'> = { pending: 'warning', paid: 'success', free: 'info', refunded: 'default', notDue: 'default' };

/** The payment a record shows: a cancelled one whose payment was still pending owes nothing (`notDue`). */
export function shownPayment(record: PaidRecord): ShownPayment {
  return record.status === 'cancelled' && record.payment_status === 'pending' ? 'notDue' : record.payment_status;
}

/**
 * The chip, labelled `<labels>.<shown>` ({@link shownPayment}).
 * @param labels - the translation section of the labels: `bookings.payment` (account pages, whose
 *   section is loaded with them) or `webinars.paymentStatus` (public webinar pages)
 */
export function PaymentChip({ record, labels = 'bookings.payment' }: { record: PaidRecord; labels?: 'bookings.payment' | 'webinars.paymentStatus' }) {
  const { t } = useTranslation();
  const shown = shownPayment(record);
  return <Chip size="small" color={PAYMENT_COLORS[shown]} label={t(`${labels}.${shown}`)} data-testid="payment-status" />;
}
