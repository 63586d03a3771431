/**
 * The slot engine (docs/api-bookings.md "Time slots"): a consultant's free time slots.
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
 * Memo of the zone arithmetic shared by many consultants (the expert search asks for the next slot of
 * a whole page or result set at once): local days of a zone and wall-clock minutes of a local day as
 * epoch milliseconds. Valid for one request: it holds no clock, only conversions that never change.
 */
export class ZoneCalendar {
  private readonly days = new Map<string, { date: string; weekday: number; day: DateTime }[]>();
  private readonly instants = new Map<string, number>();

  /** The local days of `timeZone` from the one holding `lower` − 1 day to the one holding `upper` + 1 day. */
  daysBetween(timeZone: string, lower: number, upper: number): { date: string; weekday: number; day: DateTime }[] {
    const key = `${timeZone}|${lower}|${upper}`;
    const cached = this.days.get(key);
    if (cached) return cached;
    const list: { date: string; weekday: number; day: DateTime }[] = [];
    let day = DateTime.fromMillis(lower, { zone: timeZone }).startOf('day').minus({ days: 1 });
    const lastDay = DateTime.fromMillis(upper, { zone: timeZone }).startOf('day').plus({ days: 1 });
    while (day <= lastDay) {
      list.push({ date: day.toISODate()!, weekday: day.weekday, day });
      day = day.plus({ days: 1 });
    }
    this.days.set(key, list);
    return list;
  }

  /** Epoch ms of wall-clock `minute` (0–1440) of the local `day` (from {@link daysBetween}). */
  instant(timeZone: string, day: { date: string; day: DateTime }, minute: number): number {
    const key = `${timeZone}|${day.date}|${minute}`;
    let value = this.instants.get(key);
    if (value === undefined) {
      value = wallClock(day.day, minute).toMillis();
      this.instants.set(key, value);
    }
    return value;
  }
}

/** The free slots of each local day in the asked range, day after day (each day's list in window order). */
function* slotsByDay(query: SlotQuery, calendar: ZoneCalendar): Generator<Interval[]> {
  const { timeZone, windows, durationMinutes } = query;
  if (!DateTime.local().setZone(timeZone).isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const lower = Math.max(query.from.getTime(), query.earliest.getTime());
  const upper = Math.min(query.to.getTime(), query.latest.getTime() + 1);
  if (upper <= lower || durationMinutes <= 0 || windows.length === 0) return;
  const daysOff = new Set(query.daysOff);
  const busy = query.busy.map((b) => [b.start.getTime(), b.end.getTime()] as const);
  const length = durationMinutes * MINUTE;
  const byWeekday = new Map<number, WeeklyWindow[]>();
  for (const window of [...windows].sort((a, b) => a.start_minute - b.start_minute)) {
    byWeekday.set(window.weekday, [...(byWeekday.get(window.weekday) ?? []), window]);
  }
  // Local days that may hold a slot starting in [lower, upper): one day of margin on each side.
  for (const day of calendar.daysBetween(timeZone, lower, upper)) {
    const today = byWeekday.get(day.weekday);
    if (!today || daysOff.has(day.date)) continue;
    const slots: Interval[] = [];
    for (const window of today) {
      const windowEnd = calendar.instant(timeZone, day, window.end_minute);
      for (let start = calendar.instant(timeZone, day, window.start_minute); start + length <= windowEnd; start += length) {
        if (start < lower || start >= upper) continue;
        const end = start + length;
        if (busy.some(([busyStart, busyEnd]) => start < busyEnd && busyStart < end)) continue;
        slots.push({ start: new Date(start), end: new Date(end) });
      }
    }
    if (slots.length) yield slots;
  }
}

const byStart = (a: Interval, b: Interval) => a.start.getTime() - b.start.getTime();

/**
 * The free slots of a consultant in the asked range, soonest first.
 * @returns `[{ start, end }]`, UTC instants, `end − start` = the session duration
 * @throws RangeError when `timeZone` is not a valid IANA zone
 */
export function freeSlots(query: SlotQuery): Interval[] {
  return [...slotsByDay(query, new ZoneCalendar())].flat().sort(byStart);
}

/**
 * The soonest free slot of a consultant in the asked range (the same rules as {@link freeSlots}), or
 * `null`; stops at the first local day holding one.
 * @param calendar - a memo shared by the calls of one request (many consultants of the same zones)
 * @throws RangeError when `timeZone` is not a valid IANA zone
 */
export function firstFreeSlot(query: SlotQuery, calendar: ZoneCalendar = new ZoneCalendar()): Interval | null {
  for (const slots of slotsByDay(query, calendar)) return slots.sort(byStart)[0];
  return null;
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
