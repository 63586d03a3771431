/**
 * Planner statistics of the embedded SQLite database (docs/performance.md "Server side").
 *
 * Without statistics SQLite picks the index with the most equality columns: a booking's lookup of one
 * consultant by documentId and visibility went through the search index (every visible consultant)
 * instead of Strapi's documentId index. `PRAGMA optimize` with the "all tables" bit gathers the
 * statistics of the tables that have none or whose size changed a lot, reading a bounded sample of each
 * index, so it takes a fraction of a second even at 100,000 consultants. PostgreSQL keeps its own
 * statistics (autovacuum), so nothing is done there.
 */
import type { Core } from '@strapi/strapi';

/** `PRAGMA optimize` mask: 0x02 analyze where useful, 0x10000 look at every table (SQLite ≥ 3.46). */
const OPTIMIZE_ALL_TABLES = 0x10002;

/**
 * Gather missing or stale planner statistics; at every start, after the indexes exist.
 * @throws the database's error when the statement fails
 */
export async function refreshPlannerStatistics(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'sqlite') return;
  await strapi.db.connection.raw(`pragma optimize = ${OPTIMIZE_ALL_TABLES}`);
}
