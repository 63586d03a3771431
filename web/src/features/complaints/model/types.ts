/**
 * The complaints' records (cms/src/contracts/complaints.ts; spec §3 "Complaint"): the API's own types,
 * generated from its contracts (`lib/api-types`). Instants are UTC ISO 8601 strings; ids are
 * documentIds (a counterparty's `id` is the `consultant.id` or `client.id` of the booking views).
 *
 * @module features/complaints/model/types
 */
import type { Role } from '../../../config/constants';
import type { Schemas } from '../../../lib/api-types';

/** A complaint in the caller's lists. */
export type ComplaintSummary = Schemas['ComplaintSummary'];

/** A complaint as either party reads it (description, attachment, response, history…). */
export type Complaint = Schemas['Complaint'];

/** One entry of a complaint's history (internal notes never reach the parties). */
export type ComplaintHistoryEntry = Schemas['ComplaintHistoryEntry'];

/** Someone the caller may complain about, with their bookings together (newest first). */
export type Counterparty = Schemas['ComplaintCounterparty'];

/** A booking a complaint is about (`start`: UTC instant). */
export type ComplaintBookingRef = Schemas['ComplaintBookingRef'];

/** An entry of the public complaint types list (`GET complaint-types`); `slug` is what a complaint names. */
export type ComplaintType = Schemas['ReferenceItem'];

/** Where a complaint stands: `open`, `in_review`, `resolved`, `rejected`. */
export type ComplaintStatus = ComplaintSummary['status'];

/** Whom a resolution favours, from the complaint's point of view (`raised_by`, `raised_against`, `none`). */
export type DecisionFavour = NonNullable<ComplaintSummary['decision_favour']>;

/** Which of the caller's complaints: those it raised (`by-me`) or those raised about it (`against-me`). */
export type ComplaintBox = ComplaintSummary['box'];

/** The roles that file and answer complaints on the web (admins work in the back office). */
export type ComplaintRole = Extract<Role, 'client' | 'consultant'>;
