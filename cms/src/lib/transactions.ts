/**
 * Write transactions that survive a busy embedded database (DESIGN §7 "Scale-out shape").
 *
 * On PostgreSQL a transaction waits for the row and index locks it needs. On SQLite, when several app
 * processes share one database file (the embedded mode's replicas, as the scale-out tests run them), a
 * transaction that has read and then wants to write can be refused at once with `SQLITE_BUSY`
 * ("database is locked") while another process commits: waiting would deadlock, so SQLite gives up on
 * one of the two. Nothing was written by the refused attempt (it is rolled back), so running it again
 * is safe; the user should see the real outcome (booked, or 409 slot taken), never a 500.
 */

import type { Knex } from 'knex';

/** Attempts of a refused transaction before its error is let through. */
const ATTEMPTS = 8;

/** Whether `error` is SQLite refusing a write because another connection holds the database. */
export function isDatabaseBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) || (typeof message === 'string' && /database is locked/.test(message));
}

/**
 * Run `work` in one database transaction (`strapi.db.transaction`), again when SQLite refused it as
 * busy (at most 8 attempts, waiting 10–50 ms × attempt between them). `work` must do nothing outside
 * the database that cannot be repeated (send e-mails after the commit, not inside).
 * @param work - the transaction's body; receives Strapi's transaction context (`trx` for raw knex queries)
 * @returns what `work` returns
 * @throws whatever `work` throws (a busy database after the last attempt included)
 */
export async function writeTransaction<T>(work: (context: { trx: Knex.Transaction }) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await strapi.db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDatabaseBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));
    }
  }
}
