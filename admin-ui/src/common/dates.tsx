import { useFieldValue, useLocale, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import { clock } from '../lib/clock';

/**
 * Dates in the back office (DESIGN §3 "Time": instants are stored in UTC and shown in the viewer's
 * zone), formatted with Intl in the interface language.
 *
 * @module common/dates
 */

/**
 * A UTC instant (ISO 8601) as the admin reads it: date and time in the browser's time zone, e.g.
 * `12 mars 2026, 09:30` (fr) or `Mar 12, 2026, 9:30 AM` (en); empty for no value, the raw value when it
 * is not a date.
 *
 * @param timeZone - an IANA zone to read the instant in instead (e.g. a consultant's `Asia/Kolkata`);
 *   an unknown zone falls back to the browser's
 */
export function formatInstant(value: string | null | undefined, locale: string, timeZone?: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone || undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

/**
 * A calendar date (`YYYY-MM-DD`, no time zone: a publication date, an effective date) in the interface
 * language, e.g. `12 mars 2026`; it is the same day in every zone.
 */
export function formatCalendarDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A field showing an instant in the admin's zone ({@link formatInstant}). */
export const InstantField = (props: FieldProps) => {
  const locale = useLocale();
  const value = useFieldValue(props) as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {formatInstant(value, locale)}
    </Typography>
  );
};

/** A field showing a calendar date ({@link formatCalendarDate}). */
export const CalendarDateField = (props: FieldProps) => {
  const locale = useLocale();
  const value = useFieldValue(props) as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {formatCalendarDate(value, locale)}
    </Typography>
  );
};

/**
 * The first instant of calendar day `date` (`YYYY-MM-DD`) in the admin's (browser's) zone, as a UTC ISO
 * instant: `2026-03-16` in Paris → `2026-03-15T23:00:00.000Z`. The API reads a bare date as a UTC day,
 * so date filters send this instead. `null` for no date or one that is not a date.
 */
export function dayStartInstant(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toISOString();
}

/**
 * The last instant (…23:59:59.999) of calendar day `date` (`YYYY-MM-DD`) in the admin's (browser's)
 * zone, as a UTC ISO instant: `2026-03-22` in Paris → `2026-03-22T22:59:59.999Z`. `null` for no date or
 * one that is not a date.
 */
export function dayEndInstant(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999).toISOString();
}

/** Today's calendar date in the admin's zone, `YYYY-MM-DD` (default of publication dates). */
export function todayInZone(now: Date = clock.now()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The local date and time of a date-time input → the UTC instant (`2026-06-10T10:00` typed in Paris in
 * summer → `2026-06-10T08:00:00.000Z`); `null` for an empty input. An unreadable value is passed on
 * as typed, for the API to refuse on its field. The API takes UTC ISO 8601 instants (`InstantInput`: an
 * offset or `Z` is required, a local time would be read in the server's zone); admins see and type
 * their own local time in the browser's date-time input.
 *
 * @param local - the input's value, `YYYY-MM-DDTHH:mm` in the browser's time zone.
 */
export function localToInstant(local: string | null | undefined): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}
