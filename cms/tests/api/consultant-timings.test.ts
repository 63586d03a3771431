import { describe, expect, it, beforeAll } from 'vitest';
import { seedOnce } from '../helpers/strapi';
import { signUpConsultant, type SignedInConsultant } from '../helpers/accounts';
import { expectFieldErrors, expectStatus, validTimings } from '../helpers/onboarding';
import type { Schemas } from '../helpers/api-types';

/** A weekly window of the timings, with its shift. */
type TimingWindow = Schemas['ConsultantTimings']['windows'][number];

/**
 * Weekly availability of a consultant (docs/api-consultant.md § Timings): wall-clock windows in an IANA
 * zone, no overlap within a weekday, minutes multiple of 5, unique exception dates; answers add the
 * `shift` of each window and a `by_shift` grouping. Each test first saves its own baseline.
 */
describe('consultant timings', () => {
  let consultant: SignedInConsultant;

  beforeAll(async () => {
    await seedOnce();
    consultant = await signUpConsultant();
  }, 300_000);

  const put = (body: object, locale: 'fr' | 'en' = 'fr') => consultant.http.in(locale).put('/api/consultant/timings', body);
  const windowsOf = (data: Schemas['ConsultantTimings']) => data.windows.map(({ weekday, start, end }) => ({ weekday, start, end }));

  it('saves windows and days off, with the shift of each window and a grouping by shift', async () => {
    const body = {
      time_zone: 'America/Toronto',
      windows: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '12:30', end: '13:30' },
        { weekday: 2, start: '14:00', end: '17:55' },
        { weekday: 4, start: '19:00', end: '21:00' },
        { weekday: 5, start: '22:00', end: '24:00' },
        { weekday: 6, start: '05:00', end: '07:00' },
        { weekday: 7, start: '06:00', end: '06:05' },
      ],
      exceptions: [{ date: '2030-12-25', reason: 'Noël' }, { date: '2031-01-01' }],
    };
    const saved = await put(body);
    expectStatus(saved, 200);
    const read = await consultant.http.get('/api/consultant/timings');
    expectStatus(read, 200);
    for (const data of [saved.body.data, read.body.data]) {
      expect(data.time_zone).toBe('America/Toronto');
      expect(windowsOf(data)).toEqual(body.windows);
      expect(data.windows.map((w: TimingWindow) => w.shift)).toEqual(['morning', 'noon', 'afternoon', 'evening', 'night', 'night', 'morning']);
      expect(data.exceptions).toHaveLength(2);
      expect(data.exceptions[0]).toMatchObject({ date: '2030-12-25', reason: 'Noël' });
      expect(data.exceptions[1].date).toBe('2031-01-01');
      const starts = (shift: string) => data.by_shift[shift].map((w: TimingWindow) => `${w.weekday} ${w.start}`);
      expect(starts('morning')).toEqual(['1 09:00', '7 06:00']);
      expect(starts('noon')).toEqual(['1 12:30']);
      expect(starts('afternoon')).toEqual(['2 14:00']);
      expect(starts('evening')).toEqual(['4 19:00']);
      expect(starts('night')).toEqual(['5 22:00', '6 05:00']);
    }
    // The zone of the timings is the profile's time zone.
    expect((await consultant.http.get('/api/consultant/profile/basic')).body.data.time_zone).toBe('America/Toronto');

    // Saving again replaces everything.
    expectStatus(await put(validTimings()), 200);
    const replaced = (await consultant.http.get('/api/consultant/timings')).body.data;
    expect(windowsOf(replaced)).toEqual(validTimings().windows);
    expect(replaced.exceptions.map((e: Schemas['ConsultantTimings']['exceptions'][number]) => e.date)).toEqual(['2030-12-25']);
    expect(replaced.by_shift.evening).toEqual([]);
  });

  it('refuses a window overlapping another of the same weekday, naming the window it overlaps', async () => {
    expectStatus(await put(validTimings()), 200);
    const body = {
      time_zone: 'Europe/Paris',
      windows: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
        { weekday: 1, start: '14:00', end: '16:00' },
        { weekday: 1, start: '11:30', end: '13:00' },
      ],
      exceptions: [],
    };
    const en = await put(body, 'en');
    const errors = expectFieldErrors(en, ['windows.3']);
    expect(errors['windows.3'].join(' ')).toMatch(/09:00/);
    expect(errors['windows.3'].join(' ')).toMatch(/12:00/);
    expect(Object.keys(errors).filter((key) => key.startsWith('windows.'))).toEqual(['windows.3']);
    const fr = expectFieldErrors(await put(body), ['windows.3']);
    expect(fr['windows.3']).not.toEqual(errors['windows.3']);
    // Touching windows (one ends when the next starts) are fine, and nothing of the refused write was saved.
    expect(windowsOf((await consultant.http.get('/api/consultant/timings')).body.data)).toEqual(validTimings().windows);
    const touching = { ...body, windows: [body.windows[0], { weekday: 1, start: '12:00', end: '13:00' }] };
    expectStatus(await put(touching), 200);
  });

  it('refuses a window that ends before it starts, a bad time, or a bad weekday', async () => {
    expectStatus(await put(validTimings()), 200);
    const cases: { window: object; why: string }[] = [
      { window: { weekday: 1, start: '12:00', end: '09:00' }, why: 'end before start' },
      { window: { weekday: 1, start: '10:00', end: '10:00' }, why: 'empty window' },
      { window: { weekday: 1, start: '09:03', end: '10:00' }, why: 'minutes not a multiple of 5' },
      { window: { weekday: 1, start: '25:00', end: '26:00' }, why: 'no such hour' },
      { window: { weekday: 1, start: '9h', end: '10:00' }, why: 'not HH:MM' },
      { window: { weekday: 8, start: '09:00', end: '10:00' }, why: 'weekday 8' },
      { window: { weekday: 0, start: '09:00', end: '10:00' }, why: 'weekday 0' },
    ];
    for (const { window, why } of cases) {
      const response = await put({ ...validTimings(), windows: [validTimings().windows[0], window] });
      expect(response.status, why).toBe(400);
      const keys = Object.keys(response.body.error.details?.fieldErrors ?? {});
      expect(
        keys.some((key) => key.startsWith('windows.1')),
        `${why}: ${keys}`,
      ).toBe(true);
    }
    expect(windowsOf((await consultant.http.get('/api/consultant/timings')).body.data)).toEqual(validTimings().windows);
  });

  it('refuses an unknown time zone, in the asked language', async () => {
    expectStatus(await put(validTimings()), 200);
    const fr = expectFieldErrors(await put({ ...validTimings(), time_zone: 'Europe/Atlantis' }), ['time_zone']);
    const en = expectFieldErrors(await put({ ...validTimings(), time_zone: 'Europe/Atlantis' }, 'en'), ['time_zone']);
    expect(fr.time_zone).toEqual(['Fuseau horaire inconnu (ex. Europe/Paris).']);
    expect(en.time_zone).toEqual(['Unknown time zone (e.g. Europe/Paris).']);
    expect((await consultant.http.get('/api/consultant/timings')).body.data.time_zone).toBe('Europe/Paris');
  });

  it('refuses days off with the same date twice, bad dates, long reasons, and too many entries', async () => {
    expectStatus(await put(validTimings()), 200);
    const duplicate = await put({ ...validTimings(), exceptions: [{ date: '2030-05-01' }, { date: '2030-12-25', reason: 'Noël' }, { date: '2030-05-01', reason: 'Fête du travail' }] }, 'en');
    expectStatus(duplicate, 400);
    const keys = Object.keys(duplicate.body.error.details.fieldErrors);
    expect(
      keys.some((key) => key.startsWith('exceptions')),
      keys.join(),
    ).toBe(true);

    expectStatus(await put({ ...validTimings(), exceptions: [{ date: '2030-02-30' }] }), 400);
    expectStatus(await put({ ...validTimings(), exceptions: [{ date: '2030-06-01', reason: 'r'.repeat(201) }] }), 400);
    const tooManyWindows = Array.from({ length: 51 }, (_, i) => ({
      weekday: (i % 7) + 1,
      start: `${String(Math.floor(i / 7) * 3).padStart(2, '0')}:00`,
      end: `${String(Math.floor(i / 7) * 3 + 1).padStart(2, '0')}:00`,
    }));
    expectStatus(await put({ ...validTimings(), windows: tooManyWindows }), 400);
    expectStatus(await put({ ...validTimings(), windows: tooManyWindows.slice(0, 50) }), 200);
    const day = (i: number) => new Date(Date.UTC(2031, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    expectStatus(await put({ ...validTimings(), exceptions: Array.from({ length: 201 }, (_, i) => ({ date: day(i) })) }), 400);
    expectStatus(await put({ ...validTimings(), exceptions: Array.from({ length: 200 }, (_, i) => ({ date: day(i) })) }), 200);
    expect((await consultant.http.get('/api/consultant/timings')).body.data.exceptions).toHaveLength(200);
  });
});
