/**
 * The weekly timings of a consultant as edited (spec §2 add-timing, §3 shifts; docs/api-consultant.md
 * "Timings"): windows per ISO weekday in wall-clock `HH:MM` of the consultant's IANA time zone, days off,
 * their shifts, and the checks the API makes after its `TimingsRequest` schema (order, overlaps, repeated
 * dates), keyed like its `details.fieldErrors` (`windows.3`, `exceptions.2.date`).
 *
 * @module features/consultant/model/timings
 */
import { SHIFTS, type Shift, type TimingWindow, type Timings } from './types';

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** At most this many windows (API bound). */
export const MAX_WINDOWS = 50;
/** At most this many days off (API bound). */
export const MAX_EXCEPTIONS = 200;
/** Minutes of a day. */
export const DAY_MINUTES = 24 * 60;

/** The timings as edited: the body of `PUT timings` (a day off without reason has `reason: ''`). */
export interface TimingsValues {
  time_zone: string;
  windows: TimingWindow[];
  exceptions: { date: string; reason: string }[];
}

/**
 * Minutes since midnight of a wall-clock time.
 *
 * @param time - `HH:MM` (00:00–23:59), or `24:00` when `allowEndOfDay`.
 * @returns the minutes, or `null` when not such a time.
 */
export function toMinutes(time: string, allowEndOfDay = false): number | null {
  if (allowEndOfDay && time === '24:00') return DAY_MINUTES;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:MM` of minutes since midnight (1440 → `24:00`). */
export function fromMinutes(minutes: number): string {
  const clamped = Math.max(0, Math.min(DAY_MINUTES, Math.round(minutes)));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/**
 * The shift of a window, by its start (API rule): morning 06:00–12:00, noon 12:00–14:00, afternoon
 * 14:00–18:00, evening 18:00–22:00, night 22:00–06:00.
 *
 * @param start - `HH:MM`.
 * @returns the shift; `night` for an unreadable time.
 */
export function shiftOf(start: string): Shift {
  const m = toMinutes(start);
  if (m === null) return 'night';
  if (m >= 6 * 60 && m < 12 * 60) return 'morning';
  if (m >= 12 * 60 && m < 14 * 60) return 'noon';
  if (m >= 14 * 60 && m < 18 * 60) return 'afternoon';
  if (m >= 18 * 60 && m < 22 * 60) return 'evening';
  return 'night';
}

/** Windows sorted by weekday, then start. */
export function sortWindows<W extends TimingWindow>(windows: readonly W[]): W[] {
  return [...windows].sort((a, b) => a.weekday - b.weekday || (toMinutes(a.start) ?? 0) - (toMinutes(b.start) ?? 0));
}

/**
 * Windows grouped by shift (each group sorted by weekday, then start). Uses the API's `by_shift` when
 * given, else computes it from the windows.
 */
export function groupByShift(timings: { windows: readonly TimingWindow[]; by_shift?: Partial<Record<Shift, readonly TimingWindow[]>> }): Record<Shift, TimingWindow[]> {
  const groups = Object.fromEntries(SHIFTS.map((shift) => [shift, [] as TimingWindow[]])) as Record<Shift, TimingWindow[]>;
  if (timings.by_shift) {
    for (const shift of SHIFTS) groups[shift] = sortWindows(timings.by_shift[shift] ?? []);
    return groups;
  }
  for (const window of sortWindows(timings.windows)) groups[window.shift ?? shiftOf(window.start)].push(window);
  return groups;
}

/** The values of API timings (windows sorted, days off by date; a missing reason becomes `''`). */
export function timingsValuesOf(timings: Pick<Timings, 'time_zone' | 'windows' | 'exceptions'> | null | undefined, defaultTimeZone: string): TimingsValues {
  return {
    time_zone: timings?.time_zone || defaultTimeZone,
    windows: sortWindows(timings?.windows ?? []).map(({ weekday, start, end }) => ({ weekday, start, end })),
    exceptions: [...(timings?.exceptions ?? [])].sort((a, b) => a.date.localeCompare(b.date)).map(({ date, reason }) => ({ date, reason: reason ?? '' })),
  };
}

/**
 * A new window for `weekday`: one hour after the day's last window (09:00–10:00 on an empty day).
 */
export function nextWindow(windows: readonly TimingWindow[], weekday: number): TimingWindow {
  const ends = windows.filter((w) => w.weekday === weekday).map((w) => toMinutes(w.end, true) ?? 0);
  const start = ends.length > 0 ? Math.min(Math.max(...ends), DAY_MINUTES - 60) : 9 * 60;
  return { weekday, start: fromMinutes(start), end: fromMinutes(start + 60) };
}

/** An error of the checks that the API makes after its schema, keyed like its `fieldErrors`. */
export interface TimingError {
  /** `windows.3`, `exceptions.2.date` */
  path: (string | number)[];
  key: string;
  values?: Record<string, string>;
}

/**
 * The checks the API makes after the `TimingsRequest` schema: a window starts before it ends, the
 * windows of one weekday do not overlap (half-open: 09:00–12:00 and 12:00–13:00 do not; the later one
 * is marked, naming the one it overlaps), a date is off once. Unreadable times are left to the schema.
 */
export function timingsErrors(values: Pick<TimingsValues, 'windows' | 'exceptions'>): TimingError[] {
  const errors: TimingError[] = [];
  const marked = new Set<number>();
  const ranges: { index: number; weekday: number; start: number; end: number }[] = [];
  values.windows.forEach((window, index) => {
    const start = toMinutes(window.start);
    const end = toMinutes(window.end, true);
    if (start === null || end === null) return;
    if (start >= end) {
      errors.push({ path: ['windows', index], key: 'consultant.timings.errors.order' });
      marked.add(index);
      return;
    }
    ranges.push({ index, weekday: Number(window.weekday), start, end });
  });
  for (let i = 0; i < ranges.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      const a = ranges[j];
      const b = ranges[i];
      if (a.weekday !== b.weekday || !(a.start < b.end && b.start < a.end) || marked.has(b.index)) continue;
      const other = values.windows[a.index];
      errors.push({ path: ['windows', b.index], key: 'consultant.timings.errors.overlap', values: { start: other.start, end: other.end } });
      marked.add(b.index);
    }
  }
  const seen = new Set<string>();
  values.exceptions.forEach((exception, index) => {
    if (exception.date && seen.has(exception.date)) errors.push({ path: ['exceptions', index, 'date'], key: 'consultant.timings.errors.duplicateDate' });
    seen.add(exception.date);
  });
  return errors;
}
