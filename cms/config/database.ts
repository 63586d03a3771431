import type { Core } from '@strapi/strapi';
import path from 'path';
import { reusePreparedStatements } from '../src/lib/sqlite-statements';
import { registerCollationKey } from '../src/lib/collation';

/** The parts of a new better-sqlite3 connection that the pool's `afterCreate` sets up. */
type SqliteConnection = Parameters<typeof registerCollationKey>[0] & { pragma(sql: string): unknown; prepare(sql: string): object };

/**
 * Database: embedded SQLite (better-sqlite3) by default, PostgreSQL when `DATABASE_URL` is set or
 * `DATABASE_CLIENT=postgres` with `DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD`.
 * SQLite file: `DATABASE_FILENAME` (default `cms/.tmp/data.db`).
 */
export default ({ env }: { env: Core.Config.Shared.ConfigParams['env'] }) => {
  const client = env('DATABASE_URL') ? 'postgres' : env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? {
              connectionString: env('DATABASE_URL'),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
              schema: env('DATABASE_SCHEMA', 'public'),
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'wellness'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(env('DATABASE_FILENAME', path.join(__dirname, '..', '..', '.tmp', 'data.db'))),
      },
      useNullAsDefault: true,
      // Write-ahead log: readers never wait for a writer (nor writers for readers, across the processes
      // of the scale-out tests), and a commit appends to the log instead of rewriting a rollback journal;
      // `synchronous = NORMAL` syncs the log at checkpoints rather than at every commit (a power cut may
      // lose the last commits, never corrupt the file). Each commit of a booking or an idempotency key
      // otherwise waits for several disk syncs. Statements are prepared once per SQL text
      // (src/lib/sqlite-statements.ts). A write that finds the file locked by another process (a second
      // replica on the same file) waits up to 30 s for it rather than failing after better-sqlite3's 5 s:
      // on a busy machine another process's transaction can hold the lock longer than that. Text sorts in
      // the language's alphabetical order through `collation_key` (src/lib/collation.ts).
      pool: {
        afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
          connection.pragma('busy_timeout = 30000');
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          done(null, reusePreparedStatements(registerCollationKey(connection)));
        },
      },
    },
  };
};
