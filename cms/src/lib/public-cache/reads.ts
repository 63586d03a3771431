/**
 * What an answer was read from (docs/public-cache.md "Tags"): while a cacheable miss runs, every SQL
 * statement it sends (through the Document Service, `strapi.db.query` or raw knex, such as the expert
 * search) is seen on the knex `query` event, and the tables it names are turned into the content types
 * (UIDs) they belong to. The statements of one request are told apart from the others' by an
 * AsyncLocalStorage scope opened around the rest of the middleware stack.
 *
 * Mapping: a content type's (or component's) own table → its UID; a relation's link table → the UIDs
 * of both sides (so the media morph table `files_related_mph` → `plugin::upload.file`). Tables Strapi
 * does not model (`booking_time_cells`, `idempotency_keys`) are not recorded: no public read uses them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';

/** What one running miss has recorded. */
export interface ReadScope {
  tags: Set<string>;
  /**
   * Clock instant (epoch ms, UTC) after which the answer is no longer true even if nothing is written
   * (the first free time slot it shows leaves the bookable window); absent: no such bound.
   */
  validUntilMs?: number;
}

const storage = new AsyncLocalStorage<ReadScope>();

/**
 * Run `work` recording the content types it reads into `scope.tags`.
 * @returns what `work` returns
 */
export function recordReads<T>(scope: ReadScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

/** Add tags to the running miss, if any (for reads the SQL listener cannot see, e.g. a file on disk). */
export function addReadTags(...tags: string[]): void {
  const scope = storage.getStore();
  if (scope) for (const tag of tags) scope.tags.add(tag);
}

/**
 * Tell the running miss, if any, that its answer stops being true at `instant` (epoch ms, UTC) even
 * without a write, e.g. when a free time slot it lists passes the minimum notice. The earliest bound wins.
 */
export function answerValidUntil(instant: number): void {
  const scope = storage.getStore();
  if (scope && !(scope.validUntilMs !== undefined && scope.validUntilMs <= instant)) scope.validUntilMs = instant;
}

interface MetaAttribute {
  target?: string;
  joinTable?: { name: string };
}
interface Meta {
  uid: string;
  tableName: string;
  attributes: Record<string, MetaAttribute | undefined>;
}

/**
 * Table name → content types, from Strapi's database metadata (content types, components, plugins).
 * @param strapi - a booted Strapi (its `db.metadata` loaded)
 */
export function tableTags(strapi: Core.Strapi): Map<string, string[]> {
  const byTable = new Map<string, Set<string>>();
  const add = (table: string, uid: string) => {
    let uids = byTable.get(table);
    if (!uids) byTable.set(table, (uids = new Set()));
    uids.add(uid);
  };
  for (const meta of (strapi.db.metadata as unknown as Map<string, Meta>).values()) {
    add(meta.tableName, meta.uid);
    for (const attribute of Object.values(meta.attributes)) {
      if (!attribute?.joinTable?.name) continue;
      add(attribute.joinTable.name, meta.uid);
      if (attribute.target) add(attribute.joinTable.name, attribute.target);
    }
  }
  return new Map([...byTable].map(([table, uids]) => [table, [...uids]]));
}

/** Quoted identifiers of a statement: `"table"` (PostgreSQL) or `` `table` `` (SQLite). */
const IDENTIFIER = /["`]([A-Za-z0-9_$]+)["`]/g;

/** Statements that read (the cache records only reads; writes are caught by lifecycles). */
const READ = /^\s*(\(?\s*select|with)\b/i;

/**
 * Listen to the SQL statements of the running misses (once, at bootstrap).
 * @returns a function that stops listening
 */
export function listenToReads(strapi: Core.Strapi): () => void {
  let tables: Map<string, string[]> | undefined;
  const knex = strapi.db.connection;
  const listener = (query: { sql?: string }) => {
    const scope = storage.getStore();
    if (!scope || !query.sql || !READ.test(query.sql)) return;
    tables ??= tableTags(strapi);
    for (const [, name] of query.sql.matchAll(IDENTIFIER)) {
      const uids = tables.get(name);
      if (uids) for (const uid of uids) scope.tags.add(uid);
    }
  };
  knex.on('query', listener);
  return () => {
    knex.removeListener('query', listener);
  };
}
