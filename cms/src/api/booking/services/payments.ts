/**
 * Payment state of a booking (docs/api-bookings.md "Price"): `pending → paid` when the
 * consultant or an admin marks it paid (provider `direct`) or Stripe confirms the Checkout session
 * (provider `stripe`, webhook `POST /api/payments/stripe/webhook`); `paid → refunded` when a paid
 * booking is cancelled, or when an admin refunds it. `free` bookings never change.
 *
 * Transitions are conditional updates (`… WHERE payment_status = 'pending'`), so a webhook and a
 * consultant marking the same booking at the same moment cannot both win.
 *
 * Service `api::booking.payments`.
 */
import { BOOKING } from '../../../lib/content-types';
import { ApiError } from '../../../lib/http-errors';
import { t, type Locale, type MessageKey } from '../../../lib/messages';
import { paymentProvider } from '../../../lib/payments';
import { clock } from '../../../contracts/clock';

/** Who marks a booking paid; `reference` is the provider's payment reference (Stripe Checkout session id). */
export interface PaidSource {
  by: 'consultant' | 'admin' | 'stripe';
  reference?: string;
}

interface PaymentRow {
  id: number;
  documentId: string;
  status: 'confirmed' | 'cancelled';
  payment_status: 'pending' | 'paid' | 'free' | 'refunded';
  payment_provider: 'direct' | 'stripe';
  payment_reference: string | null;
}

async function row(documentId: string): Promise<PaymentRow | null> {
  return (await strapi.db.query(BOOKING).findOne({
    select: ['id', 'documentId', 'status', 'payment_status', 'payment_provider', 'payment_reference'],
    where: { documentId },
  })) as PaymentRow | null;
}

const conflict = (locale: Locale, key: MessageKey, name: string) => new ApiError(409, name, t(locale, key));

/** Why a booking cannot be marked paid (409), for one that is not a payable pending booking. */
function refusal(booking: PaymentRow, locale: Locale): ApiError {
  if (booking.status === 'cancelled') return conflict(locale, 'payment.cancelled', 'BookingCancelled');
  if (booking.payment_status === 'free') return conflict(locale, 'payment.free', 'BookingFree');
  if (booking.payment_status === 'refunded') return conflict(locale, 'payment.refunded', 'BookingRefunded');
  return conflict(locale, 'payment.alreadyPaid', 'BookingAlreadyPaid');
}

/** Refund through the configured provider, as a localized 502 when the provider fails. */
async function refund(provider: PaymentRow['payment_provider'], reference: string | null, locale: Locale): Promise<void> {
  try {
    await paymentProvider(provider).refund(reference);
  } catch (error) {
    strapi.log.error(`refund of payment ${reference ?? '(none)'} failed: ${(error as Error).message}`);
    throw new ApiError(502, 'RefundFailed', t(locale, 'payment.refundFailed'));
  }
}

export default () => ({
  /**
   * Mark a pending booking paid (`payment_status: 'paid'`, `paid_at` = now; `payment_reference` =
   * `source.reference` when given).
   *
   * A Stripe event repeated with the same reference changes nothing and throws nothing. Stripe
   * confirming a payment for a booking cancelled meanwhile refunds that payment at once
   * (`payment_status: 'refunded'`) rather than keeping money for a session that will not take place.
   * @param documentId - the booking's documentId
   * @param locale - language of the errors
   * @throws ApiError 404 for an unknown booking; 409 `BookingAlreadyPaid`, `BookingFree`,
   *   `BookingCancelled`, `BookingRefunded` when the booking is not pending; 502 `RefundFailed`
   */
  async markPaid(documentId: string, source: PaidSource, locale: Locale = 'fr'): Promise<void> {
    const booking = await row(documentId);
    if (!booking) throw new ApiError(404, 'NotFoundError', t(locale, 'payment.notFound'));
    if (source.by === 'stripe' && source.reference && booking.payment_reference === source.reference && (booking.payment_status === 'paid' || booking.payment_status === 'refunded')) {
      return; // the same Stripe event again
    }
    if (source.by === 'stripe' && booking.status === 'cancelled' && booking.payment_status === 'pending') {
      const reference = source.reference ?? booking.payment_reference;
      await refund(booking.payment_provider, reference, locale);
      await strapi.db.query(BOOKING).updateMany({
        where: { id: booking.id, payment_status: 'pending' },
        data: { payment_status: 'refunded', payment_reference: reference, paid_at: clock.now() },
      });
      strapi.log.warn(`booking ${documentId} was paid after its cancellation: payment ${reference} refunded`);
      return;
    }
    if (booking.status !== 'confirmed' || booking.payment_status !== 'pending') throw refusal(booking, locale);
    const { count } = await strapi.db.query(BOOKING).updateMany({
      where: { id: booking.id, status: 'confirmed', payment_status: 'pending' },
      data: { payment_status: 'paid', paid_at: clock.now(), ...(source.reference ? { payment_reference: source.reference } : {}) },
    });
    if (count === 1) return;
    // Someone else changed it between the read and the update.
    const now = await row(documentId);
    if (now && source.by === 'stripe' && source.reference && now.payment_reference === source.reference && now.payment_status === 'paid') return;
    throw refusal(now ?? booking, locale);
  },

  /**
   * Refund a paid booking whatever its status (an admin's decision, the booking stays as it is): the
   * provider gives the money back (the booking's `payment_provider`, `refund(payment_reference)`; nothing
   * to call for `direct`, where the consultant refunds the client) and the booking becomes
   * `payment_status: 'refunded'`.
   * @param documentId - the booking's documentId
   * @param locale - language of the errors
   * @throws ApiError 404 for an unknown booking; 409 `NotPaid` unless it is paid; 502 `RefundFailed`
   *   when the provider refuses (the booking stays paid)
   */
  async refund(documentId: string, locale: Locale = 'fr'): Promise<void> {
    const booking = await row(documentId);
    if (!booking) throw new ApiError(404, 'NotFoundError', t(locale, 'payment.notFound'));
    if (booking.payment_status !== 'paid') throw conflict(locale, 'payment.notPaid', 'NotPaid');
    await refund(booking.payment_provider, booking.payment_reference, locale);
    const { count } = await strapi.db.query(BOOKING).updateMany({ where: { id: booking.id, payment_status: 'paid' }, data: { payment_status: 'refunded' } });
    // Someone refunded it between the read and the update (the provider's refund is idempotent per payment).
    if (count !== 1) throw conflict(locale, 'payment.notPaid', 'NotPaid');
  },

  /**
   * Refund a paid booking that is being cancelled: the provider gives the money back
   * (the booking's `payment_provider`, `refund(payment_reference)`; nothing to do for `direct`, where the consultant
   * refunds the client) and the booking becomes `payment_status: 'refunded'`. Any other payment status
   * is left as it is (pending, free, already refunded).
   * @param documentId - the booking's documentId
   * @param locale - language of the errors
   * @returns true when the booking was refunded by this call
   * @throws ApiError 502 `RefundFailed` when the provider refuses (the booking is unchanged: the caller
   *   can keep it confirmed and let the user try again)
   */
  async refundOnCancel(documentId: string, locale: Locale = 'fr'): Promise<boolean> {
    const booking = await row(documentId);
    if (!booking || booking.payment_status !== 'paid') return false;
    await refund(booking.payment_provider, booking.payment_reference, locale);
    const { count } = await strapi.db.query(BOOKING).updateMany({
      where: { id: booking.id, payment_status: 'paid' },
      data: { payment_status: 'refunded' },
    });
    return count === 1;
  },
});
