/**
 * The slot engine (docs/api-bookings.md "Time slots"): weekly timings − days off − bookings, cut by the session duration,
 * within notice and horizon, correct across daylight-saving changes.
 */
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { cellsOf, firstFreeSlot, freeSlots, ZoneCalendar, type SlotQuery } from '../../src/lib/slots';

const at = (iso: string) => new Date(iso);
const starts = (query: SlotQuery) => freeSlots(query).map((slot) => slot.start.toISOString());
const clock = (query: SlotQuery, zone: string) => freeSlots(query).map((slot) => DateTime.fromJSDate(slot.start, { zone }).toFormat('ccc dd HH:mm'));

/** Monday–Friday (or given weekdays) 09:00–12:00 wall clock. */
const mornings = (weekdays = [1, 2, 3, 4, 5]) => weekdays.map((weekday) => ({ weekday, start_minute: 9 * 60, end_minute: 12 * 60 }));

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    timeZone: 'Europe/Paris',
    windows: mornings(),
    daysOff: [],
    busy: [],
    durationMinutes: 60,
    from: at('2027-01-01T00:00:00Z'),
    to: at('2027-12-31T00:00:00Z'),
    earliest: at('2000-01-01T00:00:00Z'),
    latest: at('2100-01-01T00:00:00Z'),
    ...overrides,
  };
}

describe('slots of a Paris consultant across daylight-saving changes', () => {
  it('keeps 09:00 wall clock before and after the spring change (28 March 2027): 08:00Z then 07:00Z', () => {
    const slots = starts(query({ from: at('2027-03-26T00:00:00Z'), to: at('2027-03-30T00:00:00Z') }));
    expect(slots).toEqual(['2027-03-26T08:00:00.000Z', '2027-03-26T09:00:00.000Z', '2027-03-26T10:00:00.000Z', '2027-03-29T07:00:00.000Z', '2027-03-29T08:00:00.000Z', '2027-03-29T09:00:00.000Z']);
  });

  it('keeps 09:00 wall clock across the autumn change (31 October 2027): 07:00Z then 08:00Z', () => {
    const slots = starts(query({ from: at('2027-10-29T00:00:00Z'), to: at('2027-11-02T00:00:00Z'), windows: mornings([1, 5]) }));
    expect(slots[0]).toBe('2027-10-29T07:00:00.000Z');
    expect(slots[3]).toBe('2027-11-01T08:00:00.000Z');
  });

  it('cuts a window that contains the missing hour by real time: 01:00–04:00 on the spring day holds two hours', () => {
    const slots = clock(query({ windows: [{ weekday: 7, start_minute: 60, end_minute: 240 }], from: at('2027-03-27T00:00:00Z'), to: at('2027-03-29T00:00:00Z') }), 'Europe/Paris');
    expect(slots).toEqual(['Sun 28 01:00', 'Sun 28 03:00']);
  });

  it('cuts a window that contains the repeated hour by real time: 01:00–04:00 on the autumn day holds four hours', () => {
    const slots = freeSlots(query({ windows: [{ weekday: 7, start_minute: 60, end_minute: 240 }], from: at('2027-10-30T00:00:00Z'), to: at('2027-11-01T00:00:00Z') }));
    expect(slots.map((slot) => slot.start.toISOString())).toEqual(['2027-10-30T23:00:00.000Z', '2027-10-31T00:00:00.000Z', '2027-10-31T01:00:00.000Z', '2027-10-31T02:00:00.000Z']);
  });
});

describe('slots of a Toronto consultant across daylight-saving changes', () => {
  const toronto = (from: string, to: string) =>
    query({
      timeZone: 'America/Toronto',
      windows: [
        { weekday: 5, start_minute: 9 * 60, end_minute: 10 * 60 },
        { weekday: 1, start_minute: 9 * 60, end_minute: 10 * 60 },
      ],
      from: at(from),
      to: at(to),
    });

  it('starts at 09:00 EST (14:00Z) before 14 March 2027 and 09:00 EDT (13:00Z) after', () => {
    expect(starts(toronto('2027-03-12T00:00:00Z', '2027-03-16T00:00:00Z'))).toEqual(['2027-03-12T14:00:00.000Z', '2027-03-15T13:00:00.000Z']);
  });

  it('starts at 09:00 EDT (13:00Z) before 7 November 2027 and 09:00 EST (14:00Z) after', () => {
    expect(starts(toronto('2027-11-05T00:00:00Z', '2027-11-09T00:00:00Z'))).toEqual(['2027-11-05T13:00:00.000Z', '2027-11-08T14:00:00.000Z']);
  });
});

describe('a client in Asia/Kolkata looking at a Paris consultant', () => {
  it('sees the same instants, 09:00 in Paris shown as 13:30 in winter and 12:30 in summer', () => {
    const winter = freeSlots(query({ from: at('2027-01-04T00:00:00Z'), to: at('2027-01-05T00:00:00Z') }))[0];
    const summer = freeSlots(query({ from: at('2027-06-07T00:00:00Z'), to: at('2027-06-08T00:00:00Z') }))[0];
    expect(DateTime.fromJSDate(winter.start, { zone: 'Asia/Kolkata' }).toFormat('HH:mm')).toBe('13:30');
    expect(DateTime.fromJSDate(summer.start, { zone: 'Asia/Kolkata' }).toFormat('HH:mm')).toBe('12:30');
  });
});

describe('what removes slots', () => {
  const monday = { from: at('2027-01-04T00:00:00Z'), to: at('2027-01-05T00:00:00Z') };

  it('a booking of another duration blocks every slot it overlaps', () => {
    // 90 minutes from 09:30 Paris (08:30Z) overlaps the 09:00 and 10:00 slots, not 11:00.
    const slots = clock(query({ ...monday, busy: [{ start: at('2027-01-04T08:30:00Z'), end: at('2027-01-04T10:00:00Z') }] }), 'Europe/Paris');
    expect(slots).toEqual(['Mon 04 11:00']);
  });

  it("a day off removes the whole day, in the consultant's calendar", () => {
    expect(starts(query({ ...monday, daysOff: ['2027-01-04'] }))).toEqual([]);
  });

  it('the minimum notice and the horizon bound the first and last start', () => {
    const slots = starts(query({ from: at('2027-01-04T00:00:00Z'), to: at('2027-01-12T00:00:00Z'), earliest: at('2027-01-04T08:30:00Z'), latest: at('2027-01-05T09:00:00Z') }));
    expect(slots).toEqual(['2027-01-04T09:00:00.000Z', '2027-01-04T10:00:00.000Z', '2027-01-05T08:00:00.000Z', '2027-01-05T09:00:00.000Z']);
  });

  it('a session longer than what is left of a window is not offered at its end', () => {
    expect(clock(query({ ...monday, durationMinutes: 50 }), 'Europe/Paris')).toEqual(['Mon 04 09:00', 'Mon 04 09:50', 'Mon 04 10:40']);
  });

  it('refuses an unknown time zone', () => {
    expect(() => freeSlots(query({ timeZone: 'Mars/Olympus' }))).toThrow(RangeError);
  });
});

describe('the next free slot (expert cards, availability filter and sort)', () => {
  const first = (q: SlotQuery, calendar?: ZoneCalendar) => firstFreeSlot(q, calendar)?.start.toISOString() ?? null;

  it('is the first of the free slots, after notice, bookings and days off', () => {
    const week = { from: at('2027-01-04T00:00:00Z'), to: at('2027-01-11T00:00:00Z') };
    expect(first(query(week))).toBe('2027-01-04T08:00:00.000Z');
    // Monday off, Tuesday 09:00 booked, notice until Tuesday 10:30 Paris: Tuesday 11:00 Paris.
    const busy = [{ start: at('2027-01-05T08:00:00Z'), end: at('2027-01-05T09:00:00Z') }];
    const q = query({ ...week, daysOff: ['2027-01-04'], busy, earliest: at('2027-01-05T09:30:00Z') });
    expect(first(q)).toBe('2027-01-05T10:00:00.000Z');
    expect(first(q)).toBe(freeSlots(q)[0].start.toISOString());
  });

  it('is null when nothing is free in the range or no timing is set', () => {
    expect(first(query({ from: at('2027-01-09T00:00:00Z'), to: at('2027-01-11T00:00:00Z') }))).toBeNull();
    expect(first(query({ windows: [] }))).toBeNull();
    expect(first(query({ latest: at('2026-12-01T00:00:00Z') }))).toBeNull();
  });

  it('gives the same answers with one calendar shared by consultants of several zones', () => {
    const calendar = new ZoneCalendar();
    const range = { from: at('2027-03-26T00:00:00Z'), to: at('2027-04-05T00:00:00Z') };
    for (const timeZone of ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Europe/Paris', 'Asia/Kathmandu']) {
      for (const weekdays of [[1], [3, 5], [7]]) {
        const q = query({ ...range, timeZone, windows: mornings(weekdays) });
        expect(first(q, calendar)).toBe(freeSlots(q)[0]?.start.toISOString() ?? null);
      }
    }
  });
});

describe('the zone arithmetic kept for the whole process', () => {
  it('gives the slots a fresh calendar gives, across daylight-saving changes and midnight gaps, whatever it was asked before', () => {
    const iso = (slot: { start: Date }) => slot.start.toISOString();
    // Sao Paulo and Santiago have changed (or change) at midnight; Kathmandu is 5:45 ahead of UTC.
    for (const timeZone of ['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'America/Santiago', 'America/Sao_Paulo']) {
      for (const [from, to] of [
        ['2027-03-20T00:00:00Z', '2027-04-12T00:00:00Z'],
        ['2027-10-20T00:00:00Z', '2027-11-12T00:00:00Z'],
        ['2027-09-01T00:00:00Z', '2027-09-15T00:00:00Z'],
      ]) {
        const q = query({
          timeZone,
          windows: [...mornings([1, 2, 3, 4, 5, 6, 7]), { weekday: 3, start_minute: 0, end_minute: 120 }, { weekday: 6, start_minute: 1380, end_minute: 1440 }],
          from: at(from),
          to: at(to),
        });
        // The process's calendar is first asked about part of the range, from another instant.
        freeSlots({ ...q, from: new Date(at(from).getTime() + 3 * 86_400_000 + 7 * 60_000) });
        expect(freeSlots(q).map(iso)).toEqual(freeSlots(q, new ZoneCalendar()).map(iso));
      }
    }
  });
});

describe('no-overlap cells', () => {
  it('covers every 5-minute cell an interval touches, so overlapping bookings share a cell', () => {
    const a = cellsOf({ start: at('2027-01-04T08:00:00Z'), end: at('2027-01-04T08:30:00Z') });
    const b = cellsOf({ start: at('2027-01-04T08:25:00Z'), end: at('2027-01-04T09:55:00Z') });
    const c = cellsOf({ start: at('2027-01-04T08:30:00Z'), end: at('2027-01-04T09:00:00Z') });
    expect(a).toHaveLength(6);
    expect(a.filter((cell) => b.includes(cell))).toHaveLength(1);
    expect(a.filter((cell) => c.includes(cell))).toEqual([]);
  });
});
