/**
 * Reviews in the back office (docs/api-reviews.md "Moderation"; contracts/reviews `AdminReviewRecord`):
 * every review with its consultant, client and booking, filtered by consultant, client, rating and
 * whether it is hidden. Read only through the dialect (a review is the client's words: admins do not
 * edit them); an admin hides one with a reason, or shows it again, with
 * `POST /reviews/:id/hide` and `POST /reviews/:id/unhide` (controllers/reviews.ts).
 */
import type { z } from 'zod';
import { AdminReviewRecord, REVIEW_SORTABLE, REVIEWS_ADMIN_TAG, reviewFilters } from '../../../contracts/reviews';
import { defineAdminResource } from '../../../lib/admin-resource';
import { REVIEW } from '../../../lib/content-types';
import { REVIEW_POPULATE, type ReviewRow } from '../../review/services/reviews';
import { instantOrNull } from './people';

/**
 * The back office's record of a review row.
 * @param row - a review row populated with `REVIEW_POPULATE`
 * @returns `AdminReviewRecord` (instants UTC ISO 8601; parties and booking by documentId)
 */
export function reviewRecord(row: ReviewRow): z.input<typeof AdminReviewRecord> {
  return {
    id: row.documentId,
    rating: Number(row.rating),
    text: row.text ?? '',
    locale: row.text_locale === 'en' ? 'en' : 'fr',
    consultant: row.consultant?.documentId ?? null,
    consultant_name: row.consultant?.display_name ?? '',
    client: row.client?.documentId ?? null,
    client_name: row.client?.display_name ?? '',
    booking: row.booking?.documentId ?? null,
    hidden: Boolean(row.hidden),
    hidden_reason: row.hidden_reason ?? null,
    hidden_at: instantOrNull(row.hidden_at),
    reply_text: row.reply_text ?? null,
    replied_at: instantOrNull(row.replied_at),
    createdAt: instantOrNull(row.createdAt) ?? '',
    updatedAt: instantOrNull(row.updatedAt) ?? '',
  };
}

export default defineAdminResource({
  name: 'reviews',
  noun: 'review',
  tag: REVIEWS_ADMIN_TAG,
  uid: REVIEW,
  record: AdminReviewRecord,
  create: false,
  update: false,
  remove: false,
  trash: false,
  populate: REVIEW_POPULATE,
  search: ['text', 'client.display_name', 'consultant.display_name'],
  sortable: REVIEW_SORTABLE,
  filters: reviewFilters,
  toRecord: ({ row }) => reviewRecord(row as unknown as ReviewRow),
});
