import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, formatCalendarDate, formatMoney, majorToMinor, minorToMajor, minorToMajorText } from './format';

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
  });
});
