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

/** The part of a better-sqlite3 connection this module touches. */
interface PreparingConnection {
  prepare(sql: string): object;
}

/**
 * Make `connection.prepare` return the statement prepared earlier for the same SQL text.
 * Called once per new pool connection (config/database.ts `afterCreate`).
 * @returns the same connection
 */
export function reusePreparedStatements<C extends PreparingConnection>(connection: C): C {
  const prepare = connection.prepare.bind(connection);
  const statements = new LRUCache<string, object>({ max: STATEMENTS_PER_CONNECTION });
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return connection;
}
