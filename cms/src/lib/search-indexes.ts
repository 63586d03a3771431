/**
 * Indexes the expert search needs (services/expert-search.ts) beyond those Strapi creates, so that it
 * stays fast at 100,000 consultants (measured by `npm run bench`, scripts/bench/README.md):
 *
 * - on the profiles, (approval_status, active_status, deleted_at, display_name, id): the visible
 *   consultants in name order straight from the index, so a page of the list stops after its rows
 *   instead of sorting every match, and counting the visible ones reads the index, not the wide
 *   profile rows (their bios make SQLite read overflow pages for the later columns);
 * - on each link table a search filter goes through, (reference, consultant): the consultants linked
 *   to the asked references read from the index alone (Strapi's own index on the reference column
 *   alone sends each match back to the table).
 *
 * - on Strapi's session records, (device_id, user_id): every signed-in request checks that its session
 *   family (the `deviceId` of its refresh tokens) is alive (docs/api-auth.md "Sessions").
 *
 * Created at every start with `CREATE INDEX IF NOT EXISTS` (the same statement on SQLite and
 * PostgreSQL), after Strapi's schema sync: a database migration runs before the sync and only once,
 * when the tables of a fresh database do not exist yet. The schema sync leaves alone the indexes it
 * did not create. Table and column names come from Strapi's metadata.
 */
import type { Core } from '@strapi/strapi';
import { CONSULTANT_PROFILE, modelMeta } from './content-types';
import { FILTER_RELATIONS } from '../api/consultant-profile/services/expert-search';

/** One index: its name, table and columns, in order. */
export interface IndexSpec {
  name: string;
  table: string;
  columns: string[];
}

/** The indexes of the expert search, named after the tables of this database (Strapi's metadata). */
export function searchIndexes(): IndexSpec[] {
  const meta = modelMeta(CONSULTANT_PROFILE);
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const specs: IndexSpec[] = [
    {
      name: `${meta.tableName}_search_idx`,
      table: meta.tableName,
      columns: [column('approval_status'), column('active_status'), column('deletedAt'), column('display_name'), 'id'],
    },
  ];
  const sessions = modelMeta('admin::session');
  specs.push({
    name: `${sessions.tableName}_family_idx`,
    table: sessions.tableName,
    columns: [sessions.attributes.deviceId?.columnName ?? 'device_id', sessions.attributes.userId?.columnName ?? 'user_id'],
  });
  for (const relation of Object.values(FILTER_RELATIONS)) {
    const joinTable = meta.attributes[relation]?.joinTable;
    if (!joinTable) continue;
    specs.push({ name: `${joinTable.name}_search_idx`, table: joinTable.name, columns: [joinTable.inverseJoinColumn.name, joinTable.joinColumn.name] });
  }
  return specs;
}

/**
 * Create the missing indexes of {@link searchIndexes}; existing ones are left as they are.
 * @throws the database's error when a statement fails (the server does not start half-indexed)
 */
export async function ensureSearchIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const index of searchIndexes()) {
    await knex.raw(`create index if not exists ?? on ?? (${index.columns.map(() => '??').join(', ')})`, [index.name, index.table, ...index.columns]);
  }
}
