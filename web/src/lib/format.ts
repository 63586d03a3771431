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
 * The text to edit an amount in minor units as major units (`4550` EUR → `45.50`, `1200` JPY → `1200`).
 *
 * @param amountMinor - integer amount in minor units.
 * @param currency - ISO 4217 code.
 */
export function minorToMajorText(amountMinor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
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
 * The ISO 4217 currency codes the browser knows (`Intl.supportedValuesOf('currency')`), with `extra`
 * (e.g. a stored value) when missing; a short list when the browser cannot tell.
 */
export function currencyCodes(extra: readonly string[] = []): string[] {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = ['CHF', 'EUR', 'GBP', 'INR', 'USD'];
  }
  const missing = extra.filter((code) => code && !codes.includes(code));
  return missing.length > 0 ? [...codes, ...missing].sort() : codes;
}

/**
 * `EUR · Euro` in the locale (the code alone when the browser has no name for it).
 */
export function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/**
 * Readable label for a slug without a translation (`herbal-teas` → `Herbal teas`).
 */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/*
 * Instants (UTC ISO 8601 strings of the API) shown in a time zone (DESIGN §3 "show every time in the
 * viewer's zone"; issue 5 §2, §3). Every function takes the IANA zone explicitly, so that callers (and
 * tests) decide which zone is shown; {@link viewerTimeZone} gives the browser's.
 */

/**
 * The IANA time zone of the browser (`Intl.DateTimeFormat().resolvedOptions().timeZone`).
 *
 * @returns e.g. `Asia/Kolkata`; `UTC` when the browser does not tell.
 */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function toDate(instant: string | Date): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** Intl in `timeZone`, falling back to UTC for a zone the browser does not know. */
function dateFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
}

/**
 * The long name of a time zone in a locale at an instant (summer/winter names differ).
 *
 * @param timeZone - IANA zone, e.g. `Asia/Kolkata`.
 * @param locale - `fr`, `en` or any BCP 47 tag.
 * @param at - the instant whose name is wanted (default now).
 * @returns e.g. `India Standard Time` (en), `heure de l’Inde` (fr); the zone id when Intl has no name.
 */
export function timeZoneName(timeZone: string, locale: string, at: string | Date = new Date()): string {
  const part = dateFormat(locale, timeZone, { timeZoneName: 'long' })
    .formatToParts(toDate(at))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The wall-clock time of an instant in a zone.
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 * @param locale - `fr` → `14:30`, `en` → `2:30 PM`.
 */
export function formatTime(instant: string | Date, timeZone: string, locale: string): string {
  return dateFormat(locale, timeZone, { timeStyle: 'short' }).format(toDate(instant));
}

/**
 * `start–end` wall-clock times of a time slot in a zone (`14:30–15:30`).
 *
 * @param start - UTC instant.
 * @param end - UTC instant.
 */
export function formatTimeRange(start: string | Date, end: string | Date, timeZone: string, locale: string): string {
  return `${formatTime(start, timeZone, locale)}–${formatTime(end, timeZone, locale)}`;
}

/**
 * The calendar date of an instant in a zone (`1 décembre 2026`, `December 1, 2026`).
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 */
export function formatDate(instant: string | Date, timeZone: string, locale: string): string {
  return dateFormat(locale, timeZone, { dateStyle: 'long' }).format(toDate(instant));
}

/**
 * The day of the week of an instant in a zone (`mardi`, `Tuesday`).
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 */
export function formatWeekday(instant: string | Date, timeZone: string, locale: string): string {
  return dateFormat(locale, timeZone, { weekday: 'long' }).format(toDate(instant));
}

/**
 * Date, time and short zone name of an instant in a zone (`mar. 1 déc., 14:30 UTC+5:30`), e.g. for a
 * deadline.
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 */
export function formatDateTime(instant: string | Date, timeZone: string, locale: string): string {
  return dateFormat(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(toDate(instant));
}

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in a zone: the key grouping time slots by day.
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 */
export function dayKeyOf(instant: string | Date, timeZone: string): string {
  const parts = dateFormat('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(toDate(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * A short label of a calendar day `YYYY-MM-DD` (`mar. 1 déc.`, `Tue, Dec 1`) for a day picker.
 *
 * @param dayKey - `YYYY-MM-DD` (see {@link dayKeyOf}).
 */
export function formatDayKey(dayKey: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayKey);
  if (!match) return dayKey;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** How each network spells its own name (brand names keep their capitals: YouTube, LinkedIn, WhatsApp). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  x: 'X',
  twitter: 'X',
  threads: 'Threads',
  telegram: 'Telegram',
};

/**
 * The brand name of a social network id of the web settings (`youtube` → `YouTube`, `linkedin` →
 * `LinkedIn`); an unknown id with its first letter capitalised.
 */
export function socialNetworkName(network: string): string {
  const id = network.trim().toLowerCase();
  return NETWORK_NAMES[id] ?? humanizeSlug(network.trim());
}
