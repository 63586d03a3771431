/**
 * Locale-aware formatting of money and calendar dates (DESIGN §6 units: amounts in minor units).
 *
 * @module lib/format
 */

/**
 * Number of minor-unit digits of an ISO 4217 currency, as Intl knows it (EUR 2, JPY 0, KWD 3).
 *
 * @param currency - ISO 4217 code, e.g. `EUR`.
 * @returns the fraction digits; 2 for a code Intl does not accept.
 */
export function currencyFractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Converts an amount in minor units to major units (`4500` EUR cents → `45`).
 *
 * @param amountMinor - integer amount in the currency's minor units.
 * @param currency - ISO 4217 code.
 */
export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyFractionDigits(currency);
}

/**
 * Formats an amount given in minor units in its currency and the interface locale.
 *
 * @param amountMinor - integer amount in minor units (cents for EUR/USD, yen for JPY).
 * @param currency - ISO 4217 code.
 * @param locale - `fr`, `en` or any BCP 47 tag.
 * @returns e.g. `45,00 €` (fr) or `€45.00` (en); for an unknown currency, the number followed by the code.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = currencyFractionDigits(currency);
  const major = amountMinor / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}

/**
 * Formats a calendar date `YYYY-MM-DD` (no time zone: the same day everywhere) in a locale.
 *
 * @param isoDate - `YYYY-MM-DD`; anything else is returned unchanged.
 * @param locale - `fr`, `en` or any BCP 47 tag.
 * @returns e.g. `12 mars 2025` (fr) or `March 12, 2025` (en).
 */
export function formatCalendarDate(isoDate: string | null | undefined, locale: string): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Readable label for a slug without a translation (`herbal-teas` → `Herbal teas`).
 */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
