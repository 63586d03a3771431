/**
 * The part of `better-sqlite3` (no types of its own; Strapi's embedded SQLite driver) that the unit
 * tests use: an in-memory database, prepared statements run with positional bindings.
 */
declare module 'better-sqlite3' {
  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }
    interface Statement {
      run(...params: unknown[]): RunResult;
      get(...params: unknown[]): unknown;
      all(...params: unknown[]): unknown[];
    }
  }
  class Database {
    constructor(filename?: string, options?: { readonly?: boolean; timeout?: number });
    prepare(sql: string): Database.Statement;
    exec(sql: string): this;
    close(): this;
  }
  export = Database;
}
