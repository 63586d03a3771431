/**
 * Building blocks of the idempotent seed (spec §3 entities): every entry is looked up by its stable key
 * (`slug`, `code`) and created only when missing, so running the seed twice changes nothing.
 */
import fs from 'fs';
import path from 'path';
import type { UID } from '@strapi/strapi';
import type { Locale } from '../lib/messages';

/** Document input of any content type. */
type DocumentData = NonNullable<Parameters<ReturnType<typeof strapi.documents<UID.ContentType>>['create']>[0]>['data'];

export type Bilingual<T> = Record<Locale, T>;

/** Progress reporter: one line per step, counts of created and kept entries. */
export interface SeedLog {
  (message: string): void;
}

/** Reads a JSON data file from `cms/data/`. */
export function readData<T>(relative: string): T {
  return JSON.parse(fs.readFileSync(path.join(strapi.dirs.app.root, 'data', relative), 'utf8')) as T;
}

/** The `slug`/`code` → documentId map of the existing entries of a type (any locale). */
export async function existingKeys(uid: UID.ContentType, keyField = 'slug'): Promise<Map<string, string>> {
  const rows = (await strapi.db.query(uid).findMany({ select: ['documentId', keyField] })) as Record<string, string>[];
  return new Map(rows.map((row) => [row[keyField], row.documentId]));
}

/**
 * Create one document in fr (default locale) and en, published when the type uses draft-and-publish.
 * @param shared - non-localized attributes
 * @param localized - attributes per locale
 * @returns the new documentId
 */
export async function createBilingual(uid: UID.ContentType, shared: Record<string, unknown>, localized: Bilingual<Record<string, unknown>>): Promise<string> {
  const draftAndPublish = Boolean(strapi.getModel(uid).options?.draftAndPublish);
  const status = draftAndPublish ? { status: 'published' as const } : {};
  // Any content type: the data's attributes are checked by the seed's data files, not by the compiler.
  const data = (locale: 'fr' | 'en') => ({ ...shared, ...localized[locale] }) as DocumentData;
  const created = await strapi.documents(uid).create({ locale: 'fr', data: data('fr'), ...status });
  await strapi.documents(uid).update({ documentId: created.documentId, locale: 'en', data: data('en'), ...status });
  return created.documentId;
}

/**
 * Seed a list: create the missing items (in one transaction, for speed) and report progress.
 * @param label - name shown in the progress line
 * @param items - all items of the data set
 * @param key - stable key of an item
 * @param create - creates one missing item
 */
export async function seedList<T>(log: SeedLog, label: string, uid: UID.ContentType, items: T[], key: (item: T) => string, create: (item: T) => Promise<unknown>, keyField = 'slug') {
  const existing = await existingKeys(uid, keyField);
  const missing = items.filter((item) => !existing.has(key(item)));
  let done = 0;
  const step = Math.max(1, Math.ceil(missing.length / 4));
  await strapi.db.transaction(async () => {
    for (const item of missing) {
      await create(item);
      done += 1;
      if (done % step === 0 && done < missing.length) log(`${label}: ${done}/${missing.length} created…`);
    }
  });
  log(`${label}: ${missing.length} created, ${items.length - missing.length} already present (${items.length} in the data set)`);
}
