/**
 * The price of a booking (docs/api-bookings.md "Price"): the consultant's list fee, the free first
 * consultation, and coupons (percent or fixed amount, validity window, uses). Amounts in minor units.
 */
import { BOOKING, COUPON } from '../content-types';
import { ApiError } from '../http-errors';
import { t, type Locale, type MessageKey } from '../messages';
import { bookableConsultant } from './free-slots';
import { instant, type ClientRow, type ConsultantRow, type CouponRow } from './rows';
import { clock } from '../../contracts/clock';

/** A price quote: amounts in minor units of `currency`; `coupon` is the applied coupon row, if any. */
export interface Quote {
  list_fee_minor: number;
  discount_minor: number;
  fee_minor: number;
  currency: string;
  free_first_consultation: boolean;
  coupon: CouponRow | null;
}

/** Coupon checks shared by apply-coupon and booking. @throws ApiError 400 `CouponInvalid` */
async function checkCoupon(code: string, clientProfileId: number, listFee: number, currency: string, locale: Locale): Promise<CouponRow> {
  const invalid = (key: MessageKey) => new ApiError(400, 'CouponInvalid', t(locale, key), { fieldErrors: { couponCode: [t(locale, key)] } });
  const coupon: CouponRow | null = await strapi.db.query(COUPON).findOne({ where: { code: code.trim().toUpperCase(), deletedAt: { $null: true } } });
  if (!coupon || !coupon.active) throw invalid('coupon.unknown');
  const now = clock.ms();
  if (coupon.valid_from && instant(coupon.valid_from).getTime() > now) throw invalid('coupon.notYetValid');
  if (coupon.valid_until && instant(coupon.valid_until).getTime() < now) throw invalid('coupon.expired');
  if (coupon.kind === 'fixed' && coupon.currency && coupon.currency.toUpperCase() !== currency.toUpperCase()) throw invalid('coupon.currency');
  if (listFee <= 0) throw invalid('coupon.notNeeded');
  const live = { coupon: { id: coupon.id }, status: 'confirmed' };
  if (coupon.max_uses && (await strapi.db.query(BOOKING).count({ where: live })) >= coupon.max_uses) throw invalid('coupon.usedUp');
  if (coupon.once_per_client !== false && (await strapi.db.query(BOOKING).count({ where: { ...live, client: { id: clientProfileId } } })) > 0) throw invalid('coupon.alreadyUsed');
  return coupon;
}

/** Discount of `coupon` on `listFee` (minor units), never more than the fee. */
function discountOf(coupon: CouponRow, listFee: number): number {
  const off = coupon.kind === 'percent' ? Math.round((listFee * (coupon.percent_off ?? 0)) / 100) : (coupon.amount_off_minor ?? 0);
  return Math.min(listFee, Math.max(0, off));
}

/**
 * The free first consultation rule (docs/api-bookings.md "Price"), the only place it is decided: the
 * consultant offers it and the client has never had a non-cancelled booking with that consultant (a
 * past, paid, free or upcoming booking uses it; a cancelled one gives it back). Both the quote the
 * client sees (`GET consultants/:id/quote`) and the booking itself go through {@link quoteFor}, which
 * asks this.
 * @param consultant - the consultant profile row (`id`, `free_first_consultation`)
 * @param clientProfileId - the client profile row id
 */
async function freeFirstConsultationFor(consultant: ConsultantRow, clientProfileId: number): Promise<boolean> {
  if (!consultant.free_first_consultation) return false;
  const used = await strapi.db.query(BOOKING).count({ where: { ...usingFreeFirst(clientProfileId), consultant: { id: consultant.id } } });
  return used === 0;
}

/** The bookings of a client that use its free first consultation with their consultant: the non-cancelled ones. */
function usingFreeFirst(clientProfileId: number) {
  return { client: { id: clientProfileId }, status: { $ne: 'cancelled' } };
}

/**
 * The consultants whose free first consultation the client has used ({@link freeFirstConsultationFor}'s
 * rule, for every consultant at once: the expert cards of a list).
 * @returns consultant documentIds, each once
 */
export async function freeFirstUsed(client: ClientRow): Promise<{ used: string[] }> {
  const rows: { consultant?: { documentId?: string } | null }[] = await strapi.db
    .query(BOOKING)
    .findMany({ where: usingFreeFirst(client.id), select: ['id'], populate: { consultant: { select: ['documentId'] } } });
  return { used: [...new Set(rows.map((row) => row.consultant?.documentId).filter((id): id is string => !!id))] };
}

/**
 * The price for a client, with an optional coupon (a coupon never combines with the free first
 * consultation).
 * @throws ApiError 400 `CouponInvalid`
 */
export async function quoteFor(consultant: ConsultantRow, clientProfileId: number, couponCode: string | undefined, locale: Locale): Promise<Quote> {
  const listFee = consultant.fee ?? 0;
  const currency = (consultant.currency ?? 'EUR').toUpperCase();
  const free = await freeFirstConsultationFor(consultant, clientProfileId);
  if (couponCode) {
    if (free) throw new ApiError(400, 'CouponInvalid', t(locale, 'coupon.firstIsFree'), { fieldErrors: { couponCode: [t(locale, 'coupon.firstIsFree')] } });
    const coupon = await checkCoupon(couponCode, clientProfileId, listFee, currency, locale);
    const discount = discountOf(coupon, listFee);
    return { list_fee_minor: listFee, discount_minor: discount, fee_minor: listFee - discount, currency, free_first_consultation: false, coupon };
  }
  return { list_fee_minor: listFee, discount_minor: free ? listFee : 0, fee_minor: free ? 0 : listFee, currency, free_first_consultation: free, coupon: null };
}

/**
 * Price of the client's next booking with a consultant, without coupon: the list fee, or 0 when the
 * free first consultation applies to this client.
 * @returns `{ list_fee_minor, discount_minor, fee_minor, currency, free_first_consultation }`, minor units
 * @throws ApiError 404 when the consultant is not approved and active
 */
export async function quote(client: ClientRow, consultantDocumentId: string, locale: Locale) {
  const consultant = await bookableConsultant(consultantDocumentId, locale);
  const price = await quoteFor(consultant, client.id, undefined, locale);
  return { list_fee_minor: price.list_fee_minor, discount_minor: price.discount_minor, fee_minor: price.fee_minor, currency: price.currency, free_first_consultation: price.free_first_consultation };
}

/**
 * Price of the client's next booking with a consultant and a coupon.
 * @returns `{ code, list_fee_minor, discount_minor, fee_minor, currency }`, minor units
 * @throws ApiError 400 `CouponInvalid`, 404 consultant unavailable
 */
export async function applyCoupon(client: ClientRow, consultantDocumentId: string, code: string, locale: Locale) {
  const consultant = await bookableConsultant(consultantDocumentId, locale);
  const price = await quoteFor(consultant, client.id, code, locale);
  return { code: price.coupon?.code ?? '', list_fee_minor: price.list_fee_minor, discount_minor: price.discount_minor, fee_minor: price.fee_minor, currency: price.currency };
}
