/**
 * The shared declaration of the reference lists (contracts/admin-reference): localized `name`,
 * `slug` made from the English name when left empty, unique slug, a trash, search by name and slug,
 * a permanent delete refused while live profiles use the value, and the English side's translation
 * status on every record (filter `translation`).
 */
import type { UID } from '@strapi/strapi';
import slugify from 'slugify';
import type { z } from 'zod';
import { REFERENCE_TAG } from '../../../contracts/admin-reference';
import { translationFilter, type FilterSpec } from '../../../contracts/admin-dialect';
import { CLIENT_PROFILE, CONSULTANT_PROFILE } from '../../../lib/content-types';
import { countLive, defineAdminResource, type AdminResource, type DocumentData, type ResourceRow, type WriteContext } from '../../../lib/admin-resource';

/** `{ fr, en }` → the slug of the English name (else the French one). */
export function slugOf(name: unknown): string {
  const pair = (name ?? {}) as { fr?: string | null; en?: string | null };
  return slugify(pair.en || pair.fr || '', { lower: true, strict: true, locale: 'en' });
}

/** Profiles (consultant and client) that use a reference value through the given relation fields. */
export function usedByProfiles(fields: { consultant?: readonly string[]; client?: readonly string[] }): (row: ResourceRow) => Promise<number> {
  return async (row) => {
    let count = 0;
    for (const field of fields.consultant ?? []) count += await countLive(CONSULTANT_PROFILE, { [field]: { documentId: row.documentId } });
    for (const field of fields.client ?? []) count += await countLive(CLIENT_PROFILE, { [field]: { documentId: row.documentId } });
    return count;
  };
}

interface ReferenceOptions {
  name: string;
  noun: string;
  uid: UID.ContentType;
  record: z.ZodObject;
  input: z.ZodObject;
  /** localized fields besides `name` */
  localized?: readonly string[];
  /** sortable fields besides `name`, `slug` */
  sortable?: readonly string[];
  /** searched fields besides `name`, `slug` */
  search?: readonly string[];
  filters?: Record<string, FilterSpec>;
  inUse?: AdminResource['inUse'];
  /** extra stored fields from the input (e.g. a city's country code) */
  toData?: (shared: Record<string, unknown>, context: WriteContext) => Promise<DocumentData> | DocumentData;
}

/** A reference-list resource. */
export function referenceList(options: ReferenceOptions): AdminResource {
  return defineAdminResource({
    name: options.name,
    noun: options.noun,
    tag: REFERENCE_TAG,
    uid: options.uid,
    record: options.record,
    input: options.input,
    trash: true,
    localized: ['name', ...(options.localized ?? [])],
    sortable: ['name', 'slug', ...(options.sortable ?? [])],
    search: ['name', 'slug', ...(options.search ?? [])],
    // the English side's status (`filter={"translation":"incomplete"}`), beside the resource's own
    filters: { translation: translationFilter, ...options.filters },
    unique: ['slug'],
    inUse: options.inUse,
    async toData(shared, context) {
      const data = options.toData ? await options.toData(shared, context) : shared;
      return { ...data, slug: shared.slug || slugOf(context.input.name) };
    },
  });
}
