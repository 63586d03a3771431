/**
 * What blocks an erasure (docs/privacy.md "Erasure"; contracts/privacy `ErasureBlockReason`): a 409
 * `ErasureBlocked` answer lists, in `error.details.reasons`, each undecided complaint and each paid
 * booking not yet taken place, with its message in the admin's language and the record's id.
 *
 * @module common/privacy/blockReasons
 */
import { HttpError } from 'react-admin';

/** One reason of a refused erasure. */
export interface BlockReason {
  /** `open-complaint` or `paid-upcoming-booking` */
  code: string;
  /** the reason in the admin's language */
  message: string;
  /** the documentId of the complaint or booking */
  id: string;
}

function isReason(value: unknown): value is BlockReason {
  if (!value || typeof value !== 'object') return false;
  const reason = value as Record<string, unknown>;
  return typeof reason.code === 'string' && typeof reason.message === 'string' && typeof reason.id === 'string';
}

/**
 * The reasons of a refused erasure.
 * @param error - what the data provider threw
 * @returns the reasons of a 409 `ErasureBlocked` (empty when it names none), or `null` for any other error
 */
export function blockReasonsOf(error: unknown): BlockReason[] | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body as { error?: { name?: string; details?: { reasons?: unknown } } } | undefined;
  if (body?.error?.name !== 'ErasureBlocked') return null;
  const reasons = body.error.details?.reasons;
  return Array.isArray(reasons) ? reasons.filter(isReason) : [];
}

/** The back-office resource of the record behind a reason: the complaint, or the booking. */
export function reasonResource(reason: BlockReason): 'complaints' | 'bookings' {
  return reason.code === 'open-complaint' ? 'complaints' : 'bookings';
}
