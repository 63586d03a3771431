/**
 * The admin surface `/api/admin-panel/` (DESIGN §2, ra-data-simple-rest dialect: bare JSON records
 * with `id` = documentId, lists as bare arrays with a `Content-Range: <resource> <first>-<last>/<total>`
 * header): coupons (docs/api-bookings.md "Admin") and the review of consultant profiles
 * (docs/api-consultant.md "Admins": the full profile record, approve, reject, active switch).
 *
 * Instants are UTC ISO 8601; money in minor units of `currency`.
 *
 * @module contracts/admin
 */
import { z } from 'zod';
import { ApiErrorBody, checkMessage, EmptyBody, Instant, InstantInput } from './common';
import { route } from './route';
import { AddressSection, BankSection, BasicSection, Certificate, Degree, DetailSection, DocumentsSection, ProfileStatus, TimingsView } from './consultant-profile';

const COUPON_TAG = 'Coupons (admin)';
const REVIEW_TAG = 'Consultant review (admin)';

/** Coupon fields an admin can sort the list by. */
export const COUPON_SORTABLE = ['code', 'kind', 'valid_from', 'valid_until', 'max_uses', 'active', 'createdAt'] as const;

/** A coupon in the back office. */
export const Coupon = z
  .object({
    id: z.string(),
    /** upper-case; compared without case */
    code: z.string(),
    description: z.string().nullable(),
    kind: z.enum(['percent', 'fixed']),
    /** 1–100, `percent` coupons */
    percent_off: z.number().int().nullable(),
    /** minor units of `currency`, `fixed` coupons */
    amount_off_minor: z.number().int().nullable(),
    /** ISO 4217, `fixed` coupons */
    currency: z.string().nullable(),
    valid_from: Instant.nullable(),
    valid_until: Instant.nullable(),
    max_uses: z.number().int().nullable(),
    once_per_client: z.boolean(),
    active: z.boolean(),
    /** confirmed bookings with the coupon */
    uses: z.number().int().min(0),
  })
  .meta({ id: 'Coupon' });

/**
 * A validity bound: an instant with an explicit offset or `Z` (`InstantInput`: a local time without
 * offset would be read in the server's zone), or `null` for none.
 */
const CouponInstant = z.union([z.null(), InstantInput]).optional();

/** The writable fields of a coupon (create and update); the fields of the other kind are ignored. */
export const CouponInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/),
    description: z.string().trim().max(200).nullish(),
    kind: z.enum(['percent', 'fixed']),
    percent_off: z.number().int().min(1).max(100).nullish(),
    amount_off_minor: z.number().int().min(1).max(100_000_000).nullish(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .nullish(),
    valid_from: CouponInstant,
    valid_until: CouponInstant,
    max_uses: z.number().int().min(1).nullish(),
    once_per_client: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, issue) => {
    const amount = checkMessage('validation.couponAmount');
    if (value.kind === 'percent' && !value.percent_off) issue.addIssue({ code: 'custom', path: ['percent_off'], ...amount });
    if (value.kind === 'fixed' && !value.amount_off_minor) issue.addIssue({ code: 'custom', path: ['amount_off_minor'], ...amount });
    if (value.kind === 'fixed' && !value.currency) issue.addIssue({ code: 'custom', path: ['currency'], ...amount });
    if (value.valid_from && value.valid_until && value.valid_until.getTime() <= value.valid_from.getTime()) {
      issue.addIssue({ code: 'custom', path: ['valid_until'], ...checkMessage('validation.couponDates') });
    }
  })
  .meta({ id: 'CouponInput' });

/** A query parameter holding JSON (react-admin's `sort`, `range`, `filter`), checked with `schema`. */
const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .max(2000)
    .transform((value, issue) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        issue.addIssue({ code: 'custom', message: 'JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Query of the coupon list. */
export const couponListQuery = {
  /** `["code","ASC"]`; default newest first */
  sort: jsonParam(z.tuple([z.enum(COUPON_SORTABLE), z.enum(['ASC', 'DESC'])])).optional(),
  /** `[first, last]`, 0-based and inclusive; at most 100 records; default `[0,24]` */
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
  /** `{ q?: text in code or description, active?: boolean, id?: ids }` */
  filter: jsonParam(z.object({ q: z.string().max(100).optional(), active: z.boolean().optional(), id: z.array(z.string().max(64)).max(100).optional() })).optional(),
};

const text = z.string().nullable();

/**
 * A consultant profile as an admin reviews it: the review status and every section, in the shapes the
 * consultant reads them (contracts/consultant-profile).
 */
export const ConsultantReview = ProfileStatus.extend({
  id: z.string(),
  display_name: text,
  basic: BasicSection,
  address: AddressSection,
  detail: DetailSection,
  bank: BankSection,
  documents: DocumentsSection,
  education: z.array(Degree),
  certificates: z.array(Certificate),
  timings: TimingsView,
}).meta({ id: 'ConsultantReview' });

/** `{ reason }` of a rejection, e-mailed to the consultant. */
export const RejectRequest = z
  .object({ reason: z.string().trim().min(5).max(2000) })
  .strict()
  .meta({ id: 'RejectRequest' });

/** `{ active }`: the active switch. */
export const ActiveRequest = z.object({ active: z.boolean() }).strict().meta({ id: 'ActiveRequest' });

const error = (description: string) => ({ description, schema: ApiErrorBody });
const coupon = (description: string) => ({ description, schema: Coupon });
const review = { description: 'The profile after the change', schema: ConsultantReview };
const idParams = z.object({ id: z.string() });

/** Routes of `api::admin-panel.coupons`. */
export const couponRoutes = {
  find: route({
    method: 'GET',
    path: '/admin-panel/coupons',
    summary: 'Coupons (not deleted), one range, with `Content-Range: coupons <first>-<last>/<total>`',
    tag: COUPON_TAG,
    access: 'signed-in',
    query: couponListQuery,
    responses: { 200: { description: 'A bare array of coupons', schema: z.array(Coupon) } },
  }),
  findOne: route({ method: 'GET', path: '/admin-panel/coupons/:id', summary: 'One coupon', tag: COUPON_TAG, access: 'signed-in', params: idParams, responses: { 200: coupon('The coupon') } }),
  create: route({
    method: 'POST',
    path: '/admin-panel/coupons',
    summary: 'Create a coupon (a code already used answers 400 on `code`)',
    tag: COUPON_TAG,
    access: 'signed-in',
    body: CouponInput,
    responses: { 201: coupon('Created') },
  }),
  update: route({
    method: 'PUT',
    path: '/admin-panel/coupons/:id',
    summary: 'Replace a coupon’s fields',
    tag: COUPON_TAG,
    access: 'signed-in',
    params: idParams,
    body: CouponInput,
    responses: { 200: coupon('Updated') },
  }),
  delete: route({
    method: 'DELETE',
    path: '/admin-panel/coupons/:id',
    summary: 'Delete a coupon (it stops working; bookings keep their discount)',
    tag: COUPON_TAG,
    access: 'signed-in',
    params: idParams,
    responses: { 200: coupon('The deleted coupon, inactive') },
  }),
};

/**
 * Review actions of `api::admin-panel.consultants`; the list and `GET /admin-panel/consultants/:id` (the
 * full `ConsultantReview` record) are the `consultants` admin resource (contracts/admin-people).
 */
export const consultantReviewRoutes = {
  approve: route({
    method: 'POST',
    path: '/admin-panel/consultants/:id/approve',
    summary: 'Approve a submitted profile (the consultant is told by e-mail)',
    tag: REVIEW_TAG,
    access: 'signed-in',
    params: idParams,
    body: EmptyBody,
    responses: { 200: review, 409: error('`InvalidStatus` (not submitted), or `ProfileIncomplete` (`details.missing_sections`)') },
  }),
  reject: route({
    method: 'POST',
    path: '/admin-panel/consultants/:id/reject',
    summary: 'Reject a submitted or approved profile with a reason (e-mailed to the consultant)',
    tag: REVIEW_TAG,
    access: 'signed-in',
    params: idParams,
    body: RejectRequest,
    responses: { 200: review, 409: error('`InvalidStatus`: neither submitted nor approved') },
  }),
  setActive: route({
    method: 'PUT',
    path: '/admin-panel/consultants/:id/active',
    summary: 'Switch a profile active or inactive (the consultant is told when it changes)',
    tag: REVIEW_TAG,
    access: 'signed-in',
    params: idParams,
    body: ActiveRequest,
    responses: { 200: review },
  }),
};
