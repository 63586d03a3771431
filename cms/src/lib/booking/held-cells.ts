/**
 * The cells of time-slot holds in `booking_time_cells` (docs/api-bookings.md "Holding a slot while
 * signing up"; the holds themselves: `slot-holds.ts`): a hold's cells carry `expires_at` (epoch ms,
 * UTC) and the name `hold:<sha-256 of its token>`; a booking's cells have no expiry. Reads ignore
 * expired holds (compared with the one clock); claims delete them first, in their transaction.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { CELL_MINUTES, type Interval } from '../slots';
import { clock } from '../../contracts/clock';

/** The table of claimed cells (database/migrations). */
export const CELLS = 'booking_time_cells';
/**
 * Public-cache tag of answers built from the holds of many consultants (the expert search's next free
 * slot): a new or moved hold invalidates it, as it does `slots:<consultant documentId>`.
 */
export const HOLDS_TAG = 'slot-holds';
const MINUTE = 60_000;

/** The name of a hold's cells: `hold:` and the base64url SHA-256 of its token (48 characters). */
export function holdKeyOf(token: string): string {
  return `hold:${crypto.createHash('sha256').update(token).digest('base64url')}`;
}

/**
 * Delete the expired holds of a consultant, inside the transaction `trx` (before claiming cells), and
 * the hold `releaseKey` if given (its holder is booking or moving it).
 */
export async function clearExpiredHolds(trx: Knex.Transaction, consultantDocumentId: string, releaseKey?: string): Promise<void> {
  await strapi.db.connection(CELLS).transacting(trx).where({ consultant_document_id: consultantDocumentId }).whereNotNull('expires_at').where('expires_at', '<=', clock.ms()).delete();
  if (releaseKey) await strapi.db.connection(CELLS).transacting(trx).where({ booking_document_id: releaseKey }).delete();
}

/**
 * The cells of the consultant's live holds overlapping [from, to) (UTC), each a 5-minute interval,
 * leaving out the hold `exceptKey` (the caller's own).
 * @returns the intervals and the earliest expiry among them (epoch ms), if any
 */
export async function heldCells(consultantDocumentId: string, from: Date, to: Date, exceptKey?: string): Promise<{ busy: Interval[]; firstExpiryMs?: number }> {
  const query = strapi.db
    .connection(CELLS)
    .select('cell_start', 'expires_at')
    .where({ consultant_document_id: consultantDocumentId })
    .where('expires_at', '>', clock.ms())
    .where('cell_start', '>=', Math.floor(from.getTime() / MINUTE) - CELL_MINUTES)
    .where('cell_start', '<', Math.ceil(to.getTime() / MINUTE));
  if (exceptKey) query.whereNot({ booking_document_id: exceptKey });
  const rows = (await query) as { cell_start: number | string; expires_at: number | string }[];
  let firstExpiryMs: number | undefined;
  const busy = rows.map((row) => {
    const start = Number(row.cell_start) * MINUTE;
    firstExpiryMs = Math.min(firstExpiryMs ?? Number.POSITIVE_INFINITY, Number(row.expires_at));
    return { start: new Date(start), end: new Date(start + CELL_MINUTES * MINUTE) };
  });
  return { busy, firstExpiryMs };
}
