/**
 * Numbers as the admin reads and types them, in the interface language (spec §9): `1 234,5` in French,
 * `1,234.5` in English, whatever the browser's own language. Read and written with Intl's separators of
 * the language, the digits kept as text so that amounts convert to minor units exactly.
 *
 * @module common/numbers
 */

/** The separators of numbers in a language: decimal (`,` in French, `.` in English) and grouping. */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.', group: parts.find((part) => part.type === 'group')?.value ?? ',' };
}

/** A number as typed: its sign, and its digits before and after the decimal separator. */
export interface TypedNumber {
  negative: boolean;
  /** digits before the separator, without leading zeros (`0` at least) */
  whole: string;
  /** digits after the separator, as typed (`''` when none) */
  fraction: string;
}

/** Spaces of every kind: French groups digits with a (narrow) no-break space, people type a plain one. */
const SPACES = /[\s\u00a0\u202f]/g;
const SPACE = /^[\s\u00a0\u202f]$/;

/**
 * Read a number typed in the interface language: `12,50`, `1 234,5` (or `1234.5`, a point typed for the
 * comma) in French; `12.50`, `1,234.5` in English, where a comma only groups thousands (`12,50` is not a
 * number). Spaces are ignored, a leading `-` makes it negative, `12,` is 12 (still being typed).
 *
 * @param text - what the admin typed.
 * @param locale - the interface language (`fr`, `en`).
 * @returns its parts; `null` for an empty text; `undefined` when it is not a number.
 */
export function readNumber(text: string, locale: string): TypedNumber | null | undefined {
  let body = text.replace(SPACES, '');
  if (!body) return null;
  const negative = /^[-\u2212]/.test(body);
  body = body.replace(/^[-\u2212+]/, '');
  const { decimal, group } = numberSeparators(locale);
  const groups = SPACE.test(group) ? null : group;
  // A point where the language writes a comma, in a number without a comma: the decimal separator.
  const separator = decimal !== '.' && groups !== '.' && !body.includes(decimal) ? '.' : decimal;
  const [whole, fraction, ...more] = body.split(separator);
  if (more.length || (fraction !== undefined && !/^\d*$/.test(fraction))) return undefined;
  let digits = whole;
  if (groups && whole.includes(groups)) {
    if (!new RegExp(`^\\d{1,3}(${groups.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d{3})+$`).test(whole)) return undefined;
    digits = whole.split(groups).join('');
  }
  if (!/^\d*$/.test(digits) || (!digits && !fraction)) return undefined;
  return { negative, whole: digits.replace(/^0+(?=\d)/, '') || '0', fraction: fraction ?? '' };
}

/** Digits after the separator that count (trailing zeros do not: `12,50` has one). */
export const significantDecimals = (typed: TypedNumber) => typed.fraction.replace(/0+$/, '').length;

/** The number the parts stand for (`-12.5`). */
export const numberOf = (typed: TypedNumber): number => Number(`${typed.negative ? '-' : ''}${typed.whole}.${typed.fraction || '0'}`);

/**
 * The parts as an integer number of `10^-scale` units (`12,5` at scale 2 → `1250`), exactly (from the
 * digits, with no floating-point rounding); `undefined` when they have more decimals than `scale` or
 * the integer would not be exact in JavaScript.
 */
export function scaledInteger(typed: TypedNumber, scale: number): number | undefined {
  const fraction = typed.fraction.replace(/0+$/, '');
  if (fraction.length > scale) return undefined;
  const units = Number(`${typed.whole}${fraction.padEnd(scale, '0')}`);
  if (!Number.isSafeInteger(units)) return undefined;
  return typed.negative && units !== 0 ? -units : units;
}

/**
 * A number written in the interface language, digits grouped (`1 234,5` in French, `1,234.5` in
 * English).
 *
 * @param decimals - exactly this many digits after the separator (amounts: `12,50`); by default as
 *   many as the number has.
 */
export function writeNumber(value: number, locale: string, decimals?: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals ?? 0, maximumFractionDigits: decimals ?? 20 }).format(value);
}
