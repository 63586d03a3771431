/**
 * The translation status of localized back-office records (docs/api.md "Translation status";
 * contracts/admin-dialect `TranslationStatus`): whether a record's English side is `complete`,
 * `missing` or `outdated` against its French one, read from the two locales' rows of its document.
 *
 * - `missing`: no English row, or a localized field filled in French (a non-blank text, a non-empty
 *   list of tags, sections or figures, a picture) and empty in English;
 * - `outdated`: otherwise, the French row's `updatedAt` is later than the English row's. The back office
 *   keeps a locale's `updatedAt` as it was when a save changed none of that locale's localized values
 *   (it writes both locales on every save: `lib/admin-resource` `write`), so a change of the price, the
 *   publication or the English text alone never makes a record outdated, and a French edit always does;
 * - `complete`: neither.
 *
 * Pure functions over rows: the list, its filter and the dashboard all read the status the same way.
 */
import type { TranslationStatus } from '../contracts/admin-dialect';

/** A locale's row as far as the status reads it: its localized fields and `updatedAt`. */
export type LocaleRow = Record<string, unknown> & { updatedAt?: unknown };

/** Whether a stored (or input) value counts as filled in: not null, not blank text, not an empty list. */
export function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** An instant as milliseconds since the epoch (Date, ISO text or number as the drivers give it); NaN when absent. */
function ms(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return new Date(/^\d+$/.test(value) ? Number(value) : value).getTime();
  return Number.NaN;
}

/**
 * The translation status of one document.
 * @param localized - the resource's localized fields
 * @param fr - the French row (the default locale; absent only for data made elsewhere)
 * @param en - the English row, when there is one
 */
export function translationStatus(localized: readonly string[], fr: LocaleRow | undefined, en: LocaleRow | undefined): TranslationStatus {
  if (!en) return 'missing';
  if (fr && localized.some((field) => filled(fr[field]) && !filled(en[field]))) return 'missing';
  return fr && ms(fr.updatedAt) > ms(en.updatedAt) ? 'outdated' : 'complete';
}

/** Whether a list's `translation` filter value admits the status (`incomplete`: missing or outdated). */
export function statusMatches(filter: string, status: TranslationStatus): boolean {
  return filter === 'incomplete' ? status !== 'complete' : filter === status;
}

/** A value reduced to what a reader sees: empty values as `null`, a picture as its file id. */
function seen(value: unknown): unknown {
  if (!filled(value)) return null;
  if (typeof value === 'string') return value.trim();
  return value;
}

/**
 * Whether an input value says the same as the stored one (in its record form, `lib/admin-resource`
 * `defaultRecord`): texts compared trimmed, empty values alike, lists item by item, objects on the
 * input's keys (a picture `{ id }` against the stored file's record, a section without its stored id).
 */
export function sameValue(input: unknown, stored: unknown): boolean {
  const a = seen(input);
  const b = seen(stored);
  if (a === null || b === null) return a === b;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value);
  if (typeof a === 'object' && typeof b !== 'object') return idOf(a) === b;
  if (typeof a !== 'object' && typeof b === 'object') return a === idOf(b);
  if (typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(b)) return false;
    const stored = b as Record<string, unknown>;
    return Object.entries(a as Record<string, unknown>).every(([key, value]) => sameValue(value, stored[key]));
  }
  return a === b;
}
