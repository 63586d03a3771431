/**
 * Prepared-statement reuse for the embedded SQLite database (DESIGN §7; docs/performance.md "Server
 * side"). knex's better-sqlite3 dialect prepares every query's SQL again, and preparing (parsing and
 * planning a join of Strapi's link tables) costs more than running it. The query engine emits the same
 * few hundred SQL texts with different bindings, so each connection keeps its statements by SQL text.
 *
 * Safe because knex only calls `all`/`run` on a statement, synchronously, one query at a time per
 * connection; SQLite re-prepares a kept statement by itself after a schema change.
 */
import { LRUCache } from 'lru-cache';

/** Statements kept per connection (distinct SQL texts; the least recently used go first). */
export const STATEMENTS_PER_CONNECTION = 1_000;

/** What knex sends to open a transaction: a deferred one, which takes the write lock at its first write. */
const DEFERRED_BEGIN = 'BEGIN;';

/**
 * What is run instead: a transaction that takes the write lock when it begins. Several processes on one
 * database file (the embedded mode's replicas) otherwise meet in a transaction that has read and then
 * wants to write while another process committed: SQLite cannot wait there (its snapshot is stale) and
 * refuses at once with `SQLITE_BUSY`, which the user would see as a 500. Taken at `BEGIN`, the lock is
 * waited for (the connection's `busy_timeout`). Within one process nothing changes: knex's pool holds a
 * single connection, so its transactions already run one at a time; readers never wait (write-ahead log).
 */
const IMMEDIATE_BEGIN = 'BEGIN IMMEDIATE;';

/** The part of a better-sqlite3 connection this module touches. */
interface PreparingConnection {
  prepare(sql: string): object;
}

/**
 * Make `connection.prepare` return the statement prepared earlier for the same SQL text, and open
 * transactions with the write lock taken (`BEGIN IMMEDIATE`).
 * Called once per new pool connection (config/database.ts `afterCreate`).
 * @returns the same connection
 */
export function reusePreparedStatements<C extends PreparingConnection>(connection: C): C {
  const prepare = connection.prepare.bind(connection);
  const statements = new LRUCache<string, object>({ max: STATEMENTS_PER_CONNECTION });
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql === DEFERRED_BEGIN ? IMMEDIATE_BEGIN : sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return connection;
}
