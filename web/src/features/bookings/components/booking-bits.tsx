/**
 * Small shared parts of the booking pages: payment and booking status chips, the fee text (with the
 * coupon's discount), and the "when" of a booking in the viewer's zone.
 *
 * @module features/bookings/components/booking-bits
 */
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { formatBookingWhen, formatMoney } from '../../../lib/format';
import type { Booking, PaymentStatus } from '../model/types';

const PAYMENT_COLORS: Record<PaymentStatus, 'warning' | 'success' | 'info' | 'default'> = { pending: 'warning', paid: 'success', free: 'info', refunded: 'default' };

/** The payment status chip (`pending`, `paid`, `free`, `refunded`). */
export function PaymentChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={PAYMENT_COLORS[status]} label={t(`bookings.payment.${status}`)} data-testid="payment-status" />;
}

/** The booking status chip (`confirmed`, `cancelled`). */
export function StatusChip({ status }: { status: Booking['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={status === 'confirmed' ? 'success' : 'default'} label={t(`bookings.status.${status}`)} data-testid="booking-status" />;
}

/**
 * The fee of a booking: `Offert`/`Free` for a free first consultation, else the amount (in minor units).
 *
 * @param locale - `fr` or `en`.
 */
export function feeText(booking: Pick<Booking, 'fee_minor' | 'currency' | 'payment_status'>, locale: string, t: (key: string) => string): string {
  if (booking.payment_status === 'free' || booking.fee_minor === 0) return t('bookings.payment.free');
  return formatMoney(booking.fee_minor, booking.currency, locale);
}

/** Date, weekday, time range and zone name of a booking in `timeZone` (lib/format `formatBookingWhen`). */
export const bookingWhen = formatBookingWhen;
