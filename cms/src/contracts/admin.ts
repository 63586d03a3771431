/**
 * The review of consultant profiles on the admin surface `/api/admin-panel/` (DESIGN §2,
 * ra-data-simple-rest dialect: bare JSON records with `id` = documentId; docs/api-consultant.md
 * "Admins"): the full profile record, approve, reject, active switch. Coupons, bookings and the
 * dashboard are in `contracts/admin-bookings`.
 *
 * @module contracts/admin
 */
import { z } from 'zod';
import { ApiErrorBody } from './common';
import { VerificationChecklistItem, VerificationKind } from './experts';
import { route } from './route';
import { AddressSection, BankSection, BasicSection, Certificate, Degree, DetailSection, DocumentsSection, ProfileStatus, TimingsView } from './consultant-profile';

const REVIEW_TAG = 'Consultant review (admin)';

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
  /**
   * What the consultant provided that an admin can tick as checked at approval
   * (docs/api-consultant.md "Verification badges"), with the UTC instant of each standing check.
   */
  verification_checklist: z.array(VerificationChecklistItem),
}).meta({ id: 'ConsultantReview' });

/**
 * The items an admin checked, ticked in the approval's checklist: `item` is the documentId of a degree
 * or certificate (required for those kinds, refused for the others). None ticked: approved without badges.
 */
export const ApproveRequest = z
  .object({
    verified: z
      .array(z.object({ kind: VerificationKind, item: z.string().trim().min(1).max(64).optional() }).strict())
      .max(200)
      .optional(),
  })
  .strict()
  .meta({ id: 'ApproveRequest' });

/** `{ reason }` of a rejection, e-mailed to the consultant. */
export const RejectRequest = z
  .object({ reason: z.string().trim().min(5).max(2000) })
  .strict()
  .meta({ id: 'RejectRequest' });

/** `{ active }`: the active switch. */
export const ActiveRequest = z.object({ active: z.boolean() }).strict().meta({ id: 'ActiveRequest' });

const error = (description: string) => ({ description, schema: ApiErrorBody });
const review = { description: 'The profile after the change', schema: ConsultantReview };
const idParams = z.object({ id: z.string() });

/**
 * Review actions of `api::admin-panel.consultants`; the list and `GET /admin-panel/consultants/:id` (the
 * full `ConsultantReview` record) are the `consultants` admin resource (contracts/admin-people).
 */
export const consultantReviewRoutes = {
  approve: route({
    method: 'POST',
    path: '/admin-panel/consultants/:id/approve',
    summary: 'Approve a submitted profile, recording the items the admin checked (the consultant is told by e-mail)',
    tag: REVIEW_TAG,
    access: 'signed-in',
    params: idParams,
    body: ApproveRequest,
    responses: {
      200: review,
      400: error('`ValidationError`: a degree or certificate without its `item`, or an item the consultant did not provide'),
      404: error("unknown consultant, or a degree or certificate that is not this consultant's"),
      409: error('`InvalidStatus` (not submitted), or `ProfileIncomplete` (`details.missing_sections`)'),
    },
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
