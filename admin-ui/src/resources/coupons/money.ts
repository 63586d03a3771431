/**
 * Coupon amounts: the API keeps `amount_off_minor` in minor units of `currency` (cents for EUR,
 * docs/api-bookings.md "Admin"); admins see and type major units (`12.50 €`).
 */

/**
 * Minor-unit digits of an ISO 4217 currency as Intl knows it (EUR 2, JPY 0, KWD 3); 2 when unknown.
 *
 * @param currency - ISO 4217 code, e.g. `EUR`.
 */
export function currencyDigits(currency: string | null | undefined): number {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Minor units → major units (`1250` EUR → `12.5`); `null` stays `null`.
 */
export function toMajor(minor: number | null | undefined, currency: string | null | undefined): number | null {
  if (minor === null || minor === undefined || Number.isNaN(Number(minor))) return null;
  return Number(minor) / 10 ** currencyDigits(currency);
}

/**
 * Major units as typed → integer minor units (`12.5` EUR → `1250`), rounded to the currency's digits;
 * `null` for an empty or unreadable value.
 *
 * @param major - the typed value (`12.5`, `"12,50"`).
 */
export function toMinor(major: number | string | null | undefined, currency: string | null | undefined): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = typeof major === 'number' ? major : Number(String(major).replace(',', '.').replace(/\s/g, ''));
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 10 ** currencyDigits(currency));
}

/**
 * An amount in minor units formatted in its currency (`12,50 €` in French).
 *
 * @param locale - `fr` or `en`.
 */
export function formatMinor(minor: number | null | undefined, currency: string | null | undefined, locale: string): string {
  const major = toMajor(minor, currency);
  if (major === null) return '';
  if (!currency) return String(major);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(major);
  } catch {
    return `${major} ${currency}`;
  }
}
