/**
 * The slot engine (issue 5 §2; docs/api-bookings.md "Time slots"): a consultant's free time slots.
 *
 * Free slots = weekly timings (wall-clock windows in the consultant's IANA zone) − days off − busy
 * intervals (active bookings), cut from each window's start by the session duration, kept only between
 * `earliest` (now + minimum notice) and `latest` (now + horizon). Wall-clock times are turned into
 * instants with luxon in the consultant's zone, day by day, so a window keeps its wall-clock hours across
 * daylight-saving changes; a slot is a fixed number of real minutes. A wall-clock time that does not
 * exist (inside a spring-forward gap) moves forward, as luxon does; windows are cut in real time.
 *
 * Pure: no database, no clock. All instants are UTC `Date`s.
 */
import { DateTime } from 'luxon';

/** One weekly availability window: ISO weekday (1 = Monday … 7 = Sunday), minutes after local midnight. */
export interface WeeklyWindow {
  weekday: number;
  /** 0–1435. */
  start_minute: number;
  /** 5–1440 (1440 = midnight at the end of the day). */
  end_minute: number;
}

/** A half-open interval of time [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  /** The consultant's IANA zone, e.g. `Europe/Paris`. */
  timeZone: string;
  windows: WeeklyWindow[];
  /** Days off as local dates `YYYY-MM-DD` in the consultant's zone. */
  daysOff: string[];
  /** Active bookings of the consultant (any duration). */
  busy: Interval[];
  /** Session duration in minutes (> 0). */
  durationMinutes: number;
  /** Asked range: slots starting at or after `from` and before `to`. */
  from: Date;
  to: Date;
  /** Earliest allowed start (now + minimum notice). */
  earliest: Date;
  /** Latest allowed start (now + horizon). */
  latest: Date;
}

const MINUTE = 60_000;

/** The instant of wall-clock minute `minute` (0–1440) of local `day` in its zone. */
function wallClock(day: DateTime, minute: number): DateTime {
  if (minute >= 1440) return day.plus({ days: 1 }).startOf('day');
  return day.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 });
}

/**
 * The free slots of a consultant in the asked range, soonest first.
 * @returns `[{ start, end }]`, UTC instants, `end − start` = the session duration
 * @throws RangeError when `timeZone` is not a valid IANA zone
 */
export function freeSlots(query: SlotQuery): Interval[] {
  const { timeZone, windows, durationMinutes } = query;
  if (!DateTime.local().setZone(timeZone).isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const lower = Math.max(query.from.getTime(), query.earliest.getTime());
  const upper = Math.min(query.to.getTime(), query.latest.getTime() + 1);
  if (upper <= lower || durationMinutes <= 0) return [];
  const daysOff = new Set(query.daysOff);
  const busy = query.busy.map((b) => [b.start.getTime(), b.end.getTime()] as const);
  const length = durationMinutes * MINUTE;
  const slots: Interval[] = [];
  // Local days that may hold a slot starting in [lower, upper): one day of margin on each side.
  let day = DateTime.fromMillis(lower, { zone: timeZone }).startOf('day').minus({ days: 1 });
  const lastDay = DateTime.fromMillis(upper, { zone: timeZone }).startOf('day').plus({ days: 1 });
  while (day <= lastDay) {
    if (!daysOff.has(day.toISODate()!)) {
      const today = windows.filter((w) => w.weekday === day.weekday).sort((a, b) => a.start_minute - b.start_minute);
      for (const window of today) {
        const windowEnd = wallClock(day, window.end_minute).toMillis();
        for (let start = wallClock(day, window.start_minute).toMillis(); start + length <= windowEnd; start += length) {
          if (start < lower || start >= upper) continue;
          const end = start + length;
          if (busy.some(([busyStart, busyEnd]) => start < busyEnd && busyStart < end)) continue;
          slots.push({ start: new Date(start), end: new Date(end) });
        }
      }
    }
    day = day.plus({ days: 1 });
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Minutes of the no-overlap cells (see database/migrations: booking_time_cells). */
export const CELL_MINUTES = 5;

/**
 * The 5-minute cells an interval covers, as minutes since the Unix epoch (what
 * `booking_time_cells.cell_start` stores). Partial cells count: [09:02, 09:07) covers 09:00 and 09:05.
 */
export function cellsOf(interval: Interval): number[] {
  const first = Math.floor(interval.start.getTime() / MINUTE / CELL_MINUTES) * CELL_MINUTES;
  const cells: number[] = [];
  for (let cell = first; cell * MINUTE < interval.end.getTime(); cell += CELL_MINUTES) cells.push(cell);
  return cells;
}
