/**
 * A complaint as the admin resource `complaints` answers it (`/api/admin-panel/complaints`, admin
 * dialect; contracts/admin-complaints), and the rules saying which step of its workflow an admin may
 * take (spec §3 "Complaint"; `open → in_review → resolved | rejected`).
 *
 * @module resources/complaints/complaint
 */
import type { RaRecord } from 'react-admin';

import type { ComplaintStatus } from '../../common/complaints/status';
import type { MenuView } from '../../layout/menuGroups';
import type { Schemas } from '../../lib/api-types';

/**
 * One complaint as its page and the workflow's steps read it (`GET /complaints/:id`, the API's
 * `AdminComplaintDetail`): the record, the texts, both private files (`/api/files/<id>`), the response,
 * the resolution, the booking's state and room visits, and the history (oldest first, internal notes
 * included). Instants are ISO 8601 UTC.
 */
export type AdminComplaintDetail = Schemas['AdminComplaintDetail'] & RaRecord;

/**
 * A complaint of the list (`GET /complaints`, the API's `AdminComplaint`, of which the detail is an
 * extension): reference, status, type (slug and name in the admin's language), who raised it against
 * whom (ids of the `consultants` and `clients` resources, `null` once a profile is gone), the booking,
 * the decision, and its dates.
 */
export type AdminComplaint = Schemas['AdminComplaint'] & RaRecord;

/** One entry of a complaint's history (the API's `AdminComplaintHistoryEntry`). */
export type ComplaintHistoryEntry = Schemas['AdminComplaintHistoryEntry'];

/** One step of the workflow as `PUT /complaints/:id` takes it (the API's `AdminComplaintTransitionRequest`). */
export type ComplaintTransition = Schemas['AdminComplaintTransitionRequest'];

/** Whom a resolution favours, from the complaint's point of view. */
export type DecisionFavour = NonNullable<ComplaintTransition['decision_favour']>;

/** The decisions, in the order the resolve dialog offers them. */
export const DECISIONS: readonly DecisionFavour[] = ['raised_by', 'raised_against', 'none'];

/** Who may raise a complaint. */
export type RaisedByRole = AdminComplaint['raised_by_role'];

/** The roles of a complaint's parties. */
export const RAISED_BY_ROLES: readonly RaisedByRole[] = ['consultant', 'client'];

/**
 * The two views of the list the spec's menu names (spec §2 admin routes "view-complaint-consultant",
 * "view-complaint-client"; menu group Complaint): the complaints raised by consultants, and those
 * raised by clients.
 */
export const COMPLAINT_VIEWS: readonly MenuView[] = RAISED_BY_ROLES.map((role) => ({ key: role, filter: { raised_by_role: role } }));

/** Longest note an admin writes (resolution note, reason, internal note), in characters (contracts/admin-complaints `ADMIN_NOTE_MAX`). */
export const ADMIN_NOTE_MAX = 5000;

/** The steps an admin takes on a complaint: one change of status each, or an internal note. */
export type ComplaintActionKind = 'take_in_review' | 'resolve' | 'reject' | 'internal_note';

/**
 * Whether `kind` applies to a complaint in `status`: an open complaint is taken in review; one in review
 * is resolved or rejected; an internal note may be added at any time.
 */
export function canTake(kind: ComplaintActionKind, status: ComplaintStatus): boolean {
  switch (kind) {
    case 'take_in_review':
      return status === 'open';
    case 'resolve':
    case 'reject':
      return status === 'in_review';
    case 'internal_note':
      return true;
  }
}

/** What an admin writes in a step's dialog. */
export interface ComplaintActionInput {
  /** resolve: whom the decision favours */
  decision_favour?: DecisionFavour | null;
  /** take in review (optional), resolve, reject: the note both parties read */
  note?: string | null;
  /** internal note: the note only admins read */
  internal_note?: string | null;
}

/** A text trimmed, `undefined` when nothing is left. */
function trimmed(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * The body of `PUT /complaints/:id` for one step (contracts/admin-complaints
 * `ComplaintTransitionRequest`): take in review `{ status: 'in_review', note? }`; resolve
 * `{ status: 'resolved', decision_favour, note }`; reject `{ status: 'rejected', note }`; internal note
 * `{ status: <current status>, internal_note }`. Texts are trimmed; an empty optional note is left out.
 *
 * @param current - the complaint's status now (an internal note keeps it)
 */
export function transitionOf(kind: ComplaintActionKind, current: ComplaintStatus, input: ComplaintActionInput): ComplaintTransition {
  switch (kind) {
    case 'take_in_review': {
      const note = trimmed(input.note);
      return note ? { status: 'in_review', note } : { status: 'in_review' };
    }
    case 'resolve':
      return { status: 'resolved', decision_favour: input.decision_favour ?? null, note: trimmed(input.note) ?? '' };
    case 'reject':
      return { status: 'rejected', note: trimmed(input.note) ?? '' };
    case 'internal_note':
      return { status: current, internal_note: trimmed(input.internal_note) ?? '' };
  }
}

/** The party complained against: the consultant when a client raised it, the client otherwise. */
export function againstRole(complaint: Pick<AdminComplaint, 'raised_by_role'>): RaisedByRole {
  return complaint.raised_by_role === 'client' ? 'consultant' : 'client';
}

/** A party's name as the complaint carries it. */
export function partyName(complaint: Pick<AdminComplaint, 'client_name' | 'consultant_name'>, role: RaisedByRole): string {
  return role === 'client' ? complaint.client_name : complaint.consultant_name;
}
