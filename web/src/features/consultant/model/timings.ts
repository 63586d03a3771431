/**
 * The weekly timings of a consultant as edited (spec §2 add-timing, §3 shifts; docs/api-consultant.md
 * "Timings"): windows per ISO weekday in wall-clock `HH:MM` of the consultant's IANA time zone, days off,
 * and the client-side checks mirroring the API's (the API stays the authority):
 *
 * - `start`/`end` are `HH:MM` with minutes a multiple of 5; `end` may be `24:00`; `start < end`;
 * - windows of one weekday must not overlap (half-open: 09:00–12:00 and 12:00–13:00 do not);
 * - at most 50 windows and 200 days off; dates are real and unique; a reason has at most 200 characters.
 *
 * Errors are keyed like the API's `details.fieldErrors`: `windows.3` (the window, e.g. the overlap, which
 * names the window it overlaps), `exceptions.2.date`, `time_zone`…
 *
 * @module features/consultant/model/timings
 */
import { SHIFTS, type Shift, type TimingException, type TimingWindow, type Timings } from './types';

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** At most this many windows (API bound). */
export const MAX_WINDOWS = 50;
/** At most this many days off (API bound). */
export const MAX_EXCEPTIONS = 200;
/** Longest reason of a day off (API bound). */
export const MAX_REASON_LENGTH = 200;
/** Minutes of a day. */
export const DAY_MINUTES = 24 * 60;

/** A window as edited: a stable `key` for the list, the API's fields. */
export interface EditedWindow extends TimingWindow {
  key: string;
}

/** A day off as edited. */
export interface EditedException {
  key: string;
  date: string;
  reason: string;
}

/** The timings as edited. */
export interface TimingsDraft {
  time_zone: string;
  windows: EditedWindow[];
  exceptions: EditedException[];
}

/** An error of the checks: a translation key and its values. */
export interface TimingError {
  key: string;
  values?: Record<string, unknown>;
}

let counter = 0;
/** A new key for an edited row. */
export function newRowKey(): string {
  counter += 1;
  return `row-${counter}`;
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
export function groupByShift(timings: Pick<Timings, 'windows' | 'by_shift'>): Record<Shift, TimingWindow[]> {
  const groups = Object.fromEntries(SHIFTS.map((shift) => [shift, [] as TimingWindow[]])) as Record<Shift, TimingWindow[]>;
  if (timings.by_shift) {
    for (const shift of SHIFTS) groups[shift] = sortWindows(timings.by_shift[shift] ?? []);
    return groups;
  }
  for (const window of sortWindows(timings.windows)) groups[window.shift ?? shiftOf(window.start)].push(window);
  return groups;
}

/** The draft of API timings (rows get keys; a missing reason becomes `''`). */
export function draftOf(timings: Timings | undefined, defaultTimeZone: string): TimingsDraft {
  return {
    time_zone: timings?.time_zone || defaultTimeZone,
    windows: sortWindows(timings?.windows ?? []).map(({ weekday, start, end }) => ({ key: newRowKey(), weekday, start, end })),
    exceptions: [...(timings?.exceptions ?? [])]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(({ date, reason }) => ({ key: newRowKey(), date, reason: reason ?? '' })),
  };
}

/** The body of `PUT timings` (windows in the draft's order, so that `windows.N` errors map back). */
export function timingsBody(draft: TimingsDraft): Timings {
  return {
    time_zone: draft.time_zone,
    windows: draft.windows.map(({ weekday, start, end }) => ({ weekday, start, end })),
    exceptions: draft.exceptions.map(({ date, reason }): TimingException => (reason.trim() ? { date, reason: reason.trim() } : { date })),
  };
}

/**
 * A new window for `weekday`: one hour after the day's last window (09:00–10:00 on an empty day).
 */
export function nextWindow(windows: readonly TimingWindow[], weekday: number): EditedWindow {
  const ends = windows.filter((w) => w.weekday === weekday).map((w) => toMinutes(w.end, true) ?? 0);
  const start = ends.length > 0 ? Math.min(Math.max(...ends), DAY_MINUTES - 60) : 9 * 60;
  return { key: newRowKey(), weekday, start: fromMinutes(start), end: fromMinutes(start + 60) };
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function timeError(time: string, allowEndOfDay: boolean): TimingError | null {
  if (!time) return { key: 'forms.required' };
  const minutes = toMinutes(time, allowEndOfDay);
  if (minutes === null) return { key: 'consultant.timings.errors.time' };
  if (minutes % 5 !== 0) return { key: 'consultant.timings.errors.step' };
  return null;
}

/**
 * Checks the timings as the API does.
 *
 * @returns field → error (`time_zone`, `windows`, `windows.N.start`, `windows.N.end`, `windows.N`,
 *   `exceptions`, `exceptions.N.date`, `exceptions.N.reason`); empty when valid.
 */
export function validateTimings(draft: TimingsDraft): Record<string, TimingError> {
  const errors: Record<string, TimingError> = {};
  if (!draft.time_zone) errors.time_zone = { key: 'consultant.timings.errors.timeZone' };
  if (draft.windows.length > MAX_WINDOWS) errors.windows = { key: 'consultant.timings.errors.tooManyWindows', values: { max: MAX_WINDOWS } };
  if (draft.exceptions.length > MAX_EXCEPTIONS) errors.exceptions = { key: 'consultant.timings.errors.tooManyExceptions', values: { max: MAX_EXCEPTIONS } };

  const ranges: { index: number; weekday: number; start: number; end: number }[] = [];
  draft.windows.forEach((window, index) => {
    const startError = timeError(window.start, false);
    const endError = timeError(window.end, true);
    if (startError) errors[`windows.${index}.start`] = startError;
    if (endError) errors[`windows.${index}.end`] = endError;
    if (startError || endError) return;
    const start = toMinutes(window.start)!;
    const end = toMinutes(window.end, true)!;
    if (start >= end) {
      errors[`windows.${index}`] = { key: 'consultant.timings.errors.order' };
      return;
    }
    ranges.push({ index, weekday: window.weekday, start, end });
  });

  // Overlaps within a weekday: each window is compared with the earlier windows of the list, and the
  // later one is marked, naming the one it overlaps.
  for (let i = 0; i < ranges.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      const a = ranges[j];
      const b = ranges[i];
      if (a.weekday !== b.weekday || !(a.start < b.end && b.start < a.end)) continue;
      if (!errors[`windows.${b.index}`]) {
        const other = draft.windows[a.index];
        errors[`windows.${b.index}`] = { key: 'consultant.timings.errors.overlap', values: { start: other.start, end: other.end } };
      }
    }
  }

  const seen = new Set<string>();
  draft.exceptions.forEach((exception, index) => {
    if (!exception.date) errors[`exceptions.${index}.date`] = { key: 'forms.required' };
    else if (!isRealDate(exception.date)) errors[`exceptions.${index}.date`] = { key: 'consultant.timings.errors.date' };
    else if (seen.has(exception.date)) errors[`exceptions.${index}.date`] = { key: 'consultant.timings.errors.duplicateDate' };
    seen.add(exception.date);
    if (exception.reason.trim().length > MAX_REASON_LENGTH) errors[`exceptions.${index}.reason`] = { key: 'consultant.timings.errors.reason', values: { max: MAX_REASON_LENGTH } };
  });
  return errors;
}
