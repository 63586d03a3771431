/**
 * Shared pieces of the people resources of the back office (contracts/admin-people): stored values
 * as record values, names of reference values in the admin's language, and the "true or unset"
 * conditions of boolean columns whose default is true or false.
 */
import type { UID } from '@strapi/strapi';
import type { Locale } from '../../../lib/messages';

/** A stored instant (Date, ISO text or epoch milliseconds) as ISO 8601 UTC, or `null`. */
export function instantOrNull(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}

/** A stored text, or `null`. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A populated to-one relation as `{ documentId, … }`, or `null`. */
export function relationOf<T extends Record<string, unknown>>(value: unknown): (T & { id: number; documentId: string }) | null {
  return value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { documentId?: unknown }).documentId === 'string' ? (value as T & { id: number; documentId: string }) : null;
}

/** Populated to-many relation rows (`[]` when not populated). */
export function relationsOf(value: unknown): { id: number; documentId: string }[] {
  return Array.isArray(value) ? value.filter((item): item is { id: number; documentId: string } => typeof item?.documentId === 'string') : [];
}

/**
 * Names of localized reference values (countries, specializations…) in `locale`, else in the other
 * locale, by documentId.
 * @param uid - a localized content type with a `name`
 * @param documentIds - the values to name
 */
export async function localizedNames(uid: UID.ContentType, documentIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!documentIds.length) return names;
  const rows = (await strapi.db.query(uid).findMany({ select: ['documentId', 'name', 'locale'], where: { documentId: { $in: [...new Set(documentIds)] } } })) as {
    documentId: string;
    name?: string | null;
    locale?: string | null;
  }[];
  for (const row of rows) {
    if (!row.name) continue;
    if (row.locale === locale || !names.has(row.documentId)) names.set(row.documentId, row.name);
  }
  return names;
}

const last = (path: string) => path.split('.').pop() as string;

/**
 * Conditions of a boolean filter on a column whose unset value means `meaning` (e.g. a consultant's
 * `active_status` unset is active; a user's `blocked` unset is not blocked).
 * @param path - the column, dot paths through relations allowed (`user.blocked`)
 */
export function flagWhere(path: string, value: boolean, meaning: boolean): Record<string, unknown> {
  const condition = value === meaning ? { $or: [{ [last(path)]: value }, { [last(path)]: { $null: true } }] } : { [last(path)]: value };
  return path
    .split('.')
    .slice(0, -1)
    .reverse()
    .reduce<Record<string, unknown>>((inner, key) => ({ [key]: inner }), condition);
}
