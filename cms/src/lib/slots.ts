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
import { LRUCache } from 'lru-cache';

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

/** A local day of a zone: ISO date, ISO weekday (1 = Monday) and its start in the zone. */
interface LocalDay {
  date: string;
  weekday: number;
  day: DateTime;
}

/** Entries each memo of a {@link ZoneCalendar} keeps (the least recently used go first). */
const MEMO_ENTRIES = 100_000;
/** UTC offsets are whole quarter hours: the local date of an instant is the same all through its UTC quarter hour. */
const QUARTER_HOUR = 15 * MINUTE;
const DAY_MS = 24 * 60 * MINUTE;

const datesAfter = new LRUCache<string, { date: string; weekday: number }>({ max: MEMO_ENTRIES });

/** The ISO date `days` after `date` (`YYYY-MM-DD`; negative: before), and its ISO weekday: calendar arithmetic, no zone involved. */
function dateAfter(date: string, days = 1): { date: string; weekday: number } {
  const key = `${date}|${days}`;
  let after = datesAfter.get(key);
  if (!after) {
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
    after = { date: next.toISOString().slice(0, 10), weekday: ((next.getUTCDay() + 6) % 7) + 1 };
    datesAfter.set(key, after);
  }
  return after;
}

/**
 * Memo of the zone arithmetic of the slot engine: local days of a zone and wall-clock minutes of a local
 * day as epoch milliseconds, computed with luxon once and then read from memory. They are conversions
 * that never change (zone rules are fixed for the life of the process), so one calendar is shared by every
 * request ({@link sharedCalendar}): the expert search computes the next free slot of a whole result set at
 * once, request after request, over the same few zones and days. Bounded ({@link MEMO_ENTRIES} per memo).
 */
export class ZoneCalendar {
  private readonly localDates = new LRUCache<string, string>({ max: MEMO_ENTRIES });
  private readonly days = new LRUCache<string, LocalDay>({ max: MEMO_ENTRIES });
  private readonly instants = new LRUCache<string, number>({ max: MEMO_ENTRIES });
  private readonly zones = new Map<string, boolean>();

  /** Whether `timeZone` is an IANA zone luxon knows. */
  isValidZone(timeZone: string): boolean {
    let valid = this.zones.get(timeZone);
    if (valid === undefined) {
      valid = DateTime.local().setZone(timeZone).isValid;
      if (this.zones.size < MEMO_ENTRIES) this.zones.set(timeZone, valid);
    }
    return valid;
  }

  /** The local date (`YYYY-MM-DD`) in `timeZone` of the instant `ms`. */
  private localDate(timeZone: string, ms: number): string {
    const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR)}`;
    let date = this.localDates.get(key);
    if (date === undefined) {
      date = DateTime.fromMillis(ms, { zone: timeZone }).toISODate()!;
      this.localDates.set(key, date);
    }
    return date;
  }

  /** The local day `date` (ISO weekday `weekday`) of `timeZone`. */
  private localDay(timeZone: string, date: string, weekday: number): LocalDay {
    const key = `${timeZone}|${date}`;
    let day = this.days.get(key);
    if (!day) {
      day = { date, weekday, day: DateTime.fromISO(date, { zone: timeZone }).startOf('day') };
      this.days.set(key, day);
    }
    return day;
  }

  /** The local days of `timeZone` from the one holding `lower` − 1 day to the one holding `upper` + 1 day. */
  daysBetween(timeZone: string, lower: number, upper: number): LocalDay[] {
    const first = dateAfter(this.localDate(timeZone, lower), -1);
    const last = dateAfter(this.localDate(timeZone, upper)).date;
    const list: LocalDay[] = [];
    for (let { date, weekday } = first; date <= last; { date, weekday } = dateAfter(date)) list.push(this.localDay(timeZone, date, weekday));
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

/** The calendar shared by every request of the process (see {@link ZoneCalendar}). */
export const sharedCalendar = new ZoneCalendar();

/** The free slots of each local day in the asked range, day after day (each day's list in window order). */
function* slotsByDay(query: SlotQuery, calendar: ZoneCalendar): Generator<Interval[]> {
  const { timeZone, windows, durationMinutes } = query;
  if (!calendar.isValidZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
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
 * @param calendar - the zone arithmetic's memo (default the process's)
 * @returns `[{ start, end }]`, UTC instants, `end − start` = the session duration
 * @throws RangeError when `timeZone` is not a valid IANA zone
 */
export function freeSlots(query: SlotQuery, calendar: ZoneCalendar = sharedCalendar): Interval[] {
  return [...slotsByDay(query, calendar)].flat().sort(byStart);
}

/**
 * The soonest free slot of a consultant in the asked range (the same rules as {@link freeSlots}), or
 * `null`; stops at the first local day holding one.
 * @param calendar - the zone arithmetic's memo (default the process's)
 * @throws RangeError when `timeZone` is not a valid IANA zone
 */
export function firstFreeSlot(query: SlotQuery, calendar: ZoneCalendar = sharedCalendar): Interval | null {
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
