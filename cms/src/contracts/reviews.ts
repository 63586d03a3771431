/**
 * Reviews of attended sessions (spec §1 "clients find consultants", docs/api-reviews.md): a client rates
 * a session it really had with a consultant, the consultant answers once in public, visitors read them
 * on the expert's page, admins hide the abusive ones.
 *
 * - **Who may write.** Only the booking's client (another client's booking answers 404), once per
 *   booking (409 `AlreadyReviewed`, held by the database), and only when the consultation room's
 *   attendance shows the client and the consultant present together for at least
 *   {@link MIN_ATTENDED_OVERLAP_MINUTES} minutes, no later than {@link REVIEW_WINDOW_DAYS} days after the
 *   booking's end. Otherwise 403 `ReviewNotAllowed` with `details.reason` (`not_attended`, `too_late`).
 * - **Public list.** Newest first, hidden reviews left out; the author is shown as a first name and
 *   the initial of the family name only.
 * - **Rating.** `{ average, count }` of the visible reviews, on every expert card and the expert page;
 *   `average` is rounded to one decimal, `null` without any review.
 * - **Hidden reviews.** Not public and not counted; their author still reads them, with the admin's
 *   reason, in `GET /client/reviews` and on `GET /client/bookings/:id/review`.
 *
 * Instants are UTC ISO 8601; ids are documentIds.
 *
 * @module contracts/reviews
 */
import { z } from 'zod';
import { ApiErrorBody, DocumentId, Instant, Locale, dataOf, listOf, orNull, paginationQuery } from './common';
import { ResourceId } from './admin-dialect';
import { ConsultantId, RatingSummary } from './experts';
import { route } from './route';

const TAG = 'Reviews';

/** Tag of the back office's review routes in the reference. */
export const REVIEWS_ADMIN_TAG = 'Reviews (admin)';

/** Minutes the client and the consultant must have been in the consultation room together for the client to review the session. */
export const MIN_ATTENDED_OVERLAP_MINUTES = 10;

/** Days after a booking's end during which its client may review it. */
export const REVIEW_WINDOW_DAYS = 30;

/** Lengths of a review's text, in characters (after trimming). */
export const REVIEW_TEXT = { min: 20, max: 2000 } as const;

/** Lengths of a consultant's reply, in characters (after trimming). */
export const REPLY_TEXT = { min: 2, max: 2000 } as const;

/** Lengths of an admin's reason for hiding a review, in characters. */
export const HIDE_REASON = { min: 3, max: 500 } as const;

/** A rating: a whole number of stars from 1 to 5. */
export const Rating = z.number().int().min(1).max(5);

export { RatingSummary };

/** A review being written by the booking's client. `locale`: the language of `text` (default: the request's). */
export const ReviewRequest = z
  .object({
    rating: Rating,
    text: z.string().trim().min(REVIEW_TEXT.min).max(REVIEW_TEXT.max),
    locale: Locale.optional(),
  })
  .strict()
  .meta({ id: 'ReviewRequest' });

/** The consultant's one public answer to a review. */
export const ReviewReplyRequest = z
  .object({ text: z.string().trim().min(REPLY_TEXT.min).max(REPLY_TEXT.max) })
  .strict()
  .meta({ id: 'ReviewReplyRequest' });

/** An admin hiding a review: the reason, shown to the review's author. */
export const ReviewHideRequest = z
  .object({ reason: z.string().trim().min(HIDE_REASON.min).max(HIDE_REASON.max) })
  .strict()
  .meta({ id: 'ReviewHideRequest' });

/** The consultant's answer under a review. */
export const ReviewReply = z.object({ text: z.string(), created_at: Instant }).meta({ id: 'ReviewReply' });

/** A review as visitors read it on the expert's page. */
export const PublicReview = z
  .object({
    id: z.string(),
    rating: Rating,
    text: z.string(),
    /** language of `text` */
    locale: Locale,
    /** the client's first name and the initial of its family name (`Marie D.`) */
    author: z.string(),
    created_at: Instant,
    reply: orNull(ReviewReply),
  })
  .meta({ id: 'PublicReview' });

/** A review as its author (the client) reads it: whether it is hidden, and why. */
export const OwnReview = PublicReview.extend({
  booking: z.string(),
  consultant: z.object({ id: z.string(), display_name: z.string() }),
  hidden: z.boolean(),
  /** the admins' reason, when hidden */
  hidden_reason: z.string().nullable(),
}).meta({ id: 'OwnReview' });

/** A review as the consultant reads it in its area. */
export const ConsultantReview = PublicReview.extend({
  booking: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  /** whether the consultant may still answer (it has not yet) */
  can_reply: z.boolean(),
}).meta({ id: 'ReceivedReview' });

/**
 * Whether the client may review a booking: `open` (it may now, until `deadline`), `written` (see
 * `review`), `not_attended` (the room's attendance does not show both parties together long enough),
 * `too_late` (past `deadline`).
 */
export const ReviewStatus = z.enum(['open', 'written', 'not_attended', 'too_late']);

/** The answer of `GET /client/bookings/:id/review`. */
export const ReviewEligibility = z
  .object({
    status: ReviewStatus,
    /** the last instant a review can be written (booking end + 30 days) */
    deadline: Instant,
    review: orNull(OwnReview),
  })
  .meta({ id: 'ReviewEligibility' });

/** A review as the back office lists and shows it. */
export const AdminReviewRecord = z
  .object({
    id: z.string(),
    rating: Rating,
    text: z.string(),
    locale: Locale,
    /** the consultant's profile id (the `consultants` resource) */
    consultant: z.string().nullable(),
    consultant_name: z.string(),
    /** the client's profile id (the `clients` resource) */
    client: z.string().nullable(),
    client_name: z.string(),
    booking: z.string().nullable(),
    hidden: z.boolean(),
    hidden_reason: z.string().nullable(),
    hidden_at: Instant.nullable(),
    reply_text: z.string().nullable(),
    replied_at: Instant.nullable(),
    createdAt: Instant,
    updatedAt: Instant,
  })
  .meta({ id: 'AdminReviewRecord' });

/** Filters of the back office's list. */
export const reviewFilters = {
  consultant: { kind: 'relation', schema: ResourceId },
  client: { kind: 'relation', schema: ResourceId },
  rating: { kind: 'equals', schema: Rating },
  hidden: { kind: 'equals', schema: z.boolean() },
} as const;

/** Fields the back office's list can be sorted by. */
export const REVIEW_SORTABLE = ['createdAt', 'rating', 'hidden_at', 'replied_at'] as const;

const error = (description: string) => ({ description, schema: ApiErrorBody });
const idParams = z.object({ id: DocumentId });

/** Routes of `api::client.reviews`. */
export const clientReviewRoutes = {
  eligibility: route({
    method: 'GET',
    path: '/client/bookings/:id/review',
    summary: 'Whether the client may review this booking now, and its review once written',
    tag: TAG,
    access: 'signed-in',
    params: idParams,
    responses: { 200: { description: 'Status, deadline and review', schema: dataOf(ReviewEligibility) }, 404: error('Unknown, or another client’s booking') },
  }),
  create: route({
    method: 'POST',
    path: '/client/bookings/:id/review',
    summary: 'Review a session the client attended with the consultant (once per booking)',
    description:
      `Body \`{ rating, text, locale? }\`: \`rating\` 1 to 5, \`text\` ${REVIEW_TEXT.min} to ${REVIEW_TEXT.max} characters, \`locale\` the language of the text (default: the request's). ` +
      `Allowed once the room's attendance shows the client and the consultant present together for at least ${MIN_ATTENDED_OVERLAP_MINUTES} minutes, ` +
      `until ${REVIEW_WINDOW_DAYS} days after the booking's end.`,
    tag: TAG,
    access: 'signed-in',
    params: idParams,
    body: ReviewRequest,
    responses: {
      201: { description: 'Published', schema: dataOf(OwnReview) },
      403: error('`ReviewNotAllowed`, `details.reason`: `not_attended` (not together long enough in the room) or `too_late` (more than 30 days after the end)'),
      404: error('Unknown, or another client’s booking'),
      409: error('`AlreadyReviewed`: the booking has its review'),
    },
  }),
  mine: route({
    method: 'GET',
    path: '/client/reviews',
    summary: 'The client’s own reviews, newest first, hidden ones included with the reason',
    tag: TAG,
    access: 'signed-in',
    query: paginationQuery(20, 100),
    responses: { 200: { description: 'One page of reviews', schema: listOf(OwnReview) } },
  }),
  ofConsultant: route({
    method: 'GET',
    path: '/client/consultants/:id/reviews',
    summary: 'A visible consultant’s public reviews, newest first (hidden ones left out)',
    tag: TAG,
    access: 'public',
    cache: 'public',
    params: z.object({ id: ConsultantId }),
    query: paginationQuery(10, 50),
    responses: {
      200: { description: 'One page of reviews, and the rating', schema: listOf(PublicReview).extend({ meta: listOf(PublicReview).shape.meta.extend({ rating: RatingSummary }) }) },
      404: error('Unknown or hidden consultant'),
    },
  }),
};

/** Routes of `api::consultant.reviews`. */
export const consultantReviewListRoutes = {
  list: route({
    method: 'GET',
    path: '/consultant/reviews',
    summary: 'The consultant’s reviews, newest first (hidden ones included, marked), and its rating',
    tag: TAG,
    access: 'signed-in',
    query: paginationQuery(20, 100),
    responses: {
      200: { description: 'One page of reviews', schema: listOf(ConsultantReview).extend({ meta: listOf(ConsultantReview).shape.meta.extend({ rating: RatingSummary }) }) },
    },
  }),
  reply: route({
    method: 'POST',
    path: '/consultant/reviews/:id/reply',
    summary: 'Answer a review of the consultant in public, once',
    description: `Body \`{ text }\`, ${REPLY_TEXT.min} to ${REPLY_TEXT.max} characters.`,
    tag: TAG,
    access: 'signed-in',
    params: idParams,
    body: ReviewReplyRequest,
    responses: {
      201: { description: 'Answered', schema: dataOf(ConsultantReview) },
      404: error('Unknown, or a review of another consultant'),
      409: error('`AlreadyReplied`: the review has its answer'),
    },
  }),
};

/** The back office's moderation actions, by handler of `api::admin-panel.reviews`. */
export const reviewActionRoutes = {
  hide: route({
    method: 'POST',
    path: '/admin-panel/reviews/:id/hide',
    summary: 'Hide a review from the public (and from the rating), with a reason shown to its author',
    tag: REVIEWS_ADMIN_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: ReviewHideRequest,
    responses: { 200: { description: 'The review, hidden', schema: AdminReviewRecord } },
  }),
  unhide: route({
    method: 'POST',
    path: '/admin-panel/reviews/:id/unhide',
    summary: 'Show a hidden review again',
    tag: REVIEWS_ADMIN_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: z.object({}).strict(),
    responses: { 200: { description: 'The review, public again', schema: AdminReviewRecord } },
  }),
};
