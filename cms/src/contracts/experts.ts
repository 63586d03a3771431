/**
 * Expert search and expert detail on the client surface (spec §2 `/our-experts`, §3 search filters;
 * docs/api.md "Expert search"): keywords, disorders, objectives, languages, specialization, search
 * words and page, plus the availability filter `available=week` and the orders
 * `sort=next_available|fee|experience|rating`. Only approved, active consultants are shown. Every card
 * carries the consultant's `rating` (docs/api-reviews.md).
 *
 * @module contracts/experts
 */
import { z } from 'zod';
import { checkMessage, dataOf, Instant, listOf, Locale, Media, orNull, paginationQuery } from './common';
import { route, type PublicCacheRule } from './route';

const TAG = 'Experts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Query parameter holding comma-separated reference slugs (`insomnia,anxiety`) → unique slug list (at most 50). */
export const slugListParam = z
  .string()
  .max(2000)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ])
  .refine((slugs) => slugs.every((slug) => SLUG.test(slug)) && slugs.length <= 50, checkMessage('validation.slugList'))
  .optional()
  .meta({ description: 'Comma-separated slugs; values of one filter combine with OR, filters with AND' });

/** Query of the expert search. */
export const expertSearchQuery = {
  ...paginationQuery(12, 50),
  keywords: slugListParam,
  disorders: slugListParam,
  objectives: slugListParam,
  languages: slugListParam,
  specialization: slugListParam,
  /** words that must all appear (accent- and case-insensitive) in the name, bios or specializations */
  search: z.string().trim().max(200).optional(),
  /** `week`: only consultants with a free slot in the next 7 days */
  available: z.enum(['week']).optional(),
  /** default: display name; `rating`: best average first (consultants without a review last), then most reviews */
  sort: z.enum(['next_available', 'fee', 'experience', 'rating']).optional(),
};

/** A consultant id as the API shows it (documentId). */
export const ConsultantId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{10,40}$/);

/** A reference entry linked to a consultant, named in the asked locale; `code` for languages and countries. */
export const ExpertReference = z.object({ slug: z.string(), name: z.string(), code: z.string().optional() }).meta({ id: 'ExpertReference' });

/**
 * The rating of a consultant (docs/api-reviews.md): the average of its visible reviews, rounded to one
 * decimal (`null` when it has none), and their count.
 */
export const RatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() }).meta({ id: 'RatingSummary' });

/** Kinds of items an admin checks when approving a consultant (docs/api-consultant.md "Verification badges"). */
export const VerificationKind = z.enum(['identity', 'degree', 'certificate', 'criminal_record', 'contract']).meta({ id: 'VerificationKind' });

/**
 * A verification badge: an item an admin checked and that has not changed since. `label` is public
 * text ("<degree>, <school>, <year>" for a degree, "<name>, <school>, <year>" for a certificate),
 * `null` for the other kinds; never a document number, file or the admin's identity.
 */
export const ExpertVerification = z
  .object({
    kind: VerificationKind,
    label: z.string().nullable(),
    /** UTC instant of the admin's check */
    verified_at: Instant,
  })
  .meta({ id: 'ExpertVerification' });

/** An item of a consultant an admin can tick at approval (back office), with its standing check if any. */
export const VerificationChecklistItem = z
  .object({
    kind: VerificationKind,
    /** documentId of the degree or certificate; `null` for the other kinds */
    item: z.string().nullable(),
    label: z.string().nullable(),
    /** UTC instant of the standing check, `null` when not verified now */
    verified_at: orNull(Instant),
  })
  .meta({ id: 'VerificationChecklistItem' });

/** A consultant as listed by the search and the favourites. */
export const ExpertCard = z
  .object({
    id: z.string(),
    display_name: z.string().nullable(),
    title: z.string().nullable(),
    photo: orNull(Media),
    specializations: z.array(ExpertReference),
    languages: z.array(ExpertReference),
    country: orNull(ExpertReference),
    city: z.string().nullable(),
    years_of_experience: z.number().int(),
    /** fee of one session; `amount` in minor currency units */
    fee: z.object({ amount: z.number().int().nullable(), currency: z.string().nullable() }),
    /** minutes */
    session_duration: z.number().int().nullable(),
    free_first_consultation: z.boolean(),
    /** start of the next free time slot (UTC), `null` when none is open */
    next_available_at: orNull(Instant),
    bio_excerpt: z.string(),
    /** the visible reviews' average and count */
    rating: RatingSummary,

    /** what an admin checked at approval and still stands (docs/api-consultant.md "Verification badges") */
    verifications: z.array(ExpertVerification),
    locale: Locale,
  })
  .meta({ id: 'ExpertCard' });

/** A consultant's full public profile. */
export const ExpertDetail = ExpertCard.extend({
  /** Markdown */
  bio: z.string(),
  /** Markdown */
  background: z.string(),
  intro_video_url: z.string().nullable(),
  /** IANA zone of the consultant's timings */
  time_zone: z.string().nullable(),
  disorders: z.array(ExpertReference),
  objectives: z.array(ExpertReference),
  keywords: z.array(ExpertReference),
}).meta({ id: 'ExpertDetail' });

/**
 * Cache rule of a public read about one consultant (`:id`) that shows its free time slots: the
 * bookings, timings and days off it depends on are that consultant's only (tag `slots:<documentId>`;
 * `slots` is dropped when a change names no consultant). The consultant's account row is read with the
 * profile but no field of it is shown, so account changes (sign-ins) do not drop these answers.
 * docs/public-cache.md.
 */
export const consultantAvailabilityCache = {
  availability: true,
  tags: ['slots', 'slots:{id}'],
  narrowed: ['api::booking.booking', 'api::consultant-timing.consultant-timing', 'api::consultant-day-off.consultant-day-off', 'plugin::users-permissions.user'],
} as const satisfies PublicCacheRule;

/** Routes of the expert search, by controller action of `api::client.experts`. */
export const expertRoutes = {
  list: route({
    method: 'GET',
    path: '/client/consultants',
    summary: 'Search the visible consultants (filters by reference slugs, words, availability)',
    tag: TAG,
    access: 'public',
    // Every card shows its next free slot: any booking, timing or day off may change a page.
    cache: { availability: true },
    query: expertSearchQuery,
    responses: { 200: { description: 'One page of cards', schema: listOf(ExpertCard) } },
  }),
  detail: route({
    method: 'GET',
    path: '/client/consultants/:id',
    summary: "A visible consultant's public profile (404 when hidden or unknown)",
    tag: TAG,
    access: 'public',
    cache: consultantAvailabilityCache,
    params: z.object({ id: ConsultantId }),
    responses: { 200: { description: 'The profile', schema: dataOf(ExpertDetail) } },
  }),
};
