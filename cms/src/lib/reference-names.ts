/**
 * The names of a reference list's entries (countries, specializations, complaint types…) in both
 * languages, read once for the whole list and kept in the content memo (`lib/content-cache`: at most
 * 15 s, dropped on any write to that list in any process): a back-office page naming the countries or
 * types of its 25 rows, or a page after it, reads no names from the database while the list is unchanged.
 * Reference lists are short (a few hundred rows at most), so the whole list is cheaper to keep than a
 * read per page.
 */
import type { UID } from '@strapi/strapi';
import { cached } from './content-cache';
import type { Locale } from './messages';

/** One stored row of a reference list: its key (`documentId`, `code` or `slug`), name and locale. */
export interface ReferenceNameRow {
  key: string;
  name: string;
  locale: string | null;
}

/**
 * Every row of reference list `uid` with a name, keyed by `field` (trashed entries too: old records keep
 * their value's name).
 * @param uid - a content type with a `name` and a `locale` (localized) or not
 * @param field - the column naming an entry: `documentId`, `code` or `slug`
 */
export function referenceNameRows(uid: UID.ContentType, field: 'documentId' | 'code' | 'slug'): Promise<ReferenceNameRow[]> {
  return cached(
    `reference-names:${uid}:${field}`,
    async () => {
      const rows = (await strapi.db.query(uid).findMany({ select: [field, 'name', 'locale'], orderBy: { id: 'asc' } })) as Record<string, string | null | undefined>[];
      return rows.flatMap((row) => (row[field] && row.name ? [{ key: row[field], name: row.name, locale: row.locale ?? null }] : []));
    },
    [uid],
  );
}

/**
 * Names of entries of reference list `uid` in `locale`, else in another locale, by `field`.
 * @param keys - the entries to name (documentIds, codes or slugs)
 * @returns key → name; keys without a named entry are absent
 */
export async function namesIn(uid: UID.ContentType, field: 'documentId' | 'code' | 'slug', keys: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!keys.length) return names;
  const wanted = new Set(keys);
  for (const row of await referenceNameRows(uid, field)) {
    if (!wanted.has(row.key)) continue;
    if (row.locale === locale || !names.has(row.key)) names.set(row.key, row.name);
  }
  return names;
}
