/**
 * Exact, immediate invalidation of the public read cache (docs/public-cache.md "Invalidation").
 *
 * - {@link invalidateTags} drops every entry carrying one of the tags, tells the listeners
 *   ({@link onInvalidate}: e.g. the SEO pages' own content cache) and the other server processes
 *   (Redis, `broadcast.ts`).
 * - {@link subscribeWrites} calls it for every write Strapi's query engine makes, whoever makes it
 *   (our services and controllers through the Document Service or `strapi.db.query`, the back office's
 *   admin resources, Strapi's own /cms panel): after each create, update and delete (one or many) of
 *   any model, the model's UID is invalidated at once, and once more when the surrounding transaction
 *   commits, so that a read that ran between the write and the commit (and saw the old rows) is
 *   dropped too. Both happen before the write's HTTP answer is sent.
 * - Availability: a booking, weekly timing or day off names its consultant; besides its UID, the
 *   change invalidates `slots:<consultant documentId>` (that consultant's free-slot answers), or `slots`
 *   (every consultant's) when the consultant cannot be told. A new row that names its consultant by
 *   row id (a booking) is not read back: the consultant's documentId is known from memory.
 *
 * Writers that bypass the query engine (raw knex) call {@link invalidateTags} themselves.
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { BOOKING, CONSULTANT_DAY_OFF, CONSULTANT_PROFILE, CONSULTANT_TIMING } from '../content-types';

/** Called with the tags of each invalidation (local or from another process). */
export type InvalidationListener = (tags: readonly string[], origin: 'local' | 'remote') => void;

/** Where invalidations go besides the listeners: the local store and the other processes. */
export interface InvalidationSinks {
  drop?: (tags: readonly string[]) => void;
  publish?: (tags: readonly string[]) => void;
}

const listeners = new Set<InvalidationListener>();
const sinks: InvalidationSinks = {};

/** Connect the store and the broadcast (done by `index.ts` at bootstrap; `undefined` disconnects). */
export function connectSinks(next: InvalidationSinks): void {
  sinks.drop = next.drop;
  sinks.publish = next.publish;
}

/**
 * Listen to every invalidation (local writes and those other processes publish).
 * @returns a function that stops listening
 */
export function onInvalidate(listener: InvalidationListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Drop every cached answer built from one of `tags` (content-type UIDs such as `api::blog.blog`,
 * `slots:<consultant documentId>`, `slots`), tell the listeners, and publish the tags to the other
 * processes. Synchronous for this process; never throws (a failing listener is logged).
 * @param origin - `remote` for an invalidation received from another process (not published again)
 */
export function invalidateTags(tags: Iterable<string>, origin: 'local' | 'remote' = 'local'): void {
  const list = [...new Set(tags)].filter(Boolean);
  if (list.length === 0) return;
  sinks.drop?.(list);
  for (const listener of listeners) {
    try {
      listener(list, origin);
    } catch (error) {
      strapi.log.error(error as Error);
    }
  }
  if (origin === 'local') sinks.publish?.(list);
}

/** Models whose rows name a consultant (relation `consultant`) and make its free time slots. */
const AVAILABILITY_MODELS = new Set<string>([BOOKING, CONSULTANT_TIMING, CONSULTANT_DAY_OFF]);

const AFTER_WRITE = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);
const BEFORE_CHANGE = new Set(['beforeUpdate', 'beforeUpdateMany', 'beforeDelete', 'beforeDeleteMany']);

/** A database lifecycle event, as far as this module reads it. */
interface WriteEvent {
  action: string;
  model: { uid: string };
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  result?: { id?: number | string; ids?: (number | string)[] } | null;
  state: { consultants?: string[] };
}

/** documentIds of the consultants of the availability rows matching `where` (inside the running transaction). */
async function consultantsOf(strapi: Core.Strapi, uid: string, where: Record<string, unknown>): Promise<string[]> {
  const rows = (await strapi.db.query(uid).findMany({ where, select: ['id'], populate: { consultant: { select: ['documentId'] } } })) as {
    consultant?: { documentId?: string } | null;
  }[];
  return rows.map((row) => row.consultant?.documentId).filter((id): id is string => Boolean(id));
}

/**
 * documentIds of consultant profile rows by row id. A row's documentId never changes and row ids are
 * never reused, so the pairs stay true; bounded, least recently used first out.
 */
const consultantDocumentIds = new LRUCache<number, string>({ max: 10_000 });

/**
 * The documentId of the consultant a new availability row names by row id (`data.consultant`, as our
 * booking writes it), without reading the new row back: from memory, else one read of the profile.
 * @returns undefined when `data` names the consultant otherwise (documentId, `connect`…) or not at all
 */
async function consultantOfCreate(strapi: Core.Strapi, data: Record<string, unknown> | undefined): Promise<string | undefined> {
  const id = data?.consultant;
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  const known = consultantDocumentIds.get(id);
  if (known) return known;
  const row = (await strapi.db.query(CONSULTANT_PROFILE).findOne({ where: { id }, select: ['documentId'] })) as { documentId?: string } | null;
  if (!row?.documentId) return undefined;
  consultantDocumentIds.set(id, row.documentId);
  return row.documentId;
}

/** The tags a finished write invalidates (see the module comment). */
async function writeTags(strapi: Core.Strapi, event: WriteEvent): Promise<string[]> {
  const uid = event.model.uid;
  if (!AVAILABILITY_MODELS.has(uid)) return [uid];
  const consultants = new Set(event.state.consultants ?? []);
  const created = event.action === 'afterCreate' ? await consultantOfCreate(strapi, event.params.data) : undefined;
  if (created) return [uid, `slots:${created}`];
  const ids = event.result?.ids ?? (event.result?.id != null && !event.action.startsWith('afterDelete') ? [event.result.id] : []);
  if (ids.length) for (const id of await consultantsOf(strapi, uid, { id: { $in: ids } })) consultants.add(id);
  return [uid, ...(consultants.size ? [...consultants].map((id) => `slots:${id}`) : ['slots'])];
}

/**
 * Invalidate after a write: now, and again when the transaction it runs in (if any) commits.
 */
async function invalidateAfterWrite(strapi: Core.Strapi, tags: string[]): Promise<void> {
  invalidateTags(tags);
  if (strapi.db.inTransaction()) {
    // Joins the running transaction (no new one); its commit runs the callback.
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => invalidateTags(tags));
    });
  }
}

/**
 * Subscribe the write lifecycles of every model (once, at bootstrap; see the module comment).
 * @returns a function that unsubscribes
 */
export function subscribeWrites(strapi: Core.Strapi): () => void {
  const subscriber = async (raw: unknown): Promise<void> => {
    const event = raw as WriteEvent;
    if (BEFORE_CHANGE.has(event.action) && AVAILABILITY_MODELS.has(event.model.uid)) {
      event.state.consultants = await consultantsOf(strapi, event.model.uid, event.params.where ?? {});
      return;
    }
    if (!AFTER_WRITE.has(event.action)) return;
    await invalidateAfterWrite(strapi, await writeTags(strapi, event));
  };
  return strapi.db.lifecycles.subscribe(subscriber);
}
