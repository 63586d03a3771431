/**
 * Money in the browser, shared by the web site and the back office: amounts travel in integer minor
 * units of an ISO 4217 currency (DESIGN §6 units), people read and type major units.
 *
 * @module config/browser/money
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
 * Converts an amount typed in major units to integer minor units of the currency (`45,50` EUR → `4550`,
 * `1200` JPY → `1200`), without floating-point rounding (the digits are read as text).
 *
 * @param input - a non-negative decimal number; `.` or `,` as decimal separator, spaces ignored.
 * @param currency - ISO 4217 code (its number of minor-unit digits, see {@link currencyFractionDigits}).
 * @returns the amount in minor units, or `null` when `input` is not such a number or has more decimals
 *   than the currency allows.
 */
export function majorToMinor(input: string, currency: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) return null;
  const digits = currencyFractionDigits(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * The text to edit an amount in minor units as major units, with the decimal separator of `locale`
 * (`4550` EUR → `45,50` in French, `45.50` in English; `1200` JPY → `1200`). No grouping separator, so
 * that {@link majorToMinor} reads the text back as typed.
 *
 * @param amountMinor - integer amount in minor units.
 * @param currency - ISO 4217 code.
 * @param locale - `fr`, `en` or any BCP 47 tag; without it, `.` separates the decimals.
 */
export function minorToMajorText(amountMinor: number, currency: string, locale?: string): string {
  const digits = currencyFractionDigits(currency);
  const text = (amountMinor / 10 ** digits).toFixed(digits);
  return locale ? text.replace('.', decimalSeparator(locale)) : text;
}

/**
 * The decimal separator of a locale (`,` in French, `.` in English), as Intl writes numbers.
 *
 * @param locale - `fr`, `en` or any BCP 47 tag.
 */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
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
