/**
 * Locale-aware reads of localized content with fallback (DESIGN §2, spec §9): each entry is served in
 * the asked locale when it exists there, else in the other locale (fr ↔ en). Trashed entries
 * (`deletedAt` set) are never returned; for draft-and-publish types only published versions are.
 *
 * Reads go in two steps: a narrow scan (documentId, locale, sort key) picks and orders the documents
 * for the page, then the Document Service loads the full entries of that page only.
 */
import type { UID } from '@strapi/strapi';
import type { z } from 'zod';
import type { Media as MediaSchema } from '../contracts/common';
import { fallbackLocale, type Locale } from './messages';

export interface LocalizedQuery {
  /** asked locale */
  locale: Locale;
  /** extra database filters (Strapi query-engine syntax, only server-chosen fields) */
  where?: Record<string, unknown>;
  /** attributes to order by, in priority; ties are ordered by documentId */
  sort: SortKey[];
  /** extra attributes read by the narrow scan, for `accept` */
  scanFields?: string[];
  /** keep only scanned rows for which this returns true (filters the database cannot express portably, e.g. JSON arrays) */
  accept?: (row: Record<string, unknown>) => boolean;
  /** 1-based page */
  page: number;
  pageSize: number;
  /** Document Service populate for the full entries */
  populate?: unknown;
}

/** One ordering key: attribute name and direction. */
export interface SortKey {
  field: string;
  order?: 'asc' | 'desc';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an entry of any localized content type; callers shape it with their contract's schema
type Entry = Record<string, any> & { documentId: string; locale: Locale };

/** Parameters of the Document Service's `findMany`. */
type FindManyParams = NonNullable<Parameters<ReturnType<typeof strapi.documents<UID.ContentType>>['findMany']>[0]>;

function hasDraftAndPublish(uid: UID.ContentType): boolean {
  return Boolean(strapi.getModel(uid).options?.draftAndPublish);
}

function hasSoftDelete(uid: UID.ContentType): boolean {
  return Boolean((strapi.getModel(uid).attributes as Record<string, unknown> | undefined)?.deletedAt);
}

function baseWhere(uid: UID.ContentType, locale: Locale, extra?: Record<string, unknown>) {
  return {
    ...(extra ?? {}),
    locale: { $in: [locale, fallbackLocale(locale)] },
    ...(hasSoftDelete(uid) ? { deletedAt: { $null: true } } : {}),
    ...(hasDraftAndPublish(uid) ? { publishedAt: { $notNull: true } } : {}),
  };
}

/** Keep one row per document: the asked locale's, else the fallback's. */
function preferLocale<T extends { documentId: string; locale: string }>(rows: T[], locale: Locale): T[] {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const current = chosen.get(row.documentId);
    if (!current || (current.locale !== locale && row.locale === locale)) chosen.set(row.documentId, row);
  }
  return [...chosen.values()];
}

function compareValues(a: unknown, b: unknown, locale: Locale): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date || b instanceof Date) return new Date(a as string).getTime() - new Date(b as string).getTime();
  return String(a).localeCompare(String(b), locale, { sensitivity: 'base', numeric: true });
}

async function loadEntries(uid: UID.ContentType, picks: { documentId: string; locale: Locale }[], populate: unknown): Promise<Entry[]> {
  const byLocale = new Map<Locale, string[]>();
  for (const pick of picks) byLocale.set(pick.locale, [...(byLocale.get(pick.locale) ?? []), pick.documentId]);
  const loaded = new Map<string, Entry>();
  for (const [locale, ids] of byLocale) {
    const entries = (await strapi.documents(uid).findMany({
      locale,
      ...(hasDraftAndPublish(uid) ? { status: 'published' as const } : {}),
      filters: { documentId: { $in: ids } },
      populate: populate as FindManyParams['populate'],
      limit: ids.length,
    })) as unknown as Entry[];
    for (const entry of entries) loaded.set(entry.documentId, entry);
  }
  return picks.map((pick) => loaded.get(pick.documentId)).filter((entry): entry is Entry => Boolean(entry));
}

/**
 * One page of a localized collection, each entry in the asked locale or its fallback.
 * @returns `{ entries, total }` where `total` counts documents (not locale rows)
 */
export async function findLocalizedPage(uid: UID.ContentType, query: LocalizedQuery): Promise<{ entries: Entry[]; total: number }> {
  const fields = new Set(['documentId', 'locale', ...query.sort.map((key) => key.field), ...(query.scanFields ?? [])]);
  const rows = (await strapi.db.query(uid).findMany({
    select: [...fields],
    where: baseWhere(uid, query.locale, query.where),
  })) as Entry[];
  const compare = (a: Entry, b: Entry) => {
    for (const key of query.sort) {
      const result = (key.order === 'desc' ? -1 : 1) * compareValues(a[key.field], b[key.field], query.locale);
      if (result !== 0) return result;
    }
    return a.documentId.localeCompare(b.documentId);
  };
  const ordered = preferLocale(rows, query.locale)
    .filter((row) => (query.accept ? query.accept(row) : true))
    .sort(compare);
  const start = (query.page - 1) * query.pageSize;
  const picks = ordered.slice(start, start + query.pageSize);
  return { entries: await loadEntries(uid, picks, query.populate), total: ordered.length };
}

/**
 * The one entry matching `where`, in the asked locale or its fallback; `null` when none (→ 404).
 * When several documents match, the first by `sort` (then documentId) wins.
 */
export async function findLocalizedOne(uid: UID.ContentType, query: { locale: Locale; where: Record<string, unknown>; populate?: unknown; sort?: SortKey[] }): Promise<Entry | null> {
  const { entries } = await findLocalizedPage(uid, {
    locale: query.locale,
    where: query.where,
    populate: query.populate,
    sort: query.sort ?? [],
    page: 1,
    pageSize: 1,
  });
  return entries[0] ?? null;
}

/** Public shape of an uploaded media file (the contracts' `Media`; DESIGN: public media go through the upload plugin). */
export type Media = z.output<typeof MediaSchema>;

/** An upload-plugin file row (the fields {@link toMedia} reads). */
export interface StoredFile {
  url?: string | null;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  mime?: string | null;
}

/**
 * Upload-plugin file → {@link Media}; `null` for no file.
 * @param alt - the entry's own alternative text in the asked locale (a blog's `cover_alt`, a product's
 *   `image_alt`), which wins over the file's one-language `alternativeText` when filled in
 */
export function toMedia(file: StoredFile | null | undefined, alt?: string | null): Media | null {
  if (!file) return null;
  const ownAlt = typeof alt === 'string' && alt.trim() ? alt.trim() : null;
  return { url: file.url ?? '', alternativeText: ownAlt ?? file.alternativeText ?? null, width: file.width ?? null, height: file.height ?? null, mime: file.mime ?? '' };
}
