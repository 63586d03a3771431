/**
 * Shared pieces of the people and booking resources of the back office (contracts/admin-people,
 * contracts/admin-bookings): stored values as record values, names of reference values in the admin's
 * language, the "true or unset" conditions of boolean columns whose default is true or false, and the
 * conditions of a date range filter.
 */
import type { UID } from '@strapi/strapi';
import type { Locale } from '../../../lib/messages';
import { namesIn } from '../../../lib/reference-names';

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
 * locale, by documentId, from the list's names kept in memory (lib/reference-names).
 * @param uid - a localized content type with a `name`
 * @param documentIds - the values to name
 */
export function localizedNames(uid: UID.ContentType, documentIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
  return namesIn(uid, 'documentId', documentIds, locale);
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

/**
 * The conditions of a range filter on an instant column whose bounds are `DateBound`s
 * (contracts/admin-people): a calendar date covers its whole UTC day (`_gte` from its first instant,
 * `_lte` to its last); an instant is taken as it is.
 * @param column - the column (a `filterWhere` of an admin resource: `{ createdAt: dayBounds('createdAt') }`)
 */
export function dayBounds(column: string): (bounds: { $gte?: string; $lte?: string }) => Record<string, unknown> {
  const day = (value: string | undefined, time: string) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${time}Z` : value);
  return (bounds) => {
    const range: Record<string, string> = {};
    const from = day(bounds.$gte, '00:00:00.000');
    const to = day(bounds.$lte, '23:59:59.999');
    if (from) range.$gte = new Date(from).toISOString();
    if (to) range.$lte = new Date(to).toISOString();
    return { [column]: range };
  };
}
