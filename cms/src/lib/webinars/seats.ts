/**
 * The seats of webinars (docs/api-webinars.md "Registration"): a registration's seat is a row of
 * `webinar_seats` (primary key webinar, client: database/migrations) and one unit of the webinar's
 * `seats_taken`, which a conditional update keeps at or below `capacity`. Freeing a seat deletes the row
 * and takes the unit back, inside the change's transaction.
 */
import type { Knex } from 'knex';
import { modelMeta, WEBINAR } from '../content-types';

/** The table of held seats. */
export const SEATS = 'webinar_seats';

/** Database names of the webinar table and of its seat counter, capacity and status. */
export function webinarColumns() {
  const meta = modelMeta(WEBINAR);
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  return { table: meta.tableName, seatsTaken: column('seats_taken'), capacity: column('capacity'), status: column('status') };
}

/**
 * Give a client's seat at a webinar back, inside the transaction `trx` (after the registration's own
 * conditional change to `cancelled`): its `webinar_seats` row is deleted and `seats_taken` goes down by
 * one (never below 0).
 * @param webinar - the webinar's row id and documentId
 * @param clientDocumentId - the client profile's documentId
 */
export async function freeSeat(trx: Knex.Transaction, webinar: { id: number; documentId: string }, clientDocumentId: string): Promise<void> {
  const columns = webinarColumns();
  await strapi.db.connection(SEATS).transacting(trx).where({ webinar_document_id: webinar.documentId, client_document_id: clientDocumentId }).delete();
  await strapi.db.connection(columns.table).transacting(trx).where({ id: webinar.id }).andWhere(columns.seatsTaken, '>', 0).decrement(columns.seatsTaken, 1);
}
