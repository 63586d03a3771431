/**
 * What blocks an erasure (docs/privacy.md "Erasure"; contracts/privacy `ErasureBlockReason`): a 409
 * `ErasureBlocked` answer lists, in `details.reasons`, each complaint not yet decided and each paid booking
 * not yet taken place, with its message in the request's language and the record's id.
 *
 * @module features/privacy/model/block-reasons
 */
import { z } from 'zod';
import { ErasureBlockReason } from '@contracts/privacy';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';

/** One reason: `code` (`open-complaint`, `paid-upcoming-booking`), `message` (localized), `id` of the record. */
export type BlockReason = z.output<typeof ErasureBlockReason>;

const Reasons = z.array(ErasureBlockReason);

/**
 * The reasons of a refused erasure.
 *
 * @param error - anything an erasure call threw.
 * @returns the reasons of a 409 `ErasureBlocked` (an empty list when the answer names none), or `null`
 *   for any other error.
 */
export function blockReasonsOf(error: unknown): BlockReason[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'ErasureBlocked') return null;
  const parsed = Reasons.safeParse(error.details?.reasons);
  return parsed.success ? parsed.data : [];
}

/**
 * The page of the web showing the record behind a reason: the complaint's page (the complaint's page
 * sends a complaint of the other box on to its own path), or the person's bookings (the web has no
 * page of a booking by its id).
 *
 * @param role - the person's area.
 * @param reason - the reason.
 * @returns an in-app path, with the translation key of the link's text.
 */
export function reasonLink(role: 'client' | 'consultant', reason: BlockReason): { to: string; labelKey: string } {
  if (reason.code === 'open-complaint') return { to: paths[role].complaintByMe(reason.id), labelKey: 'account.privacy.erasure.openComplaint' };
  return { to: paths[role].myBooking, labelKey: 'account.privacy.erasure.openBookings' };
}
