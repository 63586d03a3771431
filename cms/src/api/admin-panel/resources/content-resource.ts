/**
 * The shared declaration of the editorial content resources (contracts/admin-content): localized
 * fields as `{ fr, en }`, a trash, a unique `slug` made from a localized field (the English side, else
 * the French one) when left empty, `published` for the draft-and-publish types. A localized `slug`
 * (a blog post's URL in each language) is made per locale from that locale's side of the field. Every
 * record carries the English side's translation status (filter `translation`).
 */
import type { UID } from '@strapi/strapi';
import type { z } from 'zod';
import { translationFilter, type FilterSpec } from '../../../contracts/admin-dialect';
import { defineAdminResource, type AdminResource, type DocumentData, type WriteContext } from '../../../lib/admin-resource';
import type { Locale } from '../../../lib/messages';
import { slugIn } from '../../../lib/slugs';
import { slugOf } from './reference-list';

interface ContentOptions {
  name: string;
  noun: string;
  tag: string;
  uid: UID.ContentType;
  record: z.ZodObject;
  input: z.ZodObject;
  /** the fields stored per locale */
  localized: readonly string[];
  search: readonly string[];
  sortable: readonly string[];
  filters?: Record<string, FilterSpec>;
  /** the localized field a missing slug is made from (no slug field when absent; `slug` may itself be localized) */
  slugFrom?: string;
  /** fields unique among the records besides `slug` */
  unique?: readonly string[];
  /** `update: false` for versions never edited once made */
  update?: boolean;
  /** more stored fields from the input (e.g. a relation checked to exist) */
  toData?: (shared: Record<string, unknown>, context: WriteContext) => Promise<DocumentData> | DocumentData;
  inUse?: AdminResource['inUse'];
}

/** An editorial content resource. */
export function contentResource(options: ContentOptions): AdminResource {
  const { slugFrom } = options;
  const slugPerLocale = Boolean(slugFrom && options.localized.includes('slug'));
  return defineAdminResource({
    name: options.name,
    noun: options.noun,
    tag: options.tag,
    uid: options.uid,
    record: options.record,
    input: options.input,
    update: options.update,
    trash: true,
    localized: options.localized,
    search: options.search,
    sortable: options.sortable,
    // the English side's status (`filter={"translation":"incomplete"}`), beside the resource's own
    filters: { translation: translationFilter, ...options.filters },
    unique: [...(slugFrom ? ['slug'] : []), ...(options.unique ?? [])],
    inUse: options.inUse,
    async toData(shared, context) {
      const data = options.toData ? await options.toData(shared, context) : shared;
      if (!slugFrom || slugPerLocale) return data;
      const slug = shared.slug || (context.existing && shared.slug === undefined ? undefined : slugOf(context.input[slugFrom]));
      return slug === undefined ? data : { ...data, slug };
    },
    toLocaleData: slugPerLocale
      ? (fields, context) => {
          // an update that leaves the slugs out keeps them; else an empty one is made from its locale's side
          if (!slugFrom || (context.existing && context.input.slug === undefined)) return fields;
          const source = (context.input[slugFrom] ?? {}) as Partial<Record<Locale, unknown>>;
          return { ...fields, slug: fields.slug || slugIn(source[context.target], context.target) || null };
        }
      : undefined,
  });
}
