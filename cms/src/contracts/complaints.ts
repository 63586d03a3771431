/**
 * Complaints between a client and a consultant (spec §1 "files complaints", §2 client and consultant
 * routes add-complaint, view-complaint-by-me, view-complaint-against; §3 complaint), on the client and
 * consultant surfaces. The back office's side is `contracts/admin-complaints.ts`.
 *
 * - **Who against whom.** A client complains about a consultant it has a booking with, a consultant
 *   about a client who booked it (`GET /{role}/complaints/counterparties` lists them with their
 *   bookings). Anyone else answers 404, as an unknown id would. A `booking`, when named, must be one
 *   between the two (else 400 on `booking`).
 * - **Boxes.** `by-me`: the complaints the caller raised; `against-me`: those raised about it. Either
 *   party reads a complaint (`GET /{role}/complaints/:id`); anyone else gets 404.
 * - **Privacy.** Each party sees only its own attachment (the complainant's evidence is for the admins,
 *   not for the party complained about, and the same for the response's); admins see both. Files are
 *   served by `GET /api/files/:id` to their owner and admins, each read audited.
 * - **Response.** The party complained against answers once (`POST …/:id/response`) while the
 *   complaint is `open` or `in_review`.
 * - **Workflow.** `open → in_review → resolved | rejected`, by admins. On resolution a
 *   `decision_favour` (`raised_by`, `raised_against`, `none`: from the complaint's point of view, not
 *   the reader's) and a resolution note shown to both parties. The history lists every change (who,
 *   when, from → to, note); admins' internal notes never reach the parties.
 * - **E-mails.** Both parties are e-mailed in their own language of correspondence when a complaint is
 *   filed, when it is answered and when it is resolved or rejected.
 *
 * Instants are UTC ISO 8601; ids are documentIds (a counterparty's `id` is the `consultant.id` or
 * `client.id` of the booking views).
 *
 * @module contracts/complaints
 */
import { z } from 'zod';
import { ApiErrorBody, DocumentId, FilePart, Instant, PrivateFile, dataOf, listOf, ok, orNull, paginationQuery, unsupportedFile } from './common';
import { route } from './route';

const TAG = 'Complaints';

/** Where a complaint stands: `open` (filed), `in_review` (an admin took it), `resolved` or `rejected` (closed). */
export const ComplaintStatus = z.enum(['open', 'in_review', 'resolved', 'rejected']);

/** Whom a resolution favours, from the complaint's point of view. */
export const DecisionFavour = z.enum(['raised_by', 'raised_against', 'none']);

/** Which of the caller's complaints: those it raised, or those raised about it. */
export const ComplaintBox = z.enum(['by-me', 'against-me']);

/** A complaint type of the admin-managed list (spec §3 ComplaintType), named in the reader's language. */
export const ComplaintTypeRef = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'ComplaintTypeRef' });

/** A booking a complaint is about, or one a counterparty has with the caller. */
export const ComplaintBookingRef = z.object({ id: z.string(), start: Instant }).meta({ id: 'ComplaintBookingRef' });

/** One entry of a complaint's history as the parties see it (internal notes left out). */
export const ComplaintHistoryEntry = z
  .object({
    at: Instant,
    /** `filed`, `responded`, or `status` (a change of status, with its note) */
    action: z.enum(['filed', 'responded', 'status', 'internal_note']),
    /** who did it: one of the parties, or the platform's team (`admin`) */
    actor_role: z.enum(['client', 'consultant', 'admin']),
    from_status: ComplaintStatus.nullable(),
    to_status: ComplaintStatus.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'ComplaintHistoryEntry' });

/** A complaint in the caller's lists. */
export const ComplaintSummary = z
  .object({
    id: z.string(),
    /** a short reference to quote (`RC-` and 8 characters) */
    reference: z.string(),
    /** `by-me` when the caller raised it */
    box: ComplaintBox,
    raised_by_role: z.enum(['client', 'consultant']),
    complaint_type: ComplaintTypeRef,
    /** the other party (the consultant for a client, the client for a consultant) */
    counterpart: z.object({ id: z.string(), display_name: z.string() }),
    booking: orNull(ComplaintBookingRef),
    status: ComplaintStatus,
    decision_favour: DecisionFavour.nullable(),
    /** whether the party complained against has answered */
    responded: z.boolean(),
    created_at: Instant,
    updated_at: Instant,
    /** when it was resolved or rejected */
    closed_at: Instant.nullable(),
  })
  .meta({ id: 'ComplaintSummary' });

/** A complaint as either party reads it. */
export const Complaint = ComplaintSummary.extend({
  description: z.string(),
  additional_information: z.string().nullable(),
  /** the complainant's file: shown to the complainant only (`null` for the other party) */
  attachment: orNull(PrivateFile),
  /** the answer of the party complained against; its file is shown to that party only */
  response: orNull(z.object({ text: z.string(), attachment: orNull(PrivateFile), created_at: Instant })),
  /** whether the caller may answer now (it is complained against, has not answered, and the complaint is open or in review) */
  can_respond: z.boolean(),
  resolution_note: z.string().nullable(),
  /** oldest first */
  history: z.array(ComplaintHistoryEntry),
}).meta({ id: 'Complaint' });

/** A client or consultant the caller may complain about, with their bookings together (newest first). */
export const Counterparty = z.object({ id: z.string(), display_name: z.string(), bookings: z.array(ComplaintBookingRef) }).meta({ id: 'ComplaintCounterparty' });

/** Lengths of a complaint's texts, in characters. */
export const COMPLAINT_TEXT = { min: 10, max: 5000 } as const;

const complaintText = z.string().trim().min(COMPLAINT_TEXT.min).max(COMPLAINT_TEXT.max);

/**
 * A complaint being filed (multipart; the web form uses the same schema without `attachment`).
 * `complaint_type` is the slug of a live complaint type; `against` a counterparty's id; `booking`
 * (optional, empty = none) one of their bookings together.
 */
export const ComplaintRequest = z
  .object({
    complaint_type: z.string().trim().min(1).max(120),
    against: DocumentId,
    booking: z.union([DocumentId, z.literal('')]).optional(),
    description: complaintText,
    additional_information: z.string().trim().max(COMPLAINT_TEXT.max).optional(),
    /** PDF, JPG or PNG, checked by content; private */
    attachment: FilePart.optional(),
  })
  .strict()
  .meta({ id: 'ComplaintRequest' });

/** The one answer of the party complained against (multipart): `text` and an optional file. */
export const ComplaintResponseRequest = z
  .object({
    text: complaintText,
    /** PDF, JPG or PNG, checked by content; private */
    attachment: FilePart.optional(),
  })
  .strict()
  .meta({ id: 'ComplaintResponseRequest' });

/** Query of the complaint lists. */
export const complaintListQuery = {
  /** default `by-me` */
  box: ComplaintBox.optional(),
  status: ComplaintStatus.optional(),
  ...paginationQuery(20, 100),
};

const error = (description: string) => ({ description, schema: ApiErrorBody });
const idParams = z.object({ id: z.string() });

/** The complaint routes of one side (`client` or `consultant`). */
function complaintRoutes(side: 'client' | 'consultant') {
  const other = side === 'client' ? 'consultants the client has booked' : 'clients who booked the consultant';
  return {
    counterparties: route({
      method: 'GET',
      path: `/${side}/complaints/counterparties`,
      summary: `Whom the caller may complain about: the ${other}, each with their bookings together`,
      tag: TAG,
      access: 'signed-in',
      responses: ok(z.object({ data: z.array(Counterparty) })),
    }),
    list: route({
      method: 'GET',
      path: `/${side}/complaints`,
      summary: 'The caller’s complaints, newest first: those it raised (`box=by-me`) or those raised about it (`box=against-me`)',
      tag: TAG,
      access: 'signed-in',
      query: complaintListQuery,
      responses: ok(listOf(ComplaintSummary)),
    }),
    findOne: route({
      method: 'GET',
      path: `/${side}/complaints/:id`,
      summary: 'One complaint the caller raised or is complained about in, with its history',
      tag: TAG,
      access: 'signed-in',
      params: idParams,
      responses: ok(dataOf(Complaint), { 404: error('Unknown, or the caller is not one of its parties') }),
    }),
    create: route({
      method: 'POST',
      path: `/${side}/complaints`,
      summary: 'File a complaint about a counterparty (multipart, optional attachment)',
      description:
        'Multipart fields of `ComplaintRequest`; `attachment` is a PDF, JPG or PNG (by content), private. Both parties are e-mailed in their own language. ' +
        'Someone who is not a counterparty answers 404; a booking that is not theirs together, or an unknown or trashed type, 400 on the field. ' +
        'At most 10 complaints an hour per user (429).',
      tag: TAG,
      access: 'signed-in',
      bodyType: 'multipart',
      body: ComplaintRequest,
      responses: {
        201: { description: 'Filed', schema: dataOf(Complaint) },
        404: error('`against` is not one of the caller’s counterparties'),
        429: error('`TooManyRequests`: more than 10 complaints filed within an hour by the same user (`Retry-After`, `details.retry_after_seconds`)'),
        ...unsupportedFile,
      },
    }),
    respond: route({
      method: 'POST',
      path: `/${side}/complaints/:id/response`,
      summary: 'Answer a complaint raised about the caller, once, while it is open or in review (multipart)',
      description: 'Multipart fields of `ComplaintResponseRequest`. Both parties are e-mailed in their own language.',
      tag: TAG,
      access: 'signed-in',
      params: idParams,
      bodyType: 'multipart',
      body: ComplaintResponseRequest,
      responses: {
        201: { description: 'Answered', schema: dataOf(Complaint) },
        404: error('Unknown, or not raised about the caller'),
        409: error('`AlreadyAnswered`: answered before; `ComplaintClosed`: resolved or rejected already'),
        ...unsupportedFile,
      },
    }),
  };
}

/** Routes of `api::client.complaints`. */
export const clientComplaintRoutes = complaintRoutes('client');

/** Routes of `api::consultant.complaints`. */
export const consultantComplaintRoutes = complaintRoutes('consultant');
