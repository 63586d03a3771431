/**
 * Text in the language's alphabetical order on both databases (the back office's sorted lists): accents
 * and case count only between texts that are otherwise equal, so that in French "Aline, Élodie, Emma,
 * zoé" follow each other, where the databases' byte order puts "Élodie" after "Zoé" and every lowercase
 * initial after the uppercase ones.
 *
 * - PostgreSQL compares with the ICU collation of the language (`COLLATE "fr-x-icu"`; Debian's server is
 *   built with ICU, which creates these collations in every database);
 * - SQLite has no such collation, and better-sqlite3 registers SQL functions but no collations: each
 *   connection gets the deterministic function `collation_key(text, locale)` ({@link registerCollationKey}),
 *   whose result, compared byte by byte as SQLite compares text, orders as Intl.Collator (the same ICU
 *   rules) orders the texts ({@link collationKey}).
 *
 * @module lib/collation
 */
import { LRUCache } from 'lru-cache';
import type { Locale } from './messages';

/** The SQLite function giving a text's {@link collationKey}: `collation_key(text, locale)`. */
export const COLLATION_KEY_FUNCTION = 'collation_key';

/** PostgreSQL's ICU collation of each language of the product. */
const ICU_COLLATIONS: Record<Locale, string> = { fr: 'fr-x-icu', en: 'en-x-icu' };

/** Letters that ICU reads as two (`œ` as `oe`, a little after it), which Unicode does not decompose. */
const EXPANSIONS: Readonly<Record<string, string>> = { æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ß: 'ss', ẞ: 'SS' };

/**
 * The characters whose weights are read from the collator: Latin, Greek and Cyrillic letters, digits,
 * spaces, punctuation, spacing accents and currency signs. Others weigh by their lowercase code point:
 * symbols before the digits, letters after the table's.
 */
const WEIGHED_RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x52f],
  [0x1e00, 0x1eff],
  [0x2010, 0x205e],
  [0x20a0, 0x20c0],
];

/** Combining marks (accents), whose order the collator gives too. */
const MARK_RANGES: readonly [number, number][] = [
  [0x300, 0x36f],
  [0x1dc0, 0x1dff],
];

/** A character's weights: its letter, its own accent (a stroke, as `ø`), its case. */
interface Weights {
  primary: number;
  secondary: number;
  tertiary: number;
}

/** The weights of one language: characters, and accents by rank (0: ignored). */
interface WeightTable {
  characters: Map<string, Weights>;
  marks: Map<string, number>;
  /** the primary weight of the first digit: spaces, punctuation and symbols weigh less */
  digits: number;
  /** the first primary weight after those of the table */
  next: number;
}

/**
 * Room left in the primary weights for characters outside the table, by code point: symbols between the
 * table's symbols and its digits, letters after the table's letters.
 */
const OUTSIDE = 0x110000;

/**
 * Whether the collator weighs a character as it is rather than as its Unicode decomposition: characters
 * without one, and spacing accents (`¨`, `˜`: a space and a combining accent to Unicode, a sign to ICU).
 */
function weighedWhole(character: string): boolean {
  const decomposed = character.normalize('NFKD');
  return decomposed === character || (decomposed.length > 1 && decomposed.startsWith(' '));
}

const codePoints = (ranges: readonly [number, number][]) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)));

/**
 * Weigh the characters of a language with its collator: sorted at full strength, a new letter starts
 * where two neighbours differ at the base level, a new accent where they differ by accent, a new case
 * where they differ otherwise.
 */
function weightTable(locale: string): WeightTable {
  const base = new Intl.Collator(locale, { sensitivity: 'base' }).compare;
  const accent = new Intl.Collator(locale, { sensitivity: 'accent' }).compare;
  const variant = new Intl.Collator(locale, { sensitivity: 'variant' }).compare;
  // Characters of their own: not decomposed by Unicode (accented letters are a letter and a mark), not
  // read as two letters, not ignored by the collator.
  const own = codePoints(WEIGHED_RANGES).filter((character) => weighedWhole(character) && !EXPANSIONS[character] && variant(character, '') !== 0);
  own.sort(variant);
  const characters = new Map<string, Weights>();
  let previous: string | undefined;
  let weights: Weights = { primary: 0, secondary: 0, tertiary: 0 };
  for (const character of own) {
    if (previous !== undefined) {
      if (base(previous, character) !== 0) weights = { primary: weights.primary + 1, secondary: 0, tertiary: 0 };
      else if (accent(previous, character) !== 0) weights = { ...weights, secondary: weights.secondary + 1, tertiary: 0 };
      else if (variant(previous, character) !== 0) weights = { ...weights, tertiary: weights.tertiary + 1 };
    }
    characters.set(character, weights);
    previous = character;
  }
  // Accents ranked by how the collator orders the same letter bearing each.
  const marks = codePoints(MARK_RANGES).filter((mark) => accent('a', `a${mark}`) !== 0);
  marks.sort((x, y) => accent(`a${x}`, `a${y}`));
  const markRanks = new Map<string, number>();
  let rank = 0;
  marks.forEach((mark, index) => {
    if (index === 0 || accent(`a${marks[index - 1]}`, `a${mark}`) !== 0) rank += 1;
    markRanks.set(mark, rank);
  });
  // Digits and letters move up to leave room below them for the symbols outside the table.
  const digits = (characters.get('0') as Weights).primary;
  for (const [character, own] of characters) if (own.primary >= digits) characters.set(character, { ...own, primary: own.primary + OUTSIDE });
  return { characters, marks: markRanks, digits, next: weights.primary + OUTSIDE + 1 };
}

const tables = new Map<string, WeightTable>();

/** The weight table of a language, built once. */
function tableOf(locale: string): WeightTable {
  let table = tables.get(locale);
  if (!table) {
    table = weightTable(locale);
    tables.set(locale, table);
  }
  return table;
}

/** Keys computed lately: a sorted list read page after page weighs the same texts again. */
const keys = new LRUCache<string, string>({ max: 20_000 });

const hex = (value: number, width: number) =>
  Math.min(value, 16 ** width - 1)
    .toString(16)
    .padStart(width, '0');

/**
 * A text's sort key in a language: keys compared character by character (by code point, as SQLite
 * compares text) order as `Intl.Collator(locale)` orders the texts: letters first, then accents (the
 * first accent that differs decides, as CLDR's French does), then case (lowercase first). Weights are
 * written as fixed-width hexadecimal digits, the three levels separated by a space, which sorts before
 * any digit so that a text sorts before its continuations.
 *
 * @param text - any text (normalized here: `é` typed as one character or as `e` and an accent weigh the same)
 * @param locale - a BCP 47 language tag (`fr`, `en`)
 * @returns the key (letters: 6 digits per letter; accents: 6; case: 2)
 */
export function collationKey(text: string, locale: string): string {
  const cacheKey = `${locale}\u0000${text}`;
  const cached = keys.get(cacheKey);
  if (cached !== undefined) return cached;
  const table = tableOf(locale);
  const letters: { primary: number; secondary: number[]; tertiary: number }[] = [];
  /** one letter of the key; a compatibility form (`ﬁ`, `²`) weighs between the lowercase and uppercase letters */
  const push = (weights: Weights, compatible: boolean, secondary = weights.secondary) =>
    letters.push({ primary: weights.primary, secondary: [secondary], tertiary: 2 * weights.tertiary + (compatible ? 1 : 0) });
  for (const composed of text.normalize('NFC')) {
    const decomposed = weighedWhole(composed) ? composed : composed.normalize('NFKD');
    const compatible = decomposed !== composed && decomposed !== composed.normalize('NFD');
    for (const character of decomposed) {
      const expansion = EXPANSIONS[character];
      const mark = table.marks.get(character);
      const weights = table.characters.get(character);
      if (expansion) {
        // `œ` weighs `oe` with an accent of its own on the `e`, so that it follows `oe`
        for (const [index, part] of [...expansion].entries()) {
          const own = table.characters.get(part) as Weights;
          push(own, compatible, index ? 0xff : own.secondary);
        }
      } else if (mark !== undefined) {
        const last = letters[letters.length - 1];
        if (last && last.secondary.length < 3) last.secondary.push(mark);
      } else if (weights) push(weights, compatible);
      else if (!/^[\p{M}\p{Cc}\p{Cf}]$/u.test(character)) {
        // outside the table: by its lowercase code point, symbols before digits, letters after the table's
        const lower = character.toLowerCase();
        const primary = (/^[\p{P}\p{S}\p{Z}]$/u.test(character) ? table.digits : table.next) + (lower.codePointAt(0) ?? 0);
        push({ primary, secondary: 0, tertiary: lower === character ? 0 : 1 }, compatible);
      }
    }
  }
  const primary = letters.map((letter) => hex(letter.primary, 6)).join('');
  const secondary = letters
    .map((letter) =>
      letter.secondary
        .map((weight) => hex(weight, 2))
        .join('')
        .padEnd(6, '0'),
    )
    .join('');
  const tertiary = letters.map((letter) => hex(letter.tertiary, 2)).join('');
  const key = `${primary} ${secondary} ${tertiary}`;
  keys.set(cacheKey, key);
  return key;
}

/** The part of a better-sqlite3 connection that registers SQL functions. */
interface FunctionConnection {
  function(name: string, options: { deterministic: boolean }, implementation: (...values: unknown[]) => unknown): unknown;
}

/**
 * Register `collation_key(text, locale)` ({@link collationKey}; `NULL` stays `NULL`) on a new SQLite
 * connection (config/database.ts `afterCreate`).
 * @returns the same connection
 */
export function registerCollationKey<C extends FunctionConnection>(connection: C): C {
  connection.function(COLLATION_KEY_FUNCTION, { deterministic: true }, (value, locale) =>
    value === null || value === undefined ? null : collationKey(String(value), typeof locale === 'string' ? locale : 'fr'),
  );
  return connection;
}

/**
 * The SQL expression to sort a text column by in a language, with its bindings, for knex's
 * `orderByRaw`: the column under the language's ICU collation on PostgreSQL, its
 * {@link COLLATION_KEY_FUNCTION} on SQLite.
 * @param client - the database client (`postgres`, `sqlite`…: `strapi.db.dialect.client`)
 * @param column - an SQL expression giving the text (a column reference or a scalar subquery)
 * @param locale - the language whose order applies
 */
export function collatedText(client: string, column: { sql: string; bindings: readonly unknown[] }, locale: Locale): { sql: string; bindings: unknown[] } {
  if (client === 'postgres') return { sql: `(${column.sql}) COLLATE "${ICU_COLLATIONS[locale]}"`, bindings: [...column.bindings] };
  return { sql: `${COLLATION_KEY_FUNCTION}(${column.sql}, ?)`, bindings: [...column.bindings, locale] };
}
