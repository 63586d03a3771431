/**
 * The part of `pg` (node-postgres, no types of its own; Strapi's PostgreSQL driver) that the API tests'
 * global setup uses to create and drop their throw-away schema.
 */
declare module 'pg' {
  export interface ClientConfig {
    connectionString?: string;
  }
  export interface QueryResult<R = Record<string, unknown>> {
    rows: R[];
    rowCount: number | null;
  }
  export class Client {
    constructor(config?: string | ClientConfig);
    connect(): Promise<void>;
    query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
    end(): Promise<void>;
  }
}
