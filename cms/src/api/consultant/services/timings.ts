/**
 * Weekly timings of a consultant (spec §2 add-timing, §3 shifts): availability windows per
 * ISO weekday as wall-clock minutes in the consultant's IANA time zone, and whole days off. The slot
 * engine (lib/slots) turns them into UTC instants; nothing here converts time zones.
 */
import type { z } from 'zod';
import { fieldErrorMap, addFieldError } from '../../../lib/validation';
import { badRequest } from '../../../lib/http-errors';
import { toMinutes, type TimingsRequest } from '../../../contracts/consultant-profile';
import { t, type Locale } from '../../../lib/messages';
import { DAY_OFF, PROFILE, TIMING, ownProfile } from '../../../lib/consultant-profile';
import { whileAvailabilityGrows } from '../../../lib/booking/earlier-slots';

/** The five shifts of spec §3, with their start and end as minutes after midnight (night wraps). */
export const SHIFTS = [
  { key: 'night', from: 0, to: 360 },
  { key: 'morning', from: 360, to: 720 },
  { key: 'noon', from: 720, to: 840 },
  { key: 'afternoon', from: 840, to: 1080 },
  { key: 'evening', from: 1080, to: 1320 },
  { key: 'night', from: 1320, to: 1440 },
] as const;

export type Shift = 'morning' | 'noon' | 'afternoon' | 'evening' | 'night';
const SHIFT_ORDER: Shift[] = ['morning', 'noon', 'afternoon', 'evening', 'night'];

/** The shift a window belongs to, by its start (minutes after midnight, 0–1439). */
export function shiftOf(startMinute: number): Shift {
  return SHIFTS.find((shift) => startMinute >= shift.from && startMinute < shift.to)!.key;
}

export { toMinutes };

/** 570 → `"09:30"`; 1440 → `"24:00"`. */
export function toClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A window as the API shows it. */
export interface WindowView {
  weekday: number;
  start: string;
  end: string;
  shift: Shift;
}

/** The timings answer (docs/api-consultant.md "Timings"). */
export interface TimingsView {
  time_zone: string | null;
  windows: WindowView[];
  by_shift: Record<Shift, WindowView[]>;
  exceptions: { date: string; reason: string | null }[];
}

/** Timings of the profile with row id `profileId`. */
export async function timingsOf(profile: { id: number; time_zone?: string | null }): Promise<TimingsView> {
  const [rows, daysOff] = await Promise.all([
    strapi.db.query(TIMING).findMany({ where: { consultant: { id: profile.id } }, orderBy: [{ weekday: 'asc' }, { start_minute: 'asc' }] }),
    strapi.db.query(DAY_OFF).findMany({ where: { consultant: { id: profile.id } }, orderBy: { date: 'asc' } }),
  ]);
  const windows = rows.map((row: { weekday: number; start_minute: number; end_minute: number }) => ({
    weekday: row.weekday,
    start: toClock(row.start_minute),
    end: toClock(row.end_minute),
    shift: shiftOf(row.start_minute),
  }));
  const byShift = Object.fromEntries(SHIFT_ORDER.map((shift) => [shift, windows.filter((window) => window.shift === shift)])) as Record<Shift, WindowView[]>;
  return {
    time_zone: profile.time_zone ?? null,
    windows,
    by_shift: byShift,
    exceptions: daysOff.map((row: { date: string; reason?: string | null }) => ({ date: String(row.date).slice(0, 10), reason: row.reason ?? null })),
  };
}

/**
 * Errors of a valid-shaped timings input that zod cannot see: `start < end`, no overlap within a
 * weekday, unique exception dates. @returns fieldErrors keyed `windows.<i>` / `exceptions.<i>.date`
 */
export function timingConflicts(input: z.output<typeof TimingsRequest>, locale: Locale): Record<string, string[]> {
  const errors = fieldErrorMap();
  const windows = input.windows.map((window, index) => ({ ...window, index, from: toMinutes(window.start), to: toMinutes(window.end) }));
  for (const window of windows) {
    if (window.from >= window.to) errors[`windows.${window.index}`] = [t(locale, 'timings.order')];
  }
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const day = windows.filter((window) => window.weekday === weekday && window.from < window.to).sort((a, b) => a.from - b.from || a.index - b.index);
    for (let i = 1; i < day.length; i += 1) {
      const earlier = day.slice(0, i).find((other) => other.to > day[i].from);
      if (earlier) addFieldError(errors, `windows.${day[i].index}`, t(locale, 'timings.overlap', { start: earlier.start, end: earlier.end }));
    }
  }
  const seen = new Set<string>();
  input.exceptions.forEach((exception, index) => {
    if (seen.has(exception.date)) errors[`exceptions.${index}.date`] = [t(locale, 'timings.duplicateDate')];
    seen.add(exception.date);
  });
  return errors;
}

export default () => ({
  /** `GET /api/consultant/timings` of the signed-in consultant. */
  async get(userId: number, locale: Locale): Promise<TimingsView> {
    return timingsOf(await ownProfile(userId, locale));
  },

  /**
   * `PUT /api/consultant/timings`: replace every window and day off, and set the profile's time zone.
   * Slots the change frees (a new or longer window, a removed day off) are announced to the clients
   * watching the consultant (docs/api-bookings.md "Earlier-slot alerts").
   * @param input - parsed with `TimingsRequest` (contracts/consultant-profile: formats, zone)
   * @throws ApiError 400 with fieldErrors (order, overlaps, duplicate dates)
   */
  async put(userId: number, input: z.output<typeof TimingsRequest>, locale: Locale): Promise<TimingsView> {
    const conflicts = timingConflicts(input, locale);
    if (Object.keys(conflicts).length) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: conflicts });
    const profile = await ownProfile(userId, locale);
    await whileAvailabilityGrows(profile.id, () =>
      strapi.db.transaction(async () => {
        await strapi.db.query(TIMING).deleteMany({ where: { consultant: { id: profile.id } } });
        await strapi.db.query(DAY_OFF).deleteMany({ where: { consultant: { id: profile.id } } });
        for (const window of input.windows) {
          await strapi.db.query(TIMING).create({ data: { consultant: profile.id, weekday: window.weekday, start_minute: toMinutes(window.start), end_minute: toMinutes(window.end) } });
        }
        for (const exception of input.exceptions) {
          await strapi.db.query(DAY_OFF).create({ data: { consultant: profile.id, date: exception.date, reason: exception.reason || null } });
        }
        if (profile.time_zone !== input.time_zone) await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { time_zone: input.time_zone } });
      }),
    );
    return timingsOf({ id: profile.id, time_zone: input.time_zone });
  },
});
