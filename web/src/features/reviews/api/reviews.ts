/**
 * The reviews' API calls (docs/api-reviews.md; contracts `cms/src/contracts/reviews.ts`): the public
 * reviews of an expert, the client's review of a booking, the consultant's reviews and answers. Reads go
 * through SWR (lib/fetcher), writes through the one API client; failures throw the client's `ApiError`.
 *
 * @module features/reviews/api/reviews
 */
import { ReviewReplyRequest, ReviewRequest } from '@contracts/reviews';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer, Schemas } from '../../../lib/api-types';
import { useApi, useRoleApi } from '../../../lib/fetcher';

export { ReviewReplyRequest, ReviewRequest };

/** A review as visitors read it. */
export type PublicReview = Schemas['PublicReview'];
/** A review as its author reads it (hidden ones with the reason). */
export type OwnReview = Schemas['OwnReview'];
/** A review as the consultant reads it. */
export type ReceivedReview = Schemas['ReceivedReview'];
/** Whether the client may review a booking now. */
export type ReviewEligibility = Schemas['ReviewEligibility'];

/** Reviews per page of the expert's page. */
export const EXPERT_REVIEWS_PAGE_SIZE = 5;
/** Reviews per page of the consultant's list. */
export const CONSULTANT_REVIEWS_PAGE_SIZE = 10;

/** One page of an expert's public reviews (newest first) and its rating. */
export function useExpertReviews(consultantId: string, page: number) {
  return useApi<Answer<'/api/client/consultants/{id}/reviews', 'get'>>(`consultants/${encodeURIComponent(consultantId)}/reviews`, { page, pageSize: EXPERT_REVIEWS_PAGE_SIZE });
}

/** Whether the signed-in client may review its booking `bookingId`, and its review once written. */
export function useReviewEligibility(bookingId: string | undefined) {
  return useRoleApi<Answer<'/api/client/bookings/{id}/review', 'get'>>('client', bookingId ? `bookings/${encodeURIComponent(bookingId)}/review` : null);
}

/**
 * Publish the client's review of its booking.
 * @throws ApiError 400 (fields), 403 `ReviewNotAllowed`, 409 `AlreadyReviewed`
 */
export async function createReview(bookingId: string, review: z.output<typeof ReviewRequest>): Promise<OwnReview> {
  return (await apiClient.post<Answer<'/api/client/bookings/{id}/review', 'post'>>(`bookings/${encodeURIComponent(bookingId)}/review`, review, { role: 'client' })).data;
}

/** One page of the signed-in consultant's reviews and its rating. */
export function useConsultantReviews(page: number) {
  return useRoleApi<Answer<'/api/consultant/reviews', 'get'>>('consultant', 'reviews', { page, pageSize: CONSULTANT_REVIEWS_PAGE_SIZE });
}

/**
 * The consultant's one public answer to a review.
 * @throws ApiError 400 (fields), 404, 409 `AlreadyReplied`
 */
export async function replyToReview(reviewId: string, reply: z.output<typeof ReviewReplyRequest>): Promise<ReceivedReview> {
  return (await apiClient.post<Answer<'/api/consultant/reviews/{id}/reply', 'post'>>(`reviews/${encodeURIComponent(reviewId)}/reply`, reply, { role: 'consultant' })).data;
}
