/**
 * The review step of the booking panel (spec §1 "books a free time slot"; docs/api-bookings.md): after
 * choosing a time slot, and before anything is booked, the client reads what it is about to book: the
 * expert, the date and time in its own zone (with the zone's name, and the device/profile zone notice the
 * page passes in), the duration, the price (the list fee, the free first consultation or the coupon's
 * discount named by its code, and what is left to pay), how payment works with the platform's payment
 * provider, and until when it can cancel or reschedule. Nothing is sent to the server here: the panel
 * books on "Confirmer la réservation / Confirm the booking".
 *
 * Presentational: the panel owns the state (slot, quotes, coupon form, booking attempt).
 *
 * @module features/bookings/components/booking-review
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBookingWhen, formatDateAndTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { Slot, SlotsMeta } from '../model/types';

/** The price of the reviewed booking, in minor units of `currency`. */
export interface ReviewPrice {
  /** The consultant's fee. */
  list_fee_minor: number;
  /** What the client pays. */
  fee_minor: number;
  currency: string;
  /** The booking is the client's free first consultation with this consultant. */
  free_first_consultation: boolean;
  /** The applied coupon (its discount is `list_fee_minor - fee_minor`), or `null`. */
  coupon_code: string | null;
}

/** Props of {@link BookingReview}. */
export interface BookingReviewProps {
  /** The consultant's display name. */
  consultantName: string;
  /** The chosen slot (UTC instants). */
  slot: Slot;
  /** The consultant's booking terms (`GET consultants/:id/slots` `meta`). */
  meta: SlotsMeta;
  price: ReviewPrice;
  /** IANA zone the times are shown in (the viewer's). */
  timeZone: string;
  /** Shown above the facts: the notice when the device's zone is not the profile's. */
  notice?: ReactNode;
  /** The coupon field, shown with the price (absent when nothing can be discounted). */
  coupon?: ReactNode;
}

/** One fact of the review: a term and its description. */
function Fact({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 9rem) minmax(0, 1fr)' }, gap: { xs: 0, sm: 1 }, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * How payment works for a booking of `fee_minor` (minor units) with the platform's payment provider:
 * the translation key of the sentence.
 */
export function paymentHowKey(feeMinor: number, provider: SlotsMeta['payment_provider']): string {
  if (feeMinor === 0) return 'bookings.review.payFree';
  return provider === 'stripe' ? 'bookings.review.payStripe' : 'bookings.review.payDirect';
}

/** The review. */
export function BookingReview({ consultantName, slot, meta, price, timeZone, notice, coupon }: BookingReviewProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const when = formatBookingWhen(slot, timeZone, locale);
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  const deadline = new Date(new Date(slot.start).getTime() - meta.change_notice_hours * 3_600_000);
  const discount = price.list_fee_minor - price.fee_minor;

  return (
    <Box data-testid="booking-review">
      {notice}
      <Box component="dl" sx={{ m: 0, mb: 2 }}>
        <Fact term={t('bookings.review.expert')} testId="review-expert">
          {consultantName}
        </Fact>
        <Fact term={t('bookings.review.when')} testId="review-when">
          {when.text}
        </Fact>
        <Fact term={t('bookings.review.duration')} testId="review-duration">
          {t('bookings.panel.duration', { minutes: meta.duration_minutes ?? 0 })}
        </Fact>
        <Fact term={t('bookings.review.fee')} testId="review-fee">
          {money(price.list_fee_minor)}
        </Fact>
        {price.free_first_consultation ? (
          <Fact term={t('experts.freeFirstConsultation')} testId="review-free-first">
            {`−${money(discount)}`}
          </Fact>
        ) : price.coupon_code && discount > 0 ? (
          <Fact term={t('bookings.review.discount', { code: price.coupon_code })} testId="review-discount">
            {`−${money(discount)}`}
          </Fact>
        ) : null}
        <Fact term={t('bookings.review.total')} testId="review-total">
          <Box component="strong">{price.fee_minor === 0 ? t('bookings.payment.free') : money(price.fee_minor)}</Box>
        </Fact>
        <Fact term={t('bookings.review.payment')} testId="review-payment">
          {t(paymentHowKey(price.fee_minor, meta.payment_provider), { amount: money(price.fee_minor), name: consultantName })}
        </Fact>
        <Fact term={t('bookings.review.cancellation')} testId="review-cancellation">
          {t('bookings.review.cancellationRule', { deadline: formatDateAndTime(deadline, timeZone, locale), hours: meta.change_notice_hours })}
        </Fact>
      </Box>
      {coupon}
    </Box>
  );
}
