/**
 * Complaints in the back office (spec §2 admin "view-complaint-consultant", "view-complaint-client",
 * "edit-complaint/{id}"; §6 "admin manages … complaints"; DESIGN §2 admin dialect), under
 * `/api/admin-panel/complaints`:
 *
 * - an admin resource read through the dialect (no create, no delete, no trash: a complaint is a
 *   record of what happened): filters `status` (one value or a list), `complaint_type` (slug),
 *   `raised_by_role`, `createdAt_gte` / `createdAt_lte`, `consultant`, `client` and `booking` (ids);
 *   `q` searches the reference, the parties' names and the description;
 * - `GET /complaints/:id` adds the texts, both attachments (read through `GET /api/files/:id`, each read
 *   audited), the response, the whole history with internal notes and who wrote them, and the visits
 *   to the booking's consultation room as evidence;
 * - `PUT /complaints/:id` `{ status, decision_favour?, note?, internal_note? }` applies one step of the
 *   workflow ({@link ComplaintTransitionRequest}); a step the complaint's state does not allow answers
 *   409 `InvalidTransition` (`details.from`, `details.to`).
 *
 * Instants are UTC ISO 8601; ids are documentIds (`consultant` of the `consultants` resource, `client` of
 * the `clients` resource, `booking` of the `bookings` resource).
 *
 * @module contracts/admin-complaints
 */
import { z } from 'zod';
import { ApiErrorBody, Instant, PrivateFile, orNull } from './common';
import { ResourceId } from './admin-dialect';
import { DateBound } from './admin-people';
import { ComplaintStatus, DecisionFavour } from './complaints';
import { RoomVisit } from './room';
import { route } from './route';

/** Reference-page group of the complaints of the back office. */
export const COMPLAINTS_TAG = 'Complaints (admin)';

/** A complaint in the back office's list. */
export const AdminComplaintRecord = z
  .object({
    id: z.string(),
    reference: z.string(),
    status: ComplaintStatus,
    /** the type's slug, and its name in the admin's language */
    complaint_type: z.string(),
    complaint_type_name: z.string(),
    raised_by_role: z.enum(['client', 'consultant']),
    /** the client's profile id (the `clients` resource), `null` once the profile is gone */
    client: z.string().nullable(),
    client_name: z.string(),
    /** the consultant's profile id (the `consultants` resource), `null` once the profile is gone */
    consultant: z.string().nullable(),
    consultant_name: z.string(),
    /** the booking it is about (the `bookings` resource), if any */
    booking: z.string().nullable(),
    booking_start: orNull(Instant),
    decision_favour: DecisionFavour.nullable(),
    /** whether the party complained against has answered */
    responded: z.boolean(),
    createdAt: Instant,
    updatedAt: Instant,
    closed_at: orNull(Instant),
  })
  .meta({ id: 'AdminComplaint' });

/** One entry of a complaint's history, as admins see it (internal notes included). */
export const AdminComplaintHistoryEntry = z
  .object({
    at: Instant,
    action: z.enum(['filed', 'responded', 'status', 'internal_note']),
    actor_role: z.enum(['client', 'consultant', 'admin']),
    /** who: the party's or the admin's name (or e-mail), `null` once the account is gone */
    actor_name: z.string().nullable(),
    from_status: ComplaintStatus.nullable(),
    to_status: ComplaintStatus.nullable(),
    note: z.string().nullable(),
    /** an admin's note the parties never see */
    internal: z.boolean(),
  })
  .meta({ id: 'AdminComplaintHistoryEntry' });

/** A complaint as `GET /complaints/:id` and the workflow's steps answer it. */
export const AdminComplaintDetail = AdminComplaintRecord.extend({
  description: z.string(),
  additional_information: z.string().nullable(),
  /** the complainant's file */
  attachment: orNull(PrivateFile),
  response_text: z.string().nullable(),
  /** the file sent with the response */
  response_attachment: orNull(PrivateFile),
  responded_at: orNull(Instant),
  resolution_note: z.string().nullable(),
  /** the booking's state, when there is one */
  booking_status: z.enum(['confirmed', 'cancelled']).nullable(),
  booking_end: orNull(Instant),
  /** the visits of both parties to the booking's consultation room, earliest first (evidence) */
  attendance: z.array(RoomVisit),
  /** oldest first */
  history: z.array(AdminComplaintHistoryEntry),
}).meta({ id: 'AdminComplaintDetail' });

/** Longest admin note, in characters. */
export const ADMIN_NOTE_MAX = 5000;

/**
 * One step of a complaint's workflow:
 * - `{ status: "in_review", note? }` from `open`;
 * - `{ status: "resolved", decision_favour, note }` from `in_review` (the note is shown to both parties);
 * - `{ status: "rejected", note }` from `in_review` (the reason, shown to both parties);
 * - `{ status: <the current status>, internal_note }`: an internal note only, at any time.
 * `internal_note` may come with any step; it is never shown to the parties.
 */
export const ComplaintTransitionRequest = z
  .object({
    status: ComplaintStatus,
    decision_favour: DecisionFavour.nullish(),
    note: z.string().trim().max(ADMIN_NOTE_MAX).nullish(),
    internal_note: z.string().trim().max(ADMIN_NOTE_MAX).nullish(),
  })
  .strict()
  .meta({ id: 'AdminComplaintTransitionRequest' });

/** Filters of the complaint list. */
export const complaintFilters = {
  status: { kind: 'equals', schema: z.union([ComplaintStatus, z.array(ComplaintStatus).min(1).max(4)]) },
  complaint_type: { kind: 'equals', schema: z.string().max(120) },
  raised_by_role: { kind: 'equals', schema: z.enum(['client', 'consultant']) },
  createdAt: { kind: 'range', schema: DateBound },
  consultant: { kind: 'relation', schema: ResourceId },
  client: { kind: 'relation', schema: ResourceId },
  booking: { kind: 'relation', schema: ResourceId },
} as const;

/** Complaint fields the list can be sorted by; `status` sorts in the workflow's order. */
export const COMPLAINT_SORTABLE = ['createdAt', 'updatedAt', 'status', 'reference'] as const;

const error = (description: string) => ({ description, schema: ApiErrorBody });

/** The workflow's step, handler `transition` of `api::admin-panel.complaints`. */
export const complaintActionRoutes = {
  transition: route({
    method: 'PUT',
    path: '/admin-panel/complaints/:id',
    summary: 'Apply one step of a complaint’s workflow (take in review, resolve, reject) or add an internal note',
    description:
      'Body `{ status, decision_favour?, note?, internal_note? }` (see `AdminComplaintTransitionRequest`). Resolving needs `decision_favour` and `note`, rejecting `note` ' +
      '(400 on the field otherwise). Resolving or rejecting e-mails both parties in their own language. Each step is written to the history with the admin and the time.',
    tag: COMPLAINTS_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: ComplaintTransitionRequest,
    responses: {
      200: { description: 'The complaint after the step', schema: AdminComplaintDetail },
      409: error('`InvalidTransition`: the complaint’s status does not allow that step (`details.from`, `details.to`)'),
    },
  }),
};
