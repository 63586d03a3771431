import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, formatCalendarDate, formatMoney, minorToMajor } from './format';

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
