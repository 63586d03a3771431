/**
 * `POST apply-coupon` (contract `ApplyCouponRequest` in cms/src/contracts/bookings.ts).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/apply-coupon
 */
import { ApplyCouponRequest } from '@contracts/bookings';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import type { CouponQuote } from '../model/types';

export { ApplyCouponRequest };

/** The checked request (code trimmed). */
export type CouponRequest = z.output<typeof ApplyCouponRequest>;

/**
 * The price of the consultant's consultation with a coupon code.
 * @throws ApiError 400 with `fieldErrors`, 404/409 when the code is unknown or no longer valid
 */
export async function applyCoupon(request: CouponRequest): Promise<CouponQuote> {
  const answer = await apiClient.post<Answer<'/api/client/apply-coupon', 'post'>>('apply-coupon', request, { role: 'client' });
  return answer.data;
}
