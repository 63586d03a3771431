/**
 * `POST consultants/:id/quote` with a coupon code (400 `CouponInvalid`).
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/apply-coupon
 */
import { apiClient } from '../../../lib/api-client';
import type { CouponQuote } from '../model/types';

/**
 * `POST apply-coupon`: the price with the coupon.
 *
 * @throws ApiError 400 `CouponInvalid` with the reason.
 */
export async function applyCoupon(consultantId: string, code: string): Promise<CouponQuote> {
  const answer = await apiClient.post<{ data: CouponQuote }>('apply-coupon', { consultantId, code }, { role: 'client' });
  return answer.data;
}
