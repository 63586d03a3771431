import { i18nProvider } from '../providers/i18nProvider';

/**
 * Localized content in the back office (DESIGN §2: localized fields travel as `{ fr, en }`; DESIGN §3:
 * French is the default content locale, English falls back to French).
 *
 * @module common/localized
 */

/** Content locales, French (the default) first: the tabs of every localized input. */
export const CONTENT_LOCALES = ['fr', 'en'];

/** A localized value as records carry it; either side may be missing. */
export type Localized<T = string> = { fr?: T | null; en?: T | null } | null | undefined;

/**
 * The text of a localized value to show in `locale`: that locale's, else the French, else the English
 * one; `''` when there is none.
 */
export function pickLocalized(value: Localized, locale: string): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const own = locale === 'en' ? value.en : value.fr;
  return own || value.fr || value.en || '';
}

/**
 * A record's label from one of its localized fields, in the current interface language (react-admin's
 * `recordRepresentation`: page titles, reference fields and pickers).
 * @param field - the localized field, e.g. `name`
 */
export const representLocalized =
  (field: string) =>
  (record: Record<string, unknown>): string =>
    pickLocalized(record[field] as Localized, i18nProvider.getLocale());
