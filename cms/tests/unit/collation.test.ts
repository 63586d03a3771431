/**
 * The sort key SQLite sorts back-office lists by (src/lib/collation.ts, docs/api.md "Consultant and admin
 * surfaces"): keys compared as SQLite compares text order as the language's collator orders the texts.
 */
import { describe, expect, it } from 'vitest';
import { collationKey, collatedText } from '../../src/lib/collation';

/** Code point order, as SQLite compares text (UTF-8 bytes). */
const byCodePoints = (x: string, y: string) => {
  const a = [...x].map((character) => character.codePointAt(0) as number);
  const b = [...y].map((character) => character.codePointAt(0) as number);
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return a.length - b.length;
};
const sortedByKey = (texts: string[], locale: string) => [...texts].sort((x, y) => byCodePoints(collationKey(x, locale), collationKey(y, locale)));

/** A pseudo-random sequence of its own, so that each run draws the same texts. */
function draws(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('the sort key of a text', () => {
  it('puts names in French alphabetical order: accents and case count only between otherwise equal names', () => {
    expect(sortedByKey(['zoé', 'Emma', 'Élodie', 'Aline', 'émile', 'emma', 'Zacharie'], 'fr')).toEqual(['Aline', 'Élodie', 'émile', 'emma', 'Emma', 'Zacharie', 'zoé']);
    // the first accent that differs decides (CLDR's French)
    expect(sortedByKey(['côté', 'coté', 'côte', 'cote'], 'fr')).toEqual(['cote', 'coté', 'côte', 'côté']);
    // a name is before its continuations; spaces and hyphens before letters
    expect(sortedByKey(['Jeanne', 'Jean-Pierre', 'Jean', 'Jean Pierre'], 'fr')).toEqual(['Jean', 'Jean Pierre', 'Jean-Pierre', 'Jeanne']);
  });

  it('orders as the collator does, whatever the letters, signs and accents', () => {
    const alphabet = [...'aAàÀâäæÆbcçÇdeéèêëEÉfﬁgh iïîjklłmnñoôöœŒøpqrsßtuùûüvwxyÿzZ0129 -_.,;:!?\'’"()&@#%+/€$¹²½ˆ˜ǆǄἀάΆαΩωжЖёЁệỆ中文😀\u0301\u0300\u0308'];
    const random = draws(20_261_129);
    const text = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (const locale of ['fr', 'en']) {
      const compare = new Intl.Collator(locale).compare;
      const disagreements: string[] = [];
      for (let draw = 0; draw < 10_000; draw += 1) {
        const [x, y] = [text(), text()];
        const expected = Math.sign(compare(x, y));
        // texts the collator finds equal may have different keys (a letter typed with or without its accent)
        if (expected !== 0 && Math.sign(byCodePoints(collationKey(x, locale), collationKey(y, locale))) !== expected) disagreements.push(`${locale}: ${JSON.stringify(x)} ${JSON.stringify(y)}`);
      }
      expect(disagreements).toEqual([]);
    }
  });

  it('weighs an accented letter the same whether typed as one character or as a letter and an accent', () => {
    expect(collationKey('Élodie', 'fr')).toBe(collationKey('E\u0301lodie', 'fr'));
  });

  it('sorts in SQL with the language’s ICU collation on PostgreSQL, the key function on SQLite', () => {
    expect(collatedText('postgres', { sql: '??', bindings: ['sorted.name'] }, 'fr')).toEqual({ sql: '(??) COLLATE "fr-x-icu"', bindings: ['sorted.name'] });
    expect(collatedText('sqlite', { sql: '??', bindings: ['sorted.name'] }, 'en')).toEqual({ sql: 'collation_key(??, ?)', bindings: ['sorted.name', 'en'] });
  });
});
