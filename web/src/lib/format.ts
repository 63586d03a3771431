/**
 * Locale-aware formatting of money and calendar dates (DESIGN §6 units: amounts in minor units).
 *
 * @module lib/format
 */
import { clock } from './clock';

export { currencyFractionDigits, decimalSeparator, formatMoney, majorToMinor, minorToMajor, minorToMajorText } from '../../../config/browser/money';

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
 * viewer's zone", §4 "always in the viewer's zone with a human zone name"). Every function takes the IANA
 * zone explicitly, so that callers (and tests) decide which zone is shown: the signed-in person's profile
 * zone, else the device's (see lib/viewer-time-zone); {@link viewerTimeZone} gives the device's. A zone
 * is shown by its human name (`heure d’Europe centrale`, `Central European Time`), never by its IANA id.
 */

/**
 * The IANA time zone of the device (`Intl.DateTimeFormat().resolvedOptions().timeZone`).
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

const zonePart = (locale: string, timeZone: string, style: 'longGeneric' | 'long', at: Date) =>
  dateFormat(locale, timeZone, { timeZoneName: style })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;

/** A name that is only an offset (`UTC+00:00`, `GMT+5`): Intl has no words for that zone. */
const OFFSET_ONLY = /^(?:UTC|GMT)(?:[+−-]\d{1,2}(?::\d{2})?)?$/;

/**
 * The human name of a time zone in a locale (Intl `timeZoneName: 'longGeneric'`, the same all year):
 * `heure d’Europe centrale` / `Central European Time`, `heure de l’Inde` / `India Standard Time`. For a
 * zone Intl only names by its offset (UTC), the long specific name (`Coordinated Universal Time`).
 *
 * @param timeZone - IANA zone, e.g. `Europe/Paris`.
 * @param locale - `fr`, `en` or any BCP 47 tag.
 * @param at - the instant whose name is wanted (default now).
 * @returns the name; the offset (`UTC+05:30`) when Intl has no words; never the IANA id unless Intl
 *   knows nothing of the zone.
 */
export function timeZoneName(timeZone: string, locale: string, at: string | Date = clock.now()): string {
  const instant = toDate(at);
  const generic = zonePart(locale, timeZone, 'longGeneric', instant);
  if (generic && !OFFSET_ONLY.test(generic)) return generic;
  return zonePart(locale, timeZone, 'long', instant) ?? generic ?? timeZone;
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
 * The month and year of an instant (`nov. 2026`, `Nov 2026`), read in UTC so that the server's render
 * and the browser's agree whatever the viewer's zone (a verification badge's date, docs/api-consultant.md
 * "Verification badges").
 *
 * @param instant - UTC ISO 8601 string or Date.
 */
export function formatMonth(instant: string | Date, locale: string): string {
  return dateFormat(locale, 'UTC', { month: 'short', year: 'numeric' }).format(toDate(instant));
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
 * Date, time and zone name of an instant in a zone, e.g. for a deadline or a note:
 * `mardi 1 décembre 2026 à 14:30 (heure d’Europe centrale)`, `Tuesday, December 1, 2026 at 2:30 PM
 * (Central European Time)`.
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 */
export function formatDateTime(instant: string | Date, timeZone: string, locale: string): string {
  return `${formatDateAndTime(instant, timeZone, locale)} (${timeZoneName(timeZone, locale, instant)})`;
}

/**
 * Date and time of an instant in a zone, without the zone's name (for a page or a field that names the
 * zone once): `mardi 1 décembre 2026 à 14:30`, `Tuesday, December 1, 2026 at 2:30 PM`.
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 */
export function formatDateAndTime(instant: string | Date, timeZone: string, locale: string): string {
  return dateFormat(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(toDate(instant));
}

/** When a booking (or time slot) takes place, in one zone: each part, and the whole as one line. */
export interface BookingWhen {
  /** `1 décembre 2026` */
  date: string;
  /** `mardi` */
  day: string;
  /** `14:30–15:30` */
  time: string;
  /** `heure d’Europe centrale` */
  zone: string;
  /** `mardi 1 décembre 2026, 14:30–15:30 (heure d’Europe centrale)`: what every page shows of a booking. */
  text: string;
}

/**
 * When a booking takes place in a zone: the one wording every page uses for a booking (dashboards,
 * booking lists, the booking page), so that the same booking reads the same everywhere.
 *
 * @param booking - `start` and `end`, UTC instants.
 * @param timeZone - IANA zone (the viewer's).
 * @param locale - `fr`, `en` or any BCP 47 tag.
 */
export function formatBookingWhen(booking: { start: string | Date; end: string | Date }, timeZone: string, locale: string): BookingWhen {
  const day = formatWeekday(booking.start, timeZone, locale);
  const date = formatDate(booking.start, timeZone, locale);
  const time = formatTimeRange(booking.start, booking.end, timeZone, locale);
  const zone = timeZoneName(timeZone, locale, booking.start);
  const fullDate = dateFormat(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(booking.start));
  return { date, day, time, zone, text: `${fullDate}, ${time} (${zone})` };
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
 * The wall-clock date and time (`YYYY-MM-DDTHH:mm`, as an `<input type="datetime-local">` holds it) of an
 * instant in a zone: what a person in that zone reads on their clock.
 *
 * @param instant - UTC ISO 8601 string or Date.
 * @param timeZone - IANA zone.
 */
export function wallTimeOf(instant: string | Date, timeZone: string): string {
  const parts = dateFormat('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(toDate(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * The UTC instant at which the clocks of a zone show a wall-clock date and time (the inverse of
 * {@link wallTimeOf}). A time skipped by a change to summer time is read with the offset before the
 * change (02:30 on the night clocks go from 02:00 to 03:00 is 03:30); a time that occurs twice when clocks
 * go back is the first of the two.
 *
 * @param wallTime - `YYYY-MM-DDTHH:mm` (seconds allowed).
 * @param timeZone - IANA zone.
 * @returns the instant as UTC ISO 8601, or `null` when `wallTime` is not such a date and time.
 */
export function instantOfWallTime(wallTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return null;
  /** The zone's offset from UTC at an instant, in ms (its wall time read as if it were UTC, minus the instant). */
  const offsetAt = (ms: number) => {
    const wall = wallTimeOf(new Date(ms), timeZone);
    const seconds = new Date(ms).getUTCSeconds() * 1000;
    return Date.parse(`${wall}:00Z`) + seconds - ms;
  };
  // The offset of the earlier side first: with it, a repeated time gives the first of its two instants.
  const before = offsetAt(asUtc - 86_400_000 / 2);
  const after = offsetAt(asUtc + 86_400_000 / 2);
  for (const offset of [before, after]) {
    const candidate = asUtc - offset;
    if (offsetAt(candidate) === offset) return new Date(candidate).toISOString();
  }
  return new Date(asUtc - before).toISOString();
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
