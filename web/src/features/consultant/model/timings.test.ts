import { describe, expect, it } from 'vitest';
import { groupByShift, nextWindow, shiftOf, timingsErrors, timingsValuesOf, toMinutes, type TimingsValues } from './timings';

const win = (weekday: number, start: string, end: string) => ({ weekday, start, end });
const values = (windows: TimingsValues['windows'], exceptions: TimingsValues['exceptions'] = []) => ({ windows, exceptions });
const keyed = (errors: ReturnType<typeof timingsErrors>) => Object.fromEntries(errors.map((e) => [e.path.join('.'), e.values ? { key: e.key, values: e.values } : { key: e.key }]));

describe('wall-clock times', () => {
  it('reads HH:MM, and 24:00 only as an end', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('23:55')).toBe(1435);
    expect(toMinutes('24:00')).toBeNull();
    expect(toMinutes('24:00', true)).toBe(1440);
    expect(toMinutes('9:30')).toBeNull();
    expect(toMinutes('12:60')).toBeNull();
  });

  it('puts a window in the shift of its start (morning 06–12, noon 12–14, afternoon 14–18, evening 18–22, night 22–06)', () => {
    expect(shiftOf('06:00')).toBe('morning');
    expect(shiftOf('11:55')).toBe('morning');
    expect(shiftOf('12:00')).toBe('noon');
    expect(shiftOf('13:55')).toBe('noon');
    expect(shiftOf('14:00')).toBe('afternoon');
    expect(shiftOf('18:00')).toBe('evening');
    expect(shiftOf('21:55')).toBe('evening');
    expect(shiftOf('22:00')).toBe('night');
    expect(shiftOf('05:55')).toBe('night');
    expect(shiftOf('00:00')).toBe('night');
  });
});

describe('checks the API makes after its schema', () => {
  it('accepts windows that touch, several days, an end at midnight and days off', () => {
    const errors = timingsErrors(
      values(
        [win(1, '09:00', '12:00'), win(1, '12:00', '13:00'), win(2, '09:00', '12:00'), win(5, '22:00', '24:00')],
        [
          { date: '2026-12-25', reason: 'Noël' },
          { date: '2026-12-26', reason: '' },
        ],
      ),
    );
    expect(errors).toEqual([]);
  });

  it('wants the start before the end', () => {
    expect(keyed(timingsErrors(values([win(1, '12:00', '12:00')])))).toEqual({ 'windows.0': { key: 'consultant.timings.errors.order' } });
    expect(keyed(timingsErrors(values([win(1, '13:00', '09:00')])))).toEqual({ 'windows.0': { key: 'consultant.timings.errors.order' } });
  });

  it('marks a window overlapping an earlier one of the same day, naming it', () => {
    const errors = timingsErrors(values([win(3, '09:00', '12:00'), win(4, '10:00', '11:00'), win(3, '11:30', '14:00'), win(3, '08:00', '09:05')]));
    expect(keyed(errors)).toEqual({
      'windows.2': { key: 'consultant.timings.errors.overlap', values: { start: '09:00', end: '12:00' } },
      'windows.3': { key: 'consultant.timings.errors.overlap', values: { start: '09:00', end: '12:00' } },
    });
  });

  it('finds a window inside another one', () => {
    expect(keyed(timingsErrors(values([win(1, '08:00', '18:00'), win(1, '10:00', '11:00')])))).toHaveProperty(['windows.1', 'key'], 'consultant.timings.errors.overlap');
  });

  it('leaves unreadable times to the schema, and marks a date off twice', () => {
    expect(timingsErrors(values([win(1, '24:00', '24:00'), win(1, '09:00', '')]))).toEqual([]);
    expect(
      keyed(
        timingsErrors(
          values(
            [],
            [
              { date: '2026-05-01', reason: '' },
              { date: '2026-05-01', reason: 'x' },
            ],
          ),
        ),
      ),
    ).toEqual({
      'exceptions.1.date': { key: 'consultant.timings.errors.duplicateDate' },
    });
  });
});

describe('values', () => {
  it('sorts the windows and the days off, and keeps an empty reason editable', () => {
    const v = timingsValuesOf(
      {
        time_zone: 'Asia/Kolkata',
        windows: [
          { weekday: 2, start: '14:00', end: '15:00', shift: 'afternoon' },
          { weekday: 1, start: '09:00', end: '10:00', shift: 'morning' },
        ],
        exceptions: [
          { date: '2026-08-15', reason: null },
          { date: '2026-01-01', reason: 'Nouvel an' },
        ],
      },
      'Europe/Paris',
    );
    expect(v).toEqual({
      time_zone: 'Asia/Kolkata',
      windows: [
        { weekday: 1, start: '09:00', end: '10:00' },
        { weekday: 2, start: '14:00', end: '15:00' },
      ],
      exceptions: [
        { date: '2026-01-01', reason: 'Nouvel an' },
        { date: '2026-08-15', reason: '' },
      ],
    });
    expect(timingsValuesOf(undefined, 'Europe/Paris')).toEqual({ time_zone: 'Europe/Paris', windows: [], exceptions: [] });
  });

  it('adds a new window after the last one of the day', () => {
    expect(nextWindow([], 3)).toMatchObject({ weekday: 3, start: '09:00', end: '10:00' });
    expect(
      nextWindow(
        [
          { weekday: 3, start: '09:00', end: '12:30' },
          { weekday: 4, start: '15:00', end: '18:00' },
        ],
        3,
      ),
    ).toMatchObject({ start: '12:30', end: '13:30' });
    expect(nextWindow([{ weekday: 3, start: '22:00', end: '24:00' }], 3)).toMatchObject({ start: '23:00', end: '24:00' });
  });

  it('groups windows by shift, from the API’s by_shift or from the starts', () => {
    const windows = [
      { weekday: 2, start: '19:00', end: '20:00' },
      { weekday: 1, start: '09:00', end: '10:00' },
      { weekday: 1, start: '12:30', end: '13:30' },
      { weekday: 3, start: '23:00', end: '24:00' },
    ];
    const groups = groupByShift({ windows });
    expect(groups.morning.map((w) => w.start)).toEqual(['09:00']);
    expect(groups.noon.map((w) => w.start)).toEqual(['12:30']);
    expect(groups.afternoon).toEqual([]);
    expect(groups.evening.map((w) => w.weekday)).toEqual([2]);
    expect(groups.night.map((w) => w.weekday)).toEqual([3]);
    const fromApi = groupByShift({ windows, by_shift: { morning: [windows[1]], evening: [windows[0]] } });
    expect(fromApi.morning).toHaveLength(1);
    expect(fromApi.noon).toEqual([]);
  });
});
