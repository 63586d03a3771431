/**
 * Service `api::review.reviews`: reviews of attended sessions (docs/api-reviews.md; contracts/reviews).
 *
 * - A client reviews one of its bookings once ({@link create}) when the consultation room's attendance
 *   (`api::booking.room-attendance` visits) shows it and the consultant present together for at least
 *   {@link MIN_ATTENDED_OVERLAP_MINUTES} minutes, until {@link REVIEW_WINDOW_DAYS} days after the
 *   booking's end. The `review_keys` row written in the same transaction makes a second review of the
 *   booking fail in the database (409).
 * - The consultant answers a review once ({@link reply}); the check and the write are one conditional
 *   update, so two answers at once store one.
 * - The consultant's rating is kept in two columns of its profile, `rating_count` and `rating_sum`
 *   (visible reviews only), recomputed in the transaction of every change that affects them (a new
 *   review, hiding, showing again, erasure), so that the expert search reads and sorts by it in its one
 *   statement. They are written with raw SQL (no reindex of the search text): the public read cache is
 *   told here ({@link recount}'s callers invalidate the consultant profiles once committed).
 */
import type { Knex } from 'knex';
import { ApiError, notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { type BOOKING, CONSULTANT_PROFILE, REVIEW, modelMeta, type ModelMeta, type Row } from '../../../lib/content-types';
import { writeTransaction } from '../../../lib/transactions';
import { isUniqueViolation } from '../../../lib/idempotency';
import { invalidateTags } from '../../../lib/public-cache';
import { services } from '../../../lib/services';
import { ownBooking } from '../../../lib/booking/queries';
import { instant, iso, type ClientRow } from '../../../lib/booking/rows';
import type { RoomVisitView } from '../../booking/services/room-attendance';
import { MIN_ATTENDED_OVERLAP_MINUTES, REVIEW_WINDOW_DAYS } from '../../../contracts/reviews';
import { clock } from '../../../contracts/clock';
import { ratingSummary } from '../../../lib/ratings';

/** The table whose primary key allows one review per booking (database/migrations `review-keys`). */
export const REVIEW_KEYS = 'review_keys';

const DAY_MS = 86_400_000;

/** A review row with the relations the views read. */
export type ReviewRow = Row<typeof REVIEW> & {
  client?: { id: number; documentId: string; given_name?: string | null; family_name?: string | null; display_name?: string | null } | null;
  consultant?: { id: number; documentId: string; display_name?: string | null } | null;
  booking?: { id: number; documentId: string; start?: unknown; end?: unknown } | null;
};

/** The relations of a review that its views show. */
export const REVIEW_POPULATE = {
  client: { select: ['id', 'documentId', 'given_name', 'family_name', 'display_name'] },
  consultant: { select: ['id', 'documentId', 'display_name'] },
  booking: { select: ['id', 'documentId', 'start', 'end'] },
} as const;

/** Why a client may not review a booking now. */
export type ReviewRefusal = 'not_attended' | 'too_late';

/**
 * Minutes the two parties were in the room together, from the room's visits (each party's visits
 * do not overlap one another: `mergeVisits` joined them); a visit still going counts until `now`.
 */
export function togetherMinutes(visits: readonly RoomVisitView[], now = clock.now()): number {
  const span = (visit: RoomVisitView) => [Date.parse(visit.joined_at), visit.left_at ? Date.parse(visit.left_at) : now.getTime()] as const;
  const clients = visits.filter((visit) => visit.role === 'client').map(span);
  const consultants = visits.filter((visit) => visit.role === 'consultant').map(span);
  let ms = 0;
  for (const [a, b] of clients) for (const [c, d] of consultants) ms += Math.max(0, Math.min(b, d) - Math.max(a, c));
  return ms / 60_000;
}

/** The author as visitors read it: first name and the initial of the family name (`Marie D.`). */
export function authorName(client: ReviewRow['client'], locale: Locale): string {
  const given = client?.given_name?.trim();
  const initial = client?.family_name?.trim()?.charAt(0);
  if (!given) return t(locale, 'review.deletedClient');
  return initial ? `${given} ${initial.toUpperCase()}.` : given;
}

/** A review as visitors read it (`PublicReview`). */
export function publicView(row: ReviewRow, locale: Locale) {
  const textLocale: Locale = row.text_locale === 'en' ? 'en' : 'fr';
  return {
    id: row.documentId,
    rating: Number(row.rating),
    text: row.text ?? '',
    locale: textLocale,
    author: authorName(row.client, locale),
    created_at: iso(row.createdAt) ?? '',
    reply: row.reply_text ? { text: row.reply_text, created_at: iso(row.replied_at) ?? '' } : null,
  };
}

/** A review as its author reads it (`OwnReview`). */
export function ownView(row: ReviewRow, locale: Locale) {
  return {
    ...publicView(row, locale),
    booking: row.booking?.documentId ?? '',
    consultant: { id: row.consultant?.documentId ?? '', display_name: row.consultant?.display_name ?? '' },
    hidden: Boolean(row.hidden),
    hidden_reason: row.hidden ? (row.hidden_reason ?? null) : null,
  };
}

/** A review as the consultant reads it (`ConsultantReview`). */
export function consultantView(row: ReviewRow, locale: Locale) {
  return {
    ...publicView(row, locale),
    booking: row.booking?.documentId ?? '',
    hidden: Boolean(row.hidden),
    hidden_reason: row.hidden ? (row.hidden_reason ?? null) : null,
    can_reply: !row.reply_text,
  };
}

/**
 * Store the rating columns of consultant profile `consultantId` (row id) from its visible reviews,
 * inside the caller's transaction. The caller invalidates the cached consultant answers after the commit.
 */
export async function recount(consultantId: number, trx: Knex.Transaction): Promise<void> {
  // Raw SQL on the transaction itself, so that the review just written (or hidden) is counted.
  const review = modelMeta(REVIEW);
  const link = review.attributes.consultant!.joinTable!;
  const col = (meta: ModelMeta, name: string) => `${meta.tableName}.${meta.attributes[name]?.columnName ?? name}`;
  const [totals]: { count: number | string | null; sum: number | string | null }[] = await strapi.db
    .connection(review.tableName)
    .transacting(trx)
    .join(link.name, `${link.name}.${link.joinColumn.name}`, `${review.tableName}.id`)
    .where(`${link.name}.${link.inverseJoinColumn.name}`, consultantId)
    .where(col(review, 'hidden'), false)
    .count({ count: `${review.tableName}.id` })
    .sum({ sum: col(review, 'rating') });
  const profile = modelMeta(CONSULTANT_PROFILE);
  const column = (name: string) => profile.attributes[name]?.columnName ?? name;
  await strapi.db
    .connection(profile.tableName)
    .transacting(trx)
    .where({ id: consultantId })
    .update({ [column('rating_count')]: Number(totals?.count ?? 0), [column('rating_sum')]: Number(totals?.sum ?? 0) });
}

/** Drop the cached public answers built from consultant profiles (their ratings changed outside the query engine). */
export const ratingsChanged = () => invalidateTags([CONSULTANT_PROFILE]);

/**
 * The erasure's part of the reviews (docs/privacy.md "Erasure"), inside its transaction: a client's
 * reviews are deleted with their booking keys (their text is the client's words, their rating its
 * opinion) and the consultants' ratings recomputed; an erased consultant's answers are cleared (its
 * words), the clients' reviews stay with it, out of sight like its profile. The caller calls
 * {@link ratingsChanged} after the commit.
 * @returns how many reviews were deleted or cleared
 */
export async function eraseReviewsOf(role: 'client' | 'consultant', profileId: number, trx: Knex.Transaction): Promise<number> {
  if (role === 'consultant') {
    const answered: { id: number }[] = await strapi.db.query(REVIEW).findMany({ where: { consultant: { id: profileId }, reply_text: { $notNull: true } }, select: ['id'] });
    if (!answered.length) return 0;
    // By id: an update filtered through a relation is not one Strapi's query builder can run.
    await strapi.db.query(REVIEW).updateMany({ where: { id: { $in: answered.map((row) => row.id) } }, data: { reply_text: null, replied_at: null } });
    return answered.length;
  }
  const rows: ReviewRow[] = await strapi.db.query(REVIEW).findMany({ where: { client: { id: profileId } }, populate: { consultant: { select: ['id'] } } });
  if (!rows.length) return 0;
  await strapi.db.query(REVIEW).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
  await strapi.db
    .connection(REVIEW_KEYS)
    .transacting(trx)
    .whereIn(
      'review_document_id',
      rows.map((row) => row.documentId),
    )
    .delete();
  for (const consultantId of new Set(rows.map((row) => row.consultant?.id).filter((id): id is number => typeof id === 'number'))) await recount(consultantId, trx);
  return rows.length;
}

/**
 * Why a booking cannot be reviewed now, or `null` when it can: `not_attended` unless the room shows
 * both parties together for {@link MIN_ATTENDED_OVERLAP_MINUTES} minutes (a cancelled booking never
 * does), `too_late` past `deadline`.
 */
export async function refusalOf(booking: Row<typeof BOOKING>, deadline: Date): Promise<ReviewRefusal | null> {
  const visits = (await services.roomAttendance().visits([booking])).get(booking.id) ?? [];
  if (booking.status === 'cancelled' || togetherMinutes(visits) < MIN_ATTENDED_OVERLAP_MINUTES) return 'not_attended';
  if (clock.now() > deadline) return 'too_late';
  return null;
}

const REVIEW_ADMIN_POPULATE = REVIEW_POPULATE;

export default () => ({
  /**
   * Whether the client may review its booking `bookingDocumentId` now.
   * @returns `{ status, deadline, review }` (`ReviewEligibility`; `deadline` UTC ISO)
   * @throws ApiError 404 when the booking is not the client's
   */
  async eligibility(client: ClientRow, bookingDocumentId: string, locale: Locale) {
    const booking = await ownBooking({ role: 'client', userId: 0, profile: client }, bookingDocumentId, locale);
    const deadline = new Date(instant(booking.end).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
    const existing: ReviewRow | null = await strapi.db.query(REVIEW).findOne({ where: { booking: { id: booking.id } }, populate: REVIEW_POPULATE });
    if (existing) return { status: 'written' as const, deadline: deadline.toISOString(), review: ownView(existing, locale) };
    const refusal = await refusalOf(booking, deadline);
    return { status: refusal ?? ('open' as const), deadline: deadline.toISOString(), review: null };
  },

  /**
   * Publish the client's review of its booking.
   * @param input - `rating` 1–5, `text` (trimmed, 20–2000 characters), `locale` of the text
   * @returns the review (`OwnReview`)
   * @throws ApiError 404 (not the client's booking), 403 `ReviewNotAllowed` with `details.reason`, 409 `AlreadyReviewed`
   */
  async create(client: ClientRow, bookingDocumentId: string, input: { rating: number; text: string; locale: Locale }, locale: Locale) {
    const booking = await ownBooking({ role: 'client', userId: 0, profile: client }, bookingDocumentId, locale);
    const already = () => new ApiError(409, 'AlreadyReviewed', t(locale, 'review.already'));
    const existing = await strapi.db.query(REVIEW).findOne({ where: { booking: { id: booking.id } }, select: ['id'] });
    if (existing) throw already();
    const deadline = new Date(instant(booking.end).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
    const refusal = await refusalOf(booking, deadline);
    if (refusal === 'not_attended') throw new ApiError(403, 'ReviewNotAllowed', t(locale, 'review.notAttended', { minutes: MIN_ATTENDED_OVERLAP_MINUTES }), { reason: refusal });
    if (refusal === 'too_late') throw new ApiError(403, 'ReviewNotAllowed', t(locale, 'review.tooLate', { days: REVIEW_WINDOW_DAYS }), { reason: refusal });
    const consultantId = (booking.consultant as { id?: number } | null)?.id;
    if (!consultantId) throw notFound(t(locale, 'booking.notFound'));
    let id: number;
    try {
      id = await writeTransaction(async ({ trx }) => {
        const review = await strapi.db.query(REVIEW).create({
          data: { booking: booking.id, consultant: consultantId, client: client.id, rating: input.rating, text: input.text, text_locale: input.locale, hidden: false },
        });
        // The primary key (booking): a second review of the booking fails here and rolls the first insert back.
        await strapi.db.connection(REVIEW_KEYS).transacting(trx).insert({ booking_document_id: booking.documentId, review_document_id: review.documentId });
        await recount(consultantId, trx);
        return review.id as number;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw already();
      throw error;
    } finally {
      ratingsChanged();
    }
    const row: ReviewRow = await strapi.db.query(REVIEW).findOne({ where: { id }, populate: REVIEW_POPULATE });
    return ownView(row, locale);
  },

  /**
   * One page of the client's own reviews, newest first, hidden ones included.
   * @returns `{ data: OwnReview[], total }`
   */
  async mine(client: ClientRow, page: number, pageSize: number, locale: Locale) {
    const where = { client: { id: client.id } };
    const [rows, total]: [ReviewRow[], number] = await Promise.all([
      strapi.db.query(REVIEW).findMany({ where, populate: REVIEW_POPULATE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: (page - 1) * pageSize, limit: pageSize }),
      strapi.db.query(REVIEW).count({ where }),
    ]);
    return { data: rows.map((row) => ownView(row, locale)), total };
  },

  /**
   * One page of a visible consultant's public reviews, newest first (hidden ones left out), and its rating.
   * @returns `{ data: PublicReview[], total, rating }`
   * @throws ApiError 404 when the consultant is unknown or not visible
   */
  async ofConsultant(consultantDocumentId: string, page: number, pageSize: number, locale: Locale) {
    const profile = await strapi.db.query(CONSULTANT_PROFILE).findOne({
      where: { documentId: consultantDocumentId, approval_status: 'approved', active_status: true, deletedAt: { $null: true } },
      select: ['id', 'rating_count', 'rating_sum'],
    });
    if (!profile) throw notFound(t(locale, 'notFound.consultant'));
    const where = { consultant: { id: profile.id }, hidden: false };
    const [rows, total]: [ReviewRow[], number] = await Promise.all([
      strapi.db.query(REVIEW).findMany({ where, populate: { client: REVIEW_POPULATE.client }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: (page - 1) * pageSize, limit: pageSize }),
      strapi.db.query(REVIEW).count({ where }),
    ]);
    return { data: rows.map((row) => publicView(row, locale)), total, rating: ratingSummary(profile.rating_count, profile.rating_sum) };
  },

  /**
   * One page of the consultant's reviews, newest first (hidden ones included, marked), and its rating.
   * @param consultant - the consultant's profile row
   * @returns `{ data: ConsultantReview[], total, rating }`
   */
  async ofOwnProfile(consultant: Row<typeof CONSULTANT_PROFILE>, page: number, pageSize: number, locale: Locale) {
    const where = { consultant: { id: consultant.id } };
    const [rows, total]: [ReviewRow[], number] = await Promise.all([
      strapi.db.query(REVIEW).findMany({ where, populate: REVIEW_POPULATE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: (page - 1) * pageSize, limit: pageSize }),
      strapi.db.query(REVIEW).count({ where }),
    ]);
    return { data: rows.map((row) => consultantView(row, locale)), total, rating: ratingSummary(consultant.rating_count, consultant.rating_sum) };
  },

  /**
   * The consultant's one public answer to its review `reviewDocumentId`.
   * @returns the review (`ConsultantReview`)
   * @throws ApiError 404 (unknown, or another consultant's review), 409 `AlreadyReplied`
   */
  async reply(consultant: Row<typeof CONSULTANT_PROFILE>, reviewDocumentId: string, text: string, locale: Locale) {
    const row = await strapi.db.query(REVIEW).findOne({ where: { documentId: reviewDocumentId, consultant: { id: consultant.id } }, select: ['id'] });
    if (!row) throw notFound(t(locale, 'review.notFound'));
    // Only while no answer is stored: two answers at once store one.
    const { count } = await strapi.db.query(REVIEW).updateMany({ where: { id: row.id, reply_text: { $null: true } }, data: { reply_text: text, replied_at: clock.now() } });
    if (!count) throw new ApiError(409, 'AlreadyReplied', t(locale, 'review.alreadyReplied'));
    const updated: ReviewRow = await strapi.db.query(REVIEW).findOne({ where: { id: row.id }, populate: REVIEW_POPULATE });
    return consultantView(updated, locale);
  },

  /**
   * Hide review `documentId` from the public and from the rating, with `reason` for its author; or show
   * it again (`reason` null). The consultant's rating is recomputed in the same transaction.
   * @returns the review row (with {@link REVIEW_POPULATE}), or `null` when unknown
   */
  async setHidden(documentId: string, reason: string | null): Promise<ReviewRow | null> {
    const row: ReviewRow | null = await strapi.db.query(REVIEW).findOne({ where: { documentId }, populate: { consultant: { select: ['id'] } } });
    if (!row) return null;
    try {
      await writeTransaction(async ({ trx }) => {
        await strapi.db.query(REVIEW).update({
          where: { id: row.id },
          data: reason === null ? { hidden: false, hidden_reason: null, hidden_at: null } : { hidden: true, hidden_reason: reason, hidden_at: clock.now() },
        });
        if (row.consultant?.id) await recount(row.consultant.id, trx);
      });
    } finally {
      ratingsChanged();
    }
    return strapi.db.query(REVIEW).findOne({ where: { id: row.id }, populate: REVIEW_ADMIN_POPULATE });
  },

  /** The reviews written by client profile `clientId` (data export), oldest first. */
  async writtenBy(clientId: number): Promise<ReviewRow[]> {
    return strapi.db.query(REVIEW).findMany({ where: { client: { id: clientId } }, populate: REVIEW_POPULATE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  },

  /** The reviews of consultant profile `consultantId` (data export), oldest first. */
  async about(consultantId: number): Promise<ReviewRow[]> {
    return strapi.db.query(REVIEW).findMany({ where: { consultant: { id: consultantId } }, populate: REVIEW_POPULATE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  },
});
