/**
 * Small shared parts of the booking pages: payment and booking status chips, the fee text (with the
 * coupon's discount), the "when" of a booking in the viewer's zone, and who was in its consultation
 * room when (`attendance`, docs/api-room.md "Attendance").
 *
 * @module features/bookings/components/booking-bits
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PaymentChip as SharedPaymentChip } from '../../../components/payment-chip';
import { formatBookingWhen, formatMoney, formatTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { Booking, BookingRole } from '../model/types';

export { shownPayment, type ShownPayment } from '../../../components/payment-chip';

/** The payment status chip of a booking (components/payment-chip: `notDue` once cancelled unpaid). */
export function PaymentChip({ booking }: { booking: Pick<Booking, 'status' | 'payment_status'> }) {
  return <SharedPaymentChip record={booking} />;
}

/**
 * What a booking's price owes to a reduction, under its fee: the free first consultation, or a coupon's
 * discount named by its code; `null` when the fee is the list fee (a discount is never shown without
 * what gave it).
 *
 * @param locale - `fr` or `en`.
 */
export function discountText(
  booking: Pick<Booking, 'list_fee_minor' | 'discount_minor' | 'currency' | 'coupon_code' | 'free_first_consultation'>,
  locale: string,
  t: (key: string, values?: Record<string, string>) => string,
): string | null {
  const list = formatMoney(booking.list_fee_minor, booking.currency, locale);
  if (booking.free_first_consultation) return t('bookings.details.freeFirst', { list });
  if (booking.discount_minor > 0 && booking.coupon_code)
    return t('bookings.details.discount', { list, discount: formatMoney(booking.discount_minor, booking.currency, locale), code: booking.coupon_code });
  return null;
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

/**
 * One line per visit of a party to the booking's room, earliest first, times in `timeZone`: "Vous :
 * dans la salle 10:02–10:51", "Dr Jeanne Martin: joined 10:00, still in the room". The viewer's own
 * visits are "Vous"/"You", the other party's carry its name.
 *
 * @param viewer - whose page it is (`client` or `consultant`).
 * @param locale - `fr` or `en`.
 */
export function attendanceLines(
  booking: Pick<Booking, 'attendance' | 'client' | 'consultant'>,
  viewer: BookingRole,
  timeZone: string,
  locale: string,
  t: (key: string, values?: Record<string, string>) => string,
): string[] {
  return booking.attendance.map((visit) => {
    const who = visit.role === viewer ? t('bookings.attendance.you') : visit.role === 'client' ? booking.client.display_name : booking.consultant.display_name;
    const from = formatTime(visit.joined_at, timeZone, locale);
    return visit.left_at ? t('bookings.attendance.visit', { who, from, to: formatTime(visit.left_at, timeZone, locale) }) : t('bookings.attendance.present', { who, from });
  });
}

/**
 * The visits of both parties to the booking's room ({@link attendanceLines}), one per line; `empty`
 * when nobody came (e.g. "—" in a list, a sentence on a past booking's page, nothing otherwise).
 */
export function Attendance({ booking, viewer, timeZone, empty = null }: { booking: Booking; viewer: BookingRole; timeZone: string; empty?: string | null }) {
  const { t, i18n } = useTranslation();
  const lines = attendanceLines(booking, viewer, timeZone, currentLanguage(i18n), t);
  if (!lines.length) return empty === null ? null : <>{empty}</>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="attendance">
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line} sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' } }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
