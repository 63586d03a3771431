/**
 * How the complaint pages word a complaint for its reader (cms/src/contracts/complaints.ts): the
 * decision from the reader's point of view (the API gives it from the complaint's: `raised_by`,
 * `raised_against`, `none`), who did each step of the history ("you", the other party, or the
 * platform's team), and whether the reader's answer is awaited.
 *
 * @module features/complaints/model/wording
 */
import { ANSWERABLE_STATUSES } from './constants';
import type { ComplaintHistoryEntry, ComplaintRole, ComplaintSummary } from './types';

/**
 * The decision as the reader sees it: `mine` (in the reader's favour), `theirs` (in the other party's),
 * `none` (no party favoured), or `null` (no decision).
 *
 * @param complaint - `box` (whether the reader raised it) and `decision_favour`.
 */
export function readerDecision(complaint: Pick<ComplaintSummary, 'box' | 'decision_favour'>): 'mine' | 'theirs' | 'none' | null {
  const favour = complaint.decision_favour;
  if (!favour) return null;
  if (favour === 'none') return 'none';
  const readerRaisedIt = complaint.box === 'by-me';
  return (favour === 'raised_by') === readerRaisedIt ? 'mine' : 'theirs';
}

/** Whether the complaint is closed (resolved or rejected). */
export function isClosed(complaint: Pick<ComplaintSummary, 'status'>): boolean {
  return !ANSWERABLE_STATUSES.includes(complaint.status);
}

/**
 * Whether the reader's answer is awaited: raised about the reader, not answered yet, and still open or
 * in review (what `can_respond` says on the complaint itself; the lists have no `can_respond`).
 */
export function awaitsReaderResponse(complaint: Pick<ComplaintSummary, 'box' | 'responded' | 'status'>): boolean {
  return complaint.box === 'against-me' && !complaint.responded && !isClosed(complaint);
}

/**
 * Who did a step of the history, for the reader: `you`, `other` (the other party) or `team` (the
 * platform's team).
 *
 * @param reader - the reader's role (a complaint is always between a client and a consultant).
 */
export function historyActor(entry: Pick<ComplaintHistoryEntry, 'actor_role'>, reader: ComplaintRole): 'you' | 'other' | 'team' {
  if (entry.actor_role === 'admin') return 'team';
  return entry.actor_role === reader ? 'you' : 'other';
}
