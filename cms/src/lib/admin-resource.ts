/**
 * The one admin-resource mechanism of the back office (DESIGN §2 "Admin resources are declarations"):
 * a resource is declared once in `api/admin-panel/resources/<resource>.ts` ({@link AdminResource}: the
 * content type, the record and input schemas of its contract, search, sort and filter fields,
 * localized fields, trash or not) and this factory turns it into the dialect's routes and handlers
 * (`contracts/admin-dialect.ts`): list, getOne, getMany, create, update, delete (to the trash),
 * restore and permanent delete.
 *
 * Rules applied here once for every resource:
 * - the trash: a soft-deleted record has `deletedAt` set on every row of its document (all locales,
 *   draft and published); lists show live records, or the trash with `filter={"trashed":true}`; a
 *   trashed record cannot be changed (409 `InTrash`) until restored; only a trashed record can be
 *   deleted for good (409 `NotInTrash`), and not while live records use it (409 `InUse`,
 *   `details.count`);
 * - localized fields travel as `{ fr, en }` and are stored as the fr and en locales of one Strapi
 *   document (fr, the default locale, always exists; an empty English side removes the en locale);
 * - for draft-and-publish types, the record's `published` flag publishes or unpublishes every locale;
 * - list queries are whitelisted: sort by declared fields (text in the alphabetical order of the admin's
 *   language, enumerations in their declared order, the same on SQLite and PostgreSQL), filters by
 *   declared fields, `q` over the declared search fields, ranges of at most {@link MAX_RANGE} records;
 * - an unknown id answers 404, bad `sort`/`range`/`filter` JSON 400, unique fields already taken 400 on
 *   the field, all in the admin's language;
 * - localized records whose contract has a `translation` field carry the English side's status
 *   (`lib/translation-status`, read from the rows the list loads anyway: no query more), and their list
 *   filters by it (`filter={"translation":"incomplete"}`, kind `translation`); a save keeps the
 *   `updatedAt` of a locale whose localized values it did not change, which the status compares.
 */
import type { UID } from '@strapi/strapi';
import type { z } from 'zod';
import { MAX_RANGE, resourceRoutes, type ResourceContractSpec, type TranslationStatus } from '../contracts/admin-dialect';
import type { AreaContracts, RouteContract } from '../contracts/route';
import type { StrapiRoute } from './contract-routes';
import { ApiError, badRequest, notFound } from './http-errors';
import { localeOf, readBody, readParams, readQuery, reply, type AccountRow, type ApiContext } from './http';
import { toMedia } from './localized-content';
import { t, type Locale } from './messages';
import { fieldErrorMap, addFieldError } from './validation';
import { clock } from '../contracts/clock';
import { collatedText } from './collation';
import { sameValue, statusMatches, translationStatus, type LocaleRow } from './translation-status';

/** A stored row as the resource's mapping functions receive it. */
export interface ResourceRow {
  id: number;
  documentId: string;
  locale?: string | null;
  deletedAt?: Date | string | null;
  [field: string]: unknown;
}

/** A document as the factory loads it: the default-locale row, and every locale's row when localized. */
export interface ResourceDocument {
  /** the fr row (or the only row of an unlocalized type) */
  row: ResourceRow;
  /** rows by locale (localized types) */
  locales: Partial<Record<Locale, ResourceRow>>;
  /** draft-and-publish types: whether a published version exists */
  published: boolean;
  /** whether the record is in the trash */
  trashed: boolean;
}

/** Plain field values for the Document Service (relations by documentId, media by file id). */
export type DocumentData = Record<string, unknown>;

/** What {@link AdminResource.toData} knows of a write. */
export interface WriteContext {
  /** the admin's language (messages) */
  locale: Locale;
  /** the whole validated input */
  input: Record<string, unknown>;
  /** the document being updated (absent on create) */
  existing?: ResourceDocument;
  /** the signed-in admin making the write (e.g. recorded as who handled a request) */
  account?: AccountRow;
}

/**
 * The declaration of one admin resource: its contract side ({@link ResourceContractSpec}) and how it
 * is stored.
 */
export interface AdminResource extends ResourceContractSpec {
  /** the content type (a literal UID from `lib/content-types`) */
  uid: UID.ContentType;
  /** record fields stored per locale, travelling as `{ fr, en }` */
  localized?: readonly string[];
  /** fields (dot paths through relations allowed, e.g. `user.email`) searched by `filter.q` */
  search: readonly string[];
  /** database column of a sortable record field when it differs (e.g. `display_name` → `last_name`) */
  sortColumns?: Readonly<Record<string, string>>;
  /**
   * Sortable enumeration fields, each with its values in ascending order (e.g. `status`:
   * `['confirmed', 'cancelled']`): the list sorts by that order, the same on every database, ties by
   * id; a value not listed (or none) comes after the listed ones. Required for a column named
   * `status`, which Strapi's query engine reads as the draft-and-publish state when sorting.
   */
  sortValues?: Readonly<Record<string, readonly string[]>>;
  /** database conditions of a filter when they are not the field's own (value → where) */
  filterWhere?: Readonly<Record<string, (value: never) => Record<string, unknown>>>;
  /** conditions every row of the resource meets (e.g. users of one role) */
  scope?: Record<string, unknown>;
  /** Strapi populate of the rows (default: the record's relation, media and component fields) */
  populate?: Record<string, unknown>;
  /**
   * Strapi populate of the rows of a list page, when its records show less of the related rows than
   * one record's detail (e.g. the parties' names, not their accounts or the files): default {@link populate}
   */
  listPopulate?: Record<string, unknown>;
  /** fields whose value must be unique among the rows (checked before writing: 400 on the field) */
  unique?: readonly string[];
  /** document → the list record (default: the record schema's fields read from the rows) */
  toRecord?: (document: ResourceDocument, locale: Locale) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Documents → their list records, in the same order, reading what the records show of other rows
   * (names of related entries, counts) for the whole page at once: a page of the list costs the same few
   * queries whatever its length. When present, it also makes the single record (`toRecord` is then not used).
   */
  toRecords?: (documents: ResourceDocument[], locale: Locale) => Promise<Record<string, unknown>[]>;
  /** document → the `GET /:id` record when the contract has a `detail` schema */
  toDetail?: (document: ResourceDocument, locale: Locale) => Promise<Record<string, unknown>>;
  /**
   * Validated input fields that are not localized (nor `published`) → the stored shared fields
   * (relations by documentId, media by `{ id }`); `context.input` is the whole validated input.
   * @throws ApiError 400 with field errors for rules the schema cannot check (e.g. a missing relation)
   */
  toData?: (shared: Record<string, unknown>, context: WriteContext) => Promise<DocumentData> | DocumentData;
  /**
   * The validated localized fields of one locale (those the input carries, `null` when empty) → the
   * stored ones of that locale (e.g. a slug made from that locale's title when left empty).
   */
  toLocaleData?: (fields: Record<string, unknown>, context: WriteContext & { target: Locale }) => DocumentData;
  /** how many live records still use this one (a permanent delete is refused while > 0) */
  inUse?: (row: ResourceRow) => Promise<number>;
  /** what else a move to the trash does (e.g. a coupon stops working) */
  onTrash?: (row: ResourceRow) => Promise<void>;
  /**
   * Checked before a delete (or a move to the trash): throws an ApiError to refuse it (e.g. 409: a
   * newsletter campaign already sent is kept).
   */
  beforeDelete?: (document: ResourceDocument, locale: Locale) => Promise<void> | void;
}

/**
 * Declare an admin resource (an identity function that checks the declaration's type).
 * @param resource - the declaration
 */
export function defineAdminResource<const R extends AdminResource>(resource: R): R {
  return resource;
}

type Model = {
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, { type?: string; relation?: string; target?: string; multiple?: boolean }>;
};

const modelOf = (uid: UID.ContentType) => strapi.getModel(uid) as unknown as Model;
const isLocalizedType = (uid: UID.ContentType) => Boolean(modelOf(uid).pluginOptions?.i18n?.localized);
const hasDraftAndPublish = (uid: UID.ContentType) => Boolean(modelOf(uid).options?.draftAndPublish);

/** The `Content-Range` header's value. */
export function contentRange(name: string, first: number, count: number, total: number): string {
  return `${name} ${first}-${first + Math.max(count - 1, 0)}/${total}`;
}

/** `a.b.c` + value → `{ a: { b: { c: value } } }` (query-engine conditions through relations). */
function nested(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

/** Rows of one version of every document: the draft of draft-and-publish types, all rows otherwise. */
function versionWhere(uid: UID.ContentType): Record<string, unknown> {
  return hasDraftAndPublish(uid) ? { publishedAt: { $null: true } } : {};
}

/** The default populate: relation, media and component fields the record shows. */
function defaultPopulate(resource: AdminResource): Record<string, unknown> {
  if (resource.populate) return resource.populate;
  const attributes = modelOf(resource.uid).attributes;
  const shape = (resource.detail ?? resource.record).shape;
  const populate: Record<string, unknown> = {};
  for (const field of Object.keys(shape)) {
    const type = attributes[field]?.type;
    if (type === 'component') {
      // a component's own media and relations (a page section's image)
      const component = (attributes[field] as { component?: string }).component;
      const inner = component ? (strapi.components[component as keyof typeof strapi.components] as unknown as Model).attributes : {};
      const nestedPopulate = Object.fromEntries(
        Object.entries(inner)
          .filter(([, attribute]) => attribute.type === 'media' || attribute.type === 'relation')
          .map(([name]) => [name, true]),
      );
      populate[field] = Object.keys(nestedPopulate).length ? { populate: nestedPopulate } : true;
    } else if (type === 'relation' || type === 'media' || type === 'dynamiczone') populate[field] = true;
  }
  return populate;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A stored value → its record form: dates as ISO strings, media as `Media` (with `id`), relations as ids. */
function recordValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(recordValue);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object.url === 'string' && typeof object.mime === 'string') return { id: object.id, ...toMedia(object) };
    if (typeof object.documentId === 'string') return object.documentId;
    // a component (a page section, a social link): its fields, without the stored row's id
    if (typeof object.id === 'number')
      return Object.fromEntries(
        Object.entries(object)
          .filter(([key]) => key !== 'id' && key !== '__component')
          .map(([key, inner]) => [key, recordValue(inner)]),
      );
  }
  return value;
}

/**
 * The default record of a document: each field of the record schema read from the rows (`id` is the
 * documentId; localized fields as `{ fr, en }`; `published` and `deletedAt` from the document).
 */
export function defaultRecord(resource: Pick<AdminResource, 'record' | 'localized'>, document: ResourceDocument): Record<string, unknown> {
  const localized = new Set(resource.localized ?? []);
  const record: Record<string, unknown> = {};
  for (const field of Object.keys(resource.record.shape)) {
    if (field === 'id') record.id = document.row.documentId;
    else if (field === 'published') record.published = document.published;
    else if (localized.has(field)) record[field] = { fr: recordValue(document.locales.fr?.[field]), en: recordValue(document.locales.en?.[field]) };
    else record[field] = recordValue(document.row[field]);
  }
  return record;
}

/** The populate of a list page's rows ({@link AdminResource.listPopulate}, else the default). */
const listPopulate = (resource: AdminResource): Record<string, unknown> => resource.listPopulate ?? defaultPopulate(resource);

/**
 * Load full documents for the given anchor rows (their other locale, published flag).
 * @param populate - of the locales' rows (default: the record's, {@link defaultPopulate})
 */
async function loadDocuments(resource: AdminResource, anchors: ResourceRow[], populate = defaultPopulate(resource)): Promise<ResourceDocument[]> {
  if (!anchors.length) return [];
  const ids = anchors.map((row) => row.documentId);
  const localized = isLocalizedType(resource.uid);
  const rows: ResourceRow[] = localized ? await strapi.db.query(resource.uid).findMany({ where: { documentId: { $in: ids }, ...versionWhere(resource.uid) }, populate }) : anchors;
  const published = hasDraftAndPublish(resource.uid)
    ? new Set(
        ((await strapi.db.query(resource.uid).findMany({ select: ['documentId'], where: { documentId: { $in: ids }, publishedAt: { $notNull: true } } })) as ResourceRow[]).map(
          (row) => row.documentId,
        ),
      )
    : new Set<string>();
  return anchors.map((anchor) => {
    const locales: Partial<Record<Locale, ResourceRow>> = {};
    for (const row of rows) if (row.documentId === anchor.documentId && (row.locale === 'fr' || row.locale === 'en')) locales[row.locale] = row;
    return { row: locales.fr ?? anchor, locales, published: published.has(anchor.documentId), trashed: Boolean(anchor.deletedAt) };
  });
}

/** The anchor row of document `documentId` (live or trashed), or `null`. */
async function anchorOf(resource: AdminResource, documentId: string): Promise<ResourceRow | null> {
  return strapi.db.query(resource.uid).findOne({
    where: { ...(resource.scope ?? {}), documentId, ...versionWhere(resource.uid), ...(isLocalizedType(resource.uid) ? { locale: 'fr' } : {}) },
    populate: defaultPopulate(resource),
  }) as Promise<ResourceRow | null>;
}

/** The document `documentId` of the resource. @throws ApiError 404 */
async function findDocument(resource: AdminResource, documentId: string, locale: Locale): Promise<ResourceDocument> {
  const anchor = await anchorOf(resource, documentId);
  if (!anchor) throw notFound(t(locale, 'admin.notFound'));
  const [document] = await loadDocuments(resource, [anchor]);
  return document;
}

/**
 * Whether the resource's records carry their translation status: a localized type whose record has a
 * `translation` field (contracts/admin-dialect `TranslationStatus`).
 */
export function tracksTranslation(resource: AdminResource): boolean {
  return Boolean(resource.localized?.length) && 'translation' in resource.record.shape && isLocalizedType(resource.uid);
}

/** The English side's status of a loaded document (`lib/translation-status`). */
export function documentTranslation(resource: Pick<AdminResource, 'localized'>, document: ResourceDocument): TranslationStatus {
  return translationStatus(resource.localized ?? [], document.locales.fr, document.locales.en);
}

/** A record with its translation status when the resource tracks it. */
function withTranslation(resource: AdminResource, document: ResourceDocument, record: Record<string, unknown>): Record<string, unknown> {
  return tracksTranslation(resource) ? { ...record, translation: documentTranslation(resource, document) } : record;
}

async function toRecord(resource: AdminResource, document: ResourceDocument, locale: Locale): Promise<Record<string, unknown>> {
  if (resource.toRecords) return withTranslation(resource, document, (await resource.toRecords([document], locale))[0]);
  return withTranslation(resource, document, resource.toRecord ? await resource.toRecord(document, locale) : defaultRecord(resource, document));
}

/** The list records of a page of documents, in order ({@link AdminResource.toRecords} when declared). */
async function toRecords(resource: AdminResource, documents: ResourceDocument[], locale: Locale): Promise<Record<string, unknown>[]> {
  if (resource.toRecords) return documents.length ? (await resource.toRecords(documents, locale)).map((record, index) => withTranslation(resource, documents[index], record)) : [];
  return Promise.all(documents.map((document) => toRecord(resource, document, locale)));
}

/**
 * The translation status of every document of a localized resource matching `where` (conditions on its
 * rows, e.g. live ones), read in one query of the locales' rows (their localized texts and `updatedAt`)
 * and one per localized component or media field (their ids only).
 * @returns documentId → status, for the documents that have a French row
 */
export async function translationStatuses(resource: AdminResource, where: Record<string, unknown> = {}): Promise<Map<string, TranslationStatus>> {
  const attributes = modelOf(resource.uid).attributes;
  const localized = resource.localized ?? [];
  const stored = (field: string) => ['component', 'media', 'relation', 'dynamiczone'].includes(attributes[field]?.type ?? '');
  const rows = (await strapi.db.query(resource.uid).findMany({
    select: ['documentId', 'locale', 'updatedAt', ...localized.filter((field) => attributes[field] && !stored(field))],
    where: { ...(resource.scope ?? {}), ...versionWhere(resource.uid), ...where },
    populate: Object.fromEntries(localized.filter((field) => stored(field)).map((field) => [field, { select: ['id'] }])),
  })) as (LocaleRow & { documentId: string; locale?: string | null })[];
  const byDocument = new Map<string, { fr?: LocaleRow; en?: LocaleRow }>();
  for (const row of rows) {
    if (row.locale !== 'fr' && row.locale !== 'en') continue;
    const locales = byDocument.get(row.documentId) ?? {};
    locales[row.locale] = row;
    byDocument.set(row.documentId, locales);
  }
  const statuses = new Map<string, TranslationStatus>();
  for (const [documentId, locales] of byDocument) if (locales.fr) statuses.set(documentId, translationStatus(localized, locales.fr, locales.en));
  return statuses;
}

/**
 * How many live records of a localized resource lack their English side or have it outdated (the
 * back-office dashboard).
 */
export async function translationCounts(resource: AdminResource): Promise<{ missing: number; outdated: number }> {
  const statuses = await translationStatuses(resource, resource.trash ? { deletedAt: { $null: true } } : {});
  const counts = { missing: 0, outdated: 0 };
  for (const status of statuses.values()) if (status !== 'complete') counts[status] += 1;
  return counts;
}

type ListQuery = { sort?: [string, 'ASC' | 'DESC']; range?: [number, number]; filter?: Record<string, unknown> };

/** The database conditions of a list filter. */
async function listWhere(resource: AdminResource, filter: Record<string, unknown>): Promise<Record<string, unknown>> {
  const localized = isLocalizedType(resource.uid);
  const conditions: Record<string, unknown>[] = [{ ...(resource.scope ?? {}), ...versionWhere(resource.uid) }];
  if (localized) conditions.push({ locale: 'fr' });
  const ids = filter.id === undefined ? undefined : Array.isArray(filter.id) ? (filter.id as string[]) : [filter.id as string];
  if (ids) conditions.push({ documentId: { $in: ids } });
  if (resource.trash && (filter.trashed !== undefined || !ids)) conditions.push({ deletedAt: filter.trashed ? { $notNull: true } : { $null: true } });
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) {
    const anyField = { $or: resource.search.map((path) => nested(path, { $containsi: q })) };
    if (localized) {
      // Localized text is searched in every locale; the match names the document.
      const matches = (await strapi.db.query(resource.uid).findMany({ select: ['documentId'], where: anyField })) as ResourceRow[];
      conditions.push({ documentId: { $in: [...new Set(matches.map((row) => row.documentId))] } });
    } else {
      conditions.push(anyField);
    }
  }
  if (typeof filter.published === 'boolean' && hasDraftAndPublish(resource.uid)) {
    // published or not: whether the document has a published version (the list reads the drafts)
    const rows = (await strapi.db.query(resource.uid).findMany({ select: ['documentId'], where: { publishedAt: { $notNull: true } } })) as ResourceRow[];
    const published = [...new Set(rows.map((row) => row.documentId))];
    conditions.push({ documentId: filter.published ? { $in: published } : { $notIn: published } });
  }
  for (const [field, spec] of Object.entries(resource.filters ?? {})) {
    if (field === 'published' && hasDraftAndPublish(resource.uid)) continue;
    const custom = resource.filterWhere?.[field] as ((value: unknown) => Record<string, unknown>) | undefined;
    if (spec.kind === 'range') {
      const bounds: Record<string, unknown> = {};
      if (filter[`${field}_gte`] !== undefined) bounds.$gte = iso(filter[`${field}_gte`]);
      if (filter[`${field}_lte`] !== undefined) bounds.$lte = iso(filter[`${field}_lte`]);
      if (Object.keys(bounds).length) conditions.push(custom ? custom(bounds) : nested(field, bounds));
      continue;
    }
    const value = filter[field];
    if (value === undefined) continue;
    if (spec.kind === 'translation') {
      // the documents whose English side has the asked status: the smaller of the two id lists
      const statuses = await translationStatuses(resource);
      const [matching, others] = [[], []] as [string[], string[]];
      for (const [documentId, status] of statuses) (statusMatches(String(value), status) ? matching : others).push(documentId);
      conditions.push({ documentId: matching.length <= others.length ? { $in: matching } : { $notIn: others } });
      continue;
    }
    if (custom) conditions.push(custom(value));
    else if (spec.kind === 'relation') conditions.push(nested(field, { documentId: value }));
    else conditions.push(nested(field, value));
  }
  return { $and: conditions };
}

/**
 * One range of the rows matching `where`, sorted by an enumeration `column` in the order of `values`
 * (ties by id): the rows of each value form a segment, segments follow the values' order (reversed for
 * `desc`), unlisted values last; only the segments the range covers are read.
 * @returns the range's rows and the total count
 */
async function rangeByValues(
  resource: AdminResource,
  where: Record<string, unknown>,
  column: string,
  values: readonly string[],
  direction: 'asc' | 'desc',
  first: number,
  limit: number,
): Promise<[ResourceRow[], number]> {
  const segments = [...values.map((value) => nested(column, value)), { $or: [nested(column, { $null: true }), nested(column, { $notIn: [...values] })] }];
  if (direction === 'desc') segments.reverse();
  const wheres = segments.map((segment) => ({ $and: [where, segment] }));
  const counts = await Promise.all(wheres.map((segment) => strapi.db.query(resource.uid).count({ where: segment })));
  const rows: ResourceRow[] = [];
  let skip = first;
  let wanted = limit;
  for (const [index, count] of counts.entries()) {
    if (wanted <= 0) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const take = Math.min(wanted, count - skip);
    rows.push(
      ...((await strapi.db.query(resource.uid).findMany({
        where: wheres[index],
        orderBy: [{ id: direction }],
        offset: skip,
        limit: take,
        populate: isLocalizedType(resource.uid) ? undefined : listPopulate(resource),
      })) as ResourceRow[]),
    );
    wanted -= take;
    skip = 0;
  }
  return [rows, counts.reduce((sum, count) => sum + count, 0)];
}

/** Attribute types holding text that people read, sorted alphabetically. */
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid']);

/** The stored side of an attribute, as the database layer describes it. */
type StoredAttribute = {
  type: string;
  columnName?: string;
  target?: string;
  joinColumn?: { name: string; referencedColumn: string };
  joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
};
type StoredModel = { tableName: string; attributes: Record<string, StoredAttribute> };

const storedModel = (uid: string) => strapi.db.metadata.get(uid) as unknown as StoredModel;
const columnOf = (attributes: StoredModel['attributes'], name: string) => attributes[name]?.columnName ?? name;
/** A table name for knex, in the connection's schema (PostgreSQL) when there is one. */
const inSchema = (table: string) => {
  const schema = strapi.db.getSchemaName();
  return schema ? `${schema}.${table}` : table;
};

/**
 * The SQL giving the text a list is sorted by, when `column` names a text attribute of the resource's
 * rows (aliased `sorted`) or of a to-one relation of theirs (`user.email`); `null` for any other
 * column (numbers, dates, flags, enumerations sort as stored).
 */
function sortedText(resource: AdminResource, column: string): { sql: string; bindings: unknown[] } | null {
  const model = storedModel(resource.uid);
  const [field, inner, ...deeper] = column.split('.');
  const attribute = model.attributes[field];
  if (!attribute || deeper.length) return null;
  if (inner === undefined) return TEXT_TYPES.has(attribute.type) ? { sql: '??', bindings: [`sorted.${columnOf(model.attributes, field)}`] } : null;
  if (attribute.type !== 'relation' || !attribute.target) return null;
  const target = storedModel(attribute.target);
  if (!TEXT_TYPES.has(target.attributes[inner]?.type)) return null;
  // the related row's text, read beside each row (one related row at most: a to-one relation)
  const related = strapi.db
    .connection(`${inSchema(target.tableName)} as related`)
    .select(`related.${columnOf(target.attributes, inner)}`)
    .limit(1);
  if (attribute.joinTable) {
    const link = attribute.joinTable;
    related.join(`${inSchema(link.name)} as link`, `link.${link.inverseJoinColumn.name}`, 'related.id').whereRaw('?? = ??', [`link.${link.joinColumn.name}`, 'sorted.id']);
  } else if (attribute.joinColumn) {
    related.whereRaw('?? = ??', [`related.${attribute.joinColumn.referencedColumn}`, `sorted.${attribute.joinColumn.name}`]);
  } else return null;
  return { sql: '(?)', bindings: [related] };
}

/**
 * How many rows of content type `uid` matching `where` point, through their to-one relation `relation`,
 * at each of the rows `ownerIds` of its target (e.g. the confirmed bookings of each client of a list
 * page), in one grouped query: a list page reads its counts at once rather than one count per row.
 * @param uid - the counted content type (e.g. bookings)
 * @param relation - its to-one relation to the owners (e.g. `client`)
 * @param ownerIds - row ids of the owners
 * @param where - query-engine conditions on the counted rows (e.g. `{ status: 'confirmed' }`)
 * @returns owner row id → count; owners with none are absent
 * @throws Error when `relation` is not a stored relation of `uid`
 */
export async function countsByRelation(uid: UID.ContentType, relation: string, ownerIds: readonly number[], where: Record<string, unknown> = {}): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!ownerIds.length) return counts;
  const ids = [...new Set(ownerIds)];
  const attribute = storedModel(uid).attributes[relation];
  const matching = strapi.db
    .queryBuilder(uid)
    .select('id')
    .where({ ...where, [relation]: { id: { $in: ids } } })
    .getKnexQuery();
  let rows: { owner: number | string; n: number | string }[];
  if (attribute?.joinTable) {
    const link = attribute.joinTable;
    rows = await strapi.db
      .getConnection(link.name)
      .select({ owner: link.inverseJoinColumn.name })
      .count({ n: '*' })
      .whereIn(link.joinColumn.name, matching)
      .whereIn(link.inverseJoinColumn.name, ids)
      .groupBy(link.inverseJoinColumn.name);
  } else if (attribute?.joinColumn) {
    const column = attribute.joinColumn.name;
    rows = await strapi.db.getConnection(storedModel(uid).tableName).select({ owner: column }).count({ n: '*' }).whereIn('id', matching).groupBy(column);
  } else throw new Error(`${relation} is not a stored relation of ${uid}`);
  for (const row of rows) counts.set(Number(row.owner), Number(row.n));
  return counts;
}

/**
 * One range of the rows matching `where`, sorted by a text in the alphabetical order of `locale`, the
 * admin's language (accents and case count only between otherwise equal texts: `lib/collation`), ties by id;
 * rows without the text last in ascending order, first in descending, on both databases. The database
 * sorts and pages; the range's rows are then read with their relations.
 * @returns the range's rows in order
 */
async function rangeByText(
  resource: AdminResource,
  where: Record<string, unknown>,
  text: { sql: string; bindings: unknown[] },
  direction: 'asc' | 'desc',
  locale: Locale,
  first: number,
  limit: number,
): Promise<ResourceRow[]> {
  const matching = strapi.db.queryBuilder(resource.uid).select('id').where(where).getKnexQuery();
  const collated = collatedText(strapi.db.dialect.client, text, locale);
  const found = (await strapi.db
    .getConnection(`${storedModel(resource.uid).tableName} as sorted`)
    .select('sorted.id')
    .whereIn('sorted.id', matching)
    .orderByRaw(`${collated.sql} ${direction} nulls ${direction === 'asc' ? 'last' : 'first'}`, collated.bindings as never[])
    .orderBy('sorted.id', direction)
    .offset(first)
    .limit(limit)) as { id: number }[];
  const ids = found.map((row) => Number(row.id));
  if (!ids.length) return [];
  const rows = (await strapi.db.query(resource.uid).findMany({
    where: { id: { $in: ids } },
    populate: isLocalizedType(resource.uid) ? undefined : listPopulate(resource),
  })) as ResourceRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ResourceRow => Boolean(row));
}

/** `GET /<resource>`: one range of records, sorted and filtered, with `Content-Range`. */
async function list(resource: AdminResource, contract: RouteContract, ctx: ApiContext): Promise<void> {
  const locale = localeOf(ctx);
  const query = readQuery(ctx, contract) as ListQuery;
  const [field, order] = query.sort ?? ['id', 'DESC'];
  const filter = query.filter ?? {};
  const [first, last] = query.range ?? (filter.id !== undefined ? [0, MAX_RANGE - 1] : [0, 24]);
  const where = await listWhere(resource, filter);
  const column = field === 'id' ? 'id' : (resource.sortColumns?.[field] ?? field);
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const values = resource.sortValues?.[field];
  const text = values || column === 'id' ? null : sortedText(resource, column);
  const [anchors, total] = values
    ? await rangeByValues(resource, where, column, values, direction, first, last - first + 1)
    : text
      ? await Promise.all([rangeByText(resource, where, text, direction, locale, first, last - first + 1), strapi.db.query(resource.uid).count({ where })])
      : await Promise.all([
          strapi.db.query(resource.uid).findMany({
            where,
            orderBy: column === 'id' ? [{ id: direction }] : [nested(column, direction), { id: direction }],
            offset: first,
            limit: last - first + 1,
            populate: isLocalizedType(resource.uid) ? undefined : listPopulate(resource),
          }) as Promise<ResourceRow[]>,
          strapi.db.query(resource.uid).count({ where }),
        ]);
  const documents = await loadDocuments(resource, anchors, listPopulate(resource));
  const records = await toRecords(resource, documents, locale);
  ctx.set('Content-Range', contentRange(resource.name, first, records.length, total));
  reply(ctx, contract, 200 as never, records as never);
}

/** Split validated input into shared fields and the per-locale values of the localized ones. */
function splitInput(resource: AdminResource, input: Record<string, unknown>) {
  const localized = new Set(resource.localized ?? []);
  const shared: Record<string, unknown> = {};
  const perLocale: Record<Locale, Record<string, unknown>> = { fr: {}, en: {} };
  let published: boolean | undefined;
  for (const [field, value] of Object.entries(input)) {
    if (field === 'published') published = Boolean(value);
    else if (localized.has(field)) {
      const pair = (value ?? {}) as Partial<Record<Locale, unknown>>;
      perLocale.fr[field] = pair.fr ?? null;
      perLocale.en[field] = pair.en === '' ? null : (pair.en ?? null);
    } else shared[field] = value;
  }
  const hasEnglish = Object.values(perLocale.en).some((value) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0));
  return { shared, perLocale, published, hasEnglish };
}

type Attributes = Model['attributes'];

/** Media file ids of a media field's input value (`{ id }`, several or none). */
function mediaIds(value: unknown): number[] {
  const idOf = (item: unknown) => Number(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item);
  return Array.isArray(value) ? value.map(idOf) : value === null || value === undefined ? [] : [idOf(value)];
}

/**
 * Input fields → Document Service data: media by file id (also inside components, such as a page
 * section's image), `null` kept; relations are given by documentId already.
 * @param attributes - the attributes of the content type or component the fields belong to
 */
function fieldData(attributes: Attributes, fields: Record<string, unknown>): DocumentData {
  const data: DocumentData = {};
  for (const [field, value] of Object.entries(fields)) {
    const attribute = attributes[field] as (Attributes[string] & { component?: string; repeatable?: boolean }) | undefined;
    if (attribute?.type === 'media') {
      const ids = mediaIds(value);
      data[field] = attribute.multiple ? ids : (ids[0] ?? null);
    } else if (attribute?.type === 'component' && attribute.component && value) {
      const componentAttributes = (strapi.components[attribute.component as keyof typeof strapi.components] as unknown as Model).attributes;
      data[field] = Array.isArray(value) ? value.map((item) => fieldData(componentAttributes, item as Record<string, unknown>)) : fieldData(componentAttributes, value as Record<string, unknown>);
    } else data[field] = value;
  }
  return data;
}

/**
 * Validated input fields of content type `uid` → Document Service data: media `{ id }` → file ids
 * (inside components too), other values as they are.
 */
export const documentDataOf = (uid: UID.ContentType, fields: Record<string, unknown>): DocumentData => fieldData(modelOf(uid).attributes, fields);

const documentData = (resource: AdminResource, fields: Record<string, unknown>): DocumentData => documentDataOf(resource.uid, fields);

/** Every media file id the data refers to (top level and inside components), with the field it is in. */
function referencedMedia(attributes: Attributes, data: DocumentData, prefix = '', locale?: Locale): { field: string; id: number }[] {
  const found: { field: string; id: number }[] = [];
  for (const [field, value] of Object.entries(data)) {
    const attribute = attributes[field] as (Attributes[string] & { component?: string }) | undefined;
    // the field's path in the request (`cover`, `sections.fr.0.image`)
    const path = `${prefix}${field}${locale ? `.${locale}` : ''}`;
    if (attribute?.type === 'media') for (const id of mediaIds(value)) found.push({ field: path, id });
    else if (attribute?.type === 'component' && attribute.component && value) {
      const componentAttributes = (strapi.components[attribute.component as keyof typeof strapi.components] as unknown as Model).attributes;
      const items = Array.isArray(value) ? value : [value];
      items.forEach((item, index) => found.push(...referencedMedia(componentAttributes, item as DocumentData, `${path}.${Array.isArray(value) ? `${index}.` : ''}`)));
    }
  }
  return found;
}

/**
 * Check that every media file the data of content type `uid` refers to was uploaded.
 * @param parts - the shared data, and the data of each locale's localized fields (from {@link documentDataOf})
 * @param locale - the admin's language
 * @throws ApiError 400 with a field error (`cover`, `sections.fr.0.image`…) for each unknown file id
 */
export async function checkMedia(uid: UID.ContentType, parts: { data: DocumentData; locale?: Locale }[], locale: Locale): Promise<void> {
  const fieldErrors = fieldErrorMap();
  const attributes = modelOf(uid).attributes;
  const references = parts.flatMap((part) => referencedMedia(attributes, part.data, '', part.locale));
  if (!references.length) return;
  const ids = [...new Set(references.map((reference) => reference.id))];
  const stored = (await strapi.db.query('plugin::upload.file').findMany({ select: ['id'], where: { id: { $in: ids } } })) as { id: number }[];
  const known = new Set(stored.map((file) => file.id));
  for (const reference of references) if (!known.has(reference.id)) addFieldError(fieldErrors, reference.field, t(locale, 'admin.mediaMissing'));
  if (Object.keys(fieldErrors).length) throw badRequest(t(locale, 'validation.failed'), { fieldErrors });
}

/**
 * 400 on each unique field whose value a row of another document already has (in any locale: a
 * French slug cannot be another post's English one); a localized field's error is on `field.<locale>`.
 * @param parts - the shared data, and the data of each locale's localized fields
 */
async function checkUnique(resource: AdminResource, parts: { data: DocumentData; locale?: Locale }[], locale: Locale, documentId?: string): Promise<void> {
  const fieldErrors = fieldErrorMap();
  for (const field of resource.unique ?? []) {
    for (const part of parts) {
      const value = part.data[field];
      if (value === undefined || value === null || value === '') continue;
      const taken = await strapi.db.query(resource.uid).findOne({ select: ['id'], where: { [field]: value, ...(documentId ? { documentId: { $ne: documentId } } : {}) } });
      if (taken) addFieldError(fieldErrors, part.locale ? `${field}.${part.locale}` : field, t(locale, 'admin.taken'));
    }
  }
  if (Object.keys(fieldErrors).length) throw badRequest(t(locale, 'validation.failed'), { fieldErrors });
}

/**
 * The request body without the record's fields that cannot be written (react-admin sends the whole
 * record back on update, and a clone's on create: `id`, counters, dates, the translation status…); any
 * other unknown field is still refused.
 */
function writableBody(resource: AdminResource, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !resource.input) return body;
  const writable = new Set(Object.keys(resource.input.shape));
  const readOnly = new Set([...Object.keys(resource.record.shape), ...Object.keys(resource.detail?.shape ?? {})].filter((field) => !writable.has(field)));
  return Object.fromEntries(Object.entries(body).filter(([field]) => !readOnly.has(field)));
}

/** Write a document's locales (and its publication) from validated input. @returns the documentId */
async function write(resource: AdminResource, input: Record<string, unknown>, locale: Locale, existing?: ResourceDocument, account?: AccountRow): Promise<string> {
  const { shared, perLocale, published, hasEnglish } = splitInput(resource, input);
  const context: WriteContext = { locale, input, existing, account };
  const data = documentData(resource, resource.toData ? await resource.toData(shared, context) : shared);
  const localeFields = (target: Locale) => (resource.toLocaleData ? resource.toLocaleData(perLocale[target], { ...context, target }) : perLocale[target]);
  const fields = { fr: localeFields('fr'), en: localeFields('en') };
  const localizedData = { fr: documentData(resource, fields.fr), en: documentData(resource, fields.en) };
  const parts = [{ data }, { data: localizedData.fr, locale: 'fr' as const }, { data: localizedData.en, locale: 'en' as const }];
  await checkUnique(resource, parts, locale, existing?.row.documentId);
  await checkMedia(resource.uid, parts, locale);
  const documents = strapi.documents(resource.uid);
  type Data = Parameters<typeof documents.create>[0]['data'];
  let documentId = existing?.row.documentId;
  if (isLocalizedType(resource.uid)) {
    const frData = { ...data, ...localizedData.fr } as Data;
    if (documentId) await documents.update({ documentId, locale: 'fr', data: frData });
    else documentId = (await documents.create({ locale: 'fr', data: frData })).documentId;
    if (hasEnglish) await documents.update({ documentId, locale: 'en', data: { ...data, ...localizedData.en } });
    else if (existing?.locales.en) await documents.delete({ documentId, locale: 'en' });
  } else if (documentId) {
    await documents.update({ documentId, data: data });
  } else {
    documentId = (await documents.create({ data: data })).documentId;
  }
  if (hasDraftAndPublish(resource.uid) && published !== undefined) {
    // Strapi types `publish`/`unpublish` only for literal draft-and-publish UIDs; the model was checked above.
    const publishing = documents as unknown as Pick<ReturnType<typeof strapi.documents<'api::blog.blog'>>, 'publish' | 'unpublish'>;
    if (published) await publishing.publish({ documentId, locale: '*' });
    else if (existing?.published) await publishing.unpublish({ documentId, locale: '*' });
  }
  if (existing && isLocalizedType(resource.uid)) await keepUnchangedLocales(resource, existing, fields, hasEnglish);
  return documentId;
}

/**
 * After a save, give back its former `updatedAt` to each locale whose localized values the save did not
 * change (the translation status compares the locales' `updatedAt`: `lib/translation-status`).
 * @param fields - the saved localized values of each locale (as the input gives them)
 */
async function keepUnchangedLocales(resource: AdminResource, existing: ResourceDocument, fields: Record<Locale, Record<string, unknown>>, hasEnglish: boolean): Promise<void> {
  const before = defaultRecord(resource, existing);
  for (const target of ['fr', 'en'] as const) {
    const row = existing.locales[target];
    if (!row?.updatedAt || (target === 'en' && !hasEnglish)) continue;
    const changed = Object.entries(fields[target]).some(([field, value]) => !sameValue(value, (before[field] as Partial<Record<Locale, unknown>> | null)?.[target]));
    if (!changed) await strapi.db.query(resource.uid).updateMany({ where: { documentId: existing.row.documentId, locale: target, ...versionWhere(resource.uid) }, data: { updatedAt: row.updatedAt } });
  }
}

/** Set or clear `deletedAt` on every row of a document. */
async function setTrashed(resource: AdminResource, documentId: string, trashed: boolean): Promise<void> {
  await strapi.db.query(resource.uid).updateMany({ where: { documentId }, data: { deletedAt: trashed ? clock.now() : null } });
}

/** One handler of the resource: reads the id, finds the document, answers with the record. */
type Handler = (ctx: ApiContext) => Promise<void>;

/**
 * The handlers of an admin resource, by contract name (`find`, `findOne`, `create`, `update`,
 * `delete`, `restore`, `destroy`).
 */
export function resourceHandlers(resource: AdminResource, routes: AreaContracts): Record<string, Handler> {
  const idOf = (ctx: ApiContext, contract: RouteContract) => readParams(ctx, contract, 'admin.notFound').id;
  const answer = async (ctx: ApiContext, contract: RouteContract, status: number, documentId: string) =>
    reply(ctx, contract, status as never, (await toRecord(resource, await findDocument(resource, documentId, localeOf(ctx)), localeOf(ctx))) as never);
  const handlers: Record<string, Handler> = {
    find: (ctx) => list(resource, routes.find, ctx),
    async findOne(ctx) {
      const locale = localeOf(ctx);
      const document = await findDocument(resource, idOf(ctx, routes.findOne), locale);
      const record = resource.toDetail ? await resource.toDetail(document, locale) : await toRecord(resource, document, locale);
      reply(ctx, routes.findOne, 200 as never, record as never);
    },
    async create(ctx) {
      // a clone of a record (react-admin's, or the record read back) carries its read-only fields too
      ctx.request.body = writableBody(resource, ctx.request.body);
      const body = readBody(ctx, { ...routes.create, body: resource.input } as RouteContract & { body: z.ZodType }) as Record<string, unknown>;
      await answer(ctx, routes.create, 201, await write(resource, body, localeOf(ctx), undefined, ctx.state.account));
    },
    async update(ctx) {
      const locale = localeOf(ctx);
      const document = await findDocument(resource, idOf(ctx, routes.update), locale);
      if (document.trashed) throw new ApiError(409, 'InTrash', t(locale, 'admin.inTrash'));
      ctx.request.body = writableBody(resource, ctx.request.body);
      const body = readBody(ctx, { ...routes.update, body: resource.input } as RouteContract & { body: z.ZodType }) as Record<string, unknown>;
      await answer(ctx, routes.update, 200, await write(resource, body, locale, document, ctx.state.account));
    },
    async delete(ctx) {
      const locale = localeOf(ctx);
      const document = await findDocument(resource, idOf(ctx, routes.delete), locale);
      await resource.beforeDelete?.(document, locale);
      const record = await toRecord(resource, document, locale);
      if (resource.trash) {
        if (document.trashed) throw new ApiError(409, 'InTrash', t(locale, 'admin.inTrash'));
        await setTrashed(resource, document.row.documentId, true);
        await resource.onTrash?.(document.row);
      } else {
        await strapi.documents(resource.uid).delete({ documentId: document.row.documentId, locale: '*' });
      }
      reply(ctx, routes.delete, 200 as never, record as never);
    },
    async restore(ctx) {
      const locale = localeOf(ctx);
      const document = await findDocument(resource, idOf(ctx, routes.restore), locale);
      readBody(ctx, routes.restore as RouteContract & { body: z.ZodType });
      if (!document.trashed) throw new ApiError(409, 'NotInTrash', t(locale, 'admin.notInTrash'));
      await setTrashed(resource, document.row.documentId, false);
      await answer(ctx, routes.restore, 200, document.row.documentId);
    },
    async destroy(ctx) {
      const locale = localeOf(ctx);
      const document = await findDocument(resource, idOf(ctx, routes.destroy), locale);
      if (!document.trashed) throw new ApiError(409, 'NotInTrash', t(locale, 'admin.notInTrash'));
      const count = resource.inUse ? await resource.inUse(document.row) : 0;
      if (count > 0) throw new ApiError(409, 'InUse', t(locale, 'admin.inUse', { count }), { count });
      const record = await toRecord(resource, document, locale);
      await strapi.documents(resource.uid).delete({ documentId: document.row.documentId, locale: '*' });
      reply(ctx, routes.destroy, 200 as never, record as never);
    },
  };
  return Object.fromEntries(Object.keys(routes).map((name) => [name, handlers[name]]));
}

/** The route contracts of a resource (for the OpenAPI document and the routes). */
export const routesOfResource = (resource: AdminResource): AreaContracts => resourceRoutes(resource);

/**
 * The Strapi routes of an admin resource: the dialect's contracts with the factory's handlers.
 * @returns route objects for the admin-panel routes file
 */
export function strapiRoutesOfResource(resource: AdminResource): StrapiRoute[] {
  const routes = resourceRoutes(resource);
  const handlers = resourceHandlers(resource, routes);
  return Object.entries(routes).map(([action, contract]) => ({
    method: contract.method,
    path: contract.path,
    handler: handlers[action],
    config: { auth: false, policies: ['global::signed-in'] },
    ...(contract.query ? { request: { query: contract.query } } : {}),
  }));
}

/** Number of live rows of `uid` matching `where` (an `inUse` helper: e.g. consultants with a specialization). */
export async function countLive(uid: UID.ContentType, where: Record<string, unknown>): Promise<number> {
  const attributes = modelOf(uid).attributes;
  return strapi.db.query(uid).count({ where: { ...where, ...(attributes.deletedAt ? { deletedAt: { $null: true } } : {}) } });
}
