/**
 * Instants shown to the client (DESIGN §3 "show every time in the viewer's zone"): a UTC ISO instant as
 * a date and time in an IANA time zone, and that zone's name.
 *
 * @module features/client/api/instants
 */
import { browserTimeZone } from '../../../lib/person-form';

/** A zone Intl accepts: `zone` when valid, else the browser's, else UTC. */
export function usableTimeZone(zone: string | null | undefined): string {
  for (const candidate of [zone, browserTimeZone(), 'UTC']) {
    if (!candidate) continue;
    try {
      new Intl.DateTimeFormat('en', { timeZone: candidate });
      return candidate;
    } catch {
      /* try the next one */
    }
  }
  return 'UTC';
}

/**
 * Formats an instant in a time zone and locale.
 *
 * @param iso - UTC ISO 8601 instant, e.g. `2026-12-01T09:00:00.000Z`.
 * @param locale - `fr`, `en` or any BCP 47 tag.
 * @param timeZone - IANA zone (the viewer's); an invalid or missing one falls back to the browser's.
 * @param style - `dateTime` (default: full date and short time), `date` (long date only).
 * @returns e.g. `mardi 1 décembre 2026 à 10:00` (fr, Europe/Paris); `''` for an unreadable instant.
 */
export function formatInstant(iso: string | null | undefined, locale: string, timeZone?: string | null, style: 'dateTime' | 'date' = 'dateTime'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions =
    style === 'date' ? { dateStyle: 'long', timeZone: usableTimeZone(timeZone) } : { dateStyle: 'full', timeStyle: 'short', timeZone: usableTimeZone(timeZone) };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
