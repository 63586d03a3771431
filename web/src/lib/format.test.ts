import { describe, expect, it } from 'vitest';
import {
  currencyFractionDigits,
  dayKeyOf,
  formatCalendarDate,
  formatBookingWhen,
  formatDate,
  formatDateAndTime,
  formatDateTime,
  formatDayKey,
  formatMoney,
  formatTime,
  formatTimeRange,
  formatWeekday,
  majorToMinor,
  minorToMajor,
  minorToMajorText,
  socialNetworkName,
  timeZoneName,
} from './format';

/** Intl uses narrow/no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money from minor units', () => {
  it('uses the currency fraction digits known to Intl', () => {
    expect(currencyFractionDigits('EUR')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
  });

  it('converts minor to major units', () => {
    expect(minorToMajor(4500, 'EUR')).toBe(45);
    expect(minorToMajor(4500, 'JPY')).toBe(4500);
    expect(minorToMajor(12345, 'KWD')).toBeCloseTo(12.345);
  });

  it('formats euro cents in French and English', () => {
    expect(plain(formatMoney(4550, 'EUR', 'fr'))).toBe('45,50 €');
    expect(formatMoney(4550, 'EUR', 'en')).toBe('€45.50');
    expect(formatMoney(100000, 'USD', 'en')).toBe('$1,000.00');
  });

  it('does not divide zero-decimal currencies', () => {
    expect(formatMoney(4500, 'JPY', 'en')).toBe('¥4,500');
  });

  it('keeps three decimals for three-decimal currencies', () => {
    expect(plain(formatMoney(12345, 'KWD', 'en'))).toMatch(/12\.345/);
  });

  it('falls back to number and code for an unknown currency code', () => {
    expect(formatMoney(1234, 'NOTACODE', 'en')).toBe('12.34 NOTACODE');
  });
});

describe('calendar dates', () => {
  it('formats YYYY-MM-DD as the same day in every time zone', () => {
    expect(formatCalendarDate('2025-03-01', 'en')).toBe('March 1, 2025');
    expect(formatCalendarDate('2025-03-01', 'fr')).toBe('1 mars 2025');
  });

  it('returns other strings unchanged', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
    expect(formatCalendarDate(null, 'en')).toBe('');
  });
});

describe('amounts typed in major units (the consultant fee)', () => {
  it('converts to integer minor units without floating-point drift', () => {
    expect(majorToMinor('45', 'EUR')).toBe(4500);
    expect(majorToMinor('45,50', 'EUR')).toBe(4550);
    expect(majorToMinor('45.5', 'EUR')).toBe(4550);
    expect(majorToMinor('0.29', 'EUR')).toBe(29);
    expect(majorToMinor('1 234,56', 'EUR')).toBe(123456);
    expect(majorToMinor('1200', 'JPY')).toBe(1200);
    expect(majorToMinor('12.345', 'KWD')).toBe(12345);
    expect(majorToMinor('45.50', 'EUR')).toBe(4550);
    expect(majorToMinor('10.0', 'JPY')).toBe(10);
  });

  it('refuses what is not an amount of that currency', () => {
    expect(majorToMinor('', 'EUR')).toBeNull();
    expect(majorToMinor('-5', 'EUR')).toBeNull();
    expect(majorToMinor('4.555', 'EUR')).toBeNull();
    expect(majorToMinor('10.5', 'JPY')).toBeNull();
    expect(majorToMinor('1e3', 'EUR')).toBeNull();
    expect(majorToMinor('abc', 'EUR')).toBeNull();
  });

  it('shows minor units back as major units to edit', () => {
    expect(minorToMajorText(4550, 'EUR')).toBe('45.50');
    expect(minorToMajorText(1200, 'JPY')).toBe('1200');
    expect(minorToMajorText(12345, 'KWD')).toBe('12.345');
    expect(majorToMinor(minorToMajorText(29, 'EUR'), 'EUR')).toBe(29);
    // In the reader's language: the decimal comma in French, read back as typed.
    expect(minorToMajorText(4550, 'EUR', 'fr')).toBe('45,50');
    expect(minorToMajorText(4550, 'EUR', 'en')).toBe('45.50');
    expect(minorToMajorText(1200, 'JPY', 'fr')).toBe('1200');
    expect(majorToMinor(minorToMajorText(123456, 'EUR', 'fr'), 'EUR')).toBe(123456);
  });
});

describe('instants in a time zone (times in the viewer’s zone, with a human zone name)', () => {
  const start = '2026-12-01T21:00:00.000Z';
  const end = '2026-12-01T22:00:00.000Z';

  it('shows the same instant as the wall-clock time of each zone, with the zone’s name', () => {
    expect(formatTime(start, 'Asia/Kolkata', 'fr')).toBe('02:30');
    expect(formatTime(start, 'Europe/Paris', 'fr')).toBe('22:00');
    expect(plain(formatTime(start, 'America/New_York', 'en'))).toBe('4:00 PM');
    expect(formatTimeRange(start, end, 'Europe/Paris', 'fr')).toBe('22:00–23:00');
    expect(timeZoneName('Asia/Kolkata', 'en', start)).toBe('India Standard Time');
    expect(timeZoneName('Europe/Paris', 'fr', start)).toBe('heure d’Europe centrale');
    // The generic name: the same in summer and winter.
    expect(timeZoneName('Europe/Paris', 'fr', '2026-07-01T12:00:00Z')).toBe('heure d’Europe centrale');
    expect(timeZoneName('Europe/Paris', 'en', '2026-07-01T12:00:00Z')).toBe('Central European Time');
    expect(timeZoneName('America/New_York', 'fr', start)).toBe('heure de l’Est nord-américain');
    expect(timeZoneName('America/New_York', 'en', start)).toBe('Eastern Time');
  });

  it('never shows a raw IANA id or a bare offset for a zone Intl knows', () => {
    expect(timeZoneName('UTC', 'en', start)).toBe('Coordinated Universal Time');
    expect(timeZoneName('UTC', 'fr', start)).toBe('temps universel coordonné');
    for (const zone of ['Europe/Paris', 'Asia/Kolkata', 'America/Sao_Paulo', 'Australia/Sydney']) {
      for (const locale of ['fr', 'en']) expect(timeZoneName(zone, locale, start)).not.toContain('/');
    }
  });

  it('says when a booking takes place in one wording: day, date, time range and zone name, in fr and en', () => {
    const booking = { start, end };
    expect(plain(formatBookingWhen(booking, 'Europe/Paris', 'fr').text)).toBe('mardi 1 décembre 2026, 22:00–23:00 (heure d’Europe centrale)');
    expect(plain(formatBookingWhen(booking, 'Europe/Paris', 'en').text)).toBe('Tuesday, December 1, 2026, 10:00 PM–11:00 PM (Central European Time)');
    // The same booking in Kolkata falls on the next day.
    expect(formatBookingWhen(booking, 'Asia/Kolkata', 'fr')).toMatchObject({ day: 'mercredi', date: '2 décembre 2026', time: '02:30–03:30', zone: 'heure de l’Inde' });
    expect(plain(formatDateTime(start, 'Europe/Paris', 'fr'))).toBe('mardi 1 décembre 2026 à 22:00 (heure d’Europe centrale)');
    expect(plain(formatDateTime(start, 'America/New_York', 'en'))).toBe('Tuesday, December 1, 2026 at 4:00 PM (Eastern Time)');
    // Without the zone's name, for a page that names it once.
    expect(plain(formatDateAndTime(start, 'America/New_York', 'en'))).toBe('Tuesday, December 1, 2026 at 4:00 PM');
  });

  it('puts an instant on the calendar day of the zone', () => {
    expect(dayKeyOf(start, 'Europe/Paris')).toBe('2026-12-01');
    expect(dayKeyOf(start, 'Asia/Kolkata')).toBe('2026-12-02');
    expect(formatDate(start, 'Asia/Kolkata', 'fr')).toBe('2 décembre 2026');
    expect(formatWeekday(start, 'Asia/Kolkata', 'en')).toBe('Wednesday');
    expect(formatWeekday(start, 'Europe/Paris', 'fr')).toBe('mardi');
    expect(formatDayKey('2026-12-02', 'fr')).toBe('mer. 2 déc.');
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(formatTime(start, 'Mars/Olympus', 'fr')).toBe('21:00');
  });
});

describe('brand names', () => {
  it('spells social networks as their brands do', () => {
    expect(socialNetworkName('youtube')).toBe('YouTube');
    expect(socialNetworkName('LinkedIn')).toBe('LinkedIn');
    expect(socialNetworkName('whatsapp')).toBe('WhatsApp');
    expect(socialNetworkName('x')).toBe('X');
    expect(socialNetworkName('mastodon')).toBe('Mastodon');
  });
});

describe('wall-clock times of a zone', () => {
  it('read an instant as the clocks of a zone show it, and back', async () => {
    const { instantOfWallTime, wallTimeOf } = await import('./format');
    expect(wallTimeOf('2026-12-13T12:00:00.000Z', 'Europe/Paris')).toBe('2026-12-13T13:00');
    expect(wallTimeOf('2026-07-01T23:30:00.000Z', 'Asia/Kolkata')).toBe('2026-07-02T05:00');
    expect(instantOfWallTime('2026-12-13T13:00', 'Europe/Paris')).toBe('2026-12-13T12:00:00.000Z');
    expect(instantOfWallTime('2026-07-01T13:00', 'Europe/Paris')).toBe('2026-07-01T11:00:00.000Z');
    expect(instantOfWallTime('2026-07-02T05:00', 'Asia/Kolkata')).toBe('2026-07-01T23:30:00.000Z');
    expect(instantOfWallTime('not a time', 'Europe/Paris')).toBeNull();
  });

  it('on the nights clocks change: a skipped time moves forward, a repeated time is the first', async () => {
    const { instantOfWallTime } = await import('./format');
    // 29 March 2026, Paris: 02:00 → 03:00 (02:30 does not exist)
    expect(instantOfWallTime('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026, Paris: 03:00 → 02:00 (02:30 happens twice: first at 00:30 UTC)
    expect(instantOfWallTime('2026-10-25T02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
  });
});
