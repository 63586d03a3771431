import { describe, expect, it } from 'vitest';
import { rankOptions, rankedFilter, sortOptions } from './option-order';

interface Entry {
  code: string;
  name: string;
}

const label = (e: Entry) => e.name;
const key = (e: Entry) => e.code;
const names = (list: Entry[]) => list.map(label);

const languagesFr: Entry[] = [
  { code: 'fy', name: 'Frison occidental' },
  { code: 'ee', name: 'Éwé' },
  { code: 'zu', name: 'Zoulou' },
  { code: 'fr', name: 'Français' },
  { code: 'ak', name: 'Akan' },
  { code: 'tw', name: 'akan' },
  { code: 'en', name: 'Anglais' },
  { code: 'es', name: 'Espagnol' },
  { code: 'fr', name: 'Français' },
];

const countriesFr: Entry[] = [
  { code: 'PF', name: 'Polynésie française' },
  { code: 'TF', name: 'Terres australes françaises' },
  { code: 'FR', name: 'France' },
  { code: 'EG', name: 'Égypte' },
  { code: 'ZW', name: 'Zimbabwe' },
  { code: 'ES', name: 'Espagne' },
  { code: 'AF', name: 'Afghanistan' },
];

describe('sortOptions', () => {
  it('sorts with the collation of the interface language: accented initials among their letter', () => {
    expect(names(sortOptions(countriesFr, label, 'fr', key))).toEqual(['Afghanistan', 'Égypte', 'Espagne', 'France', 'Polynésie française', 'Terres australes françaises', 'Zimbabwe']);
  });

  it('lists each entry once: same key, or same name up to case and accents', () => {
    const sorted = sortOptions(languagesFr, label, 'fr', key);
    expect(names(sorted)).toEqual(['Akan', 'Anglais', 'Espagnol', 'Éwé', 'Français', 'Frison occidental', 'Zoulou']);
    expect(sorted.filter((e) => e.code === 'fr')).toHaveLength(1);
  });

  it('keeps a chosen entry whose name another entry shares', () => {
    const sorted = sortOptions(languagesFr, label, 'fr', key, ['tw']);
    expect(sorted.map(key)).toContain('tw');
    expect(sorted.map(key)).not.toContain('ak');
  });

  it('does not change the given array', () => {
    const copy = [...countriesFr];
    sortOptions(countriesFr, label, 'fr', key);
    expect(countriesFr).toEqual(copy);
  });
});

describe('rankOptions', () => {
  const countries = sortOptions(countriesFr, label, 'fr', key);

  it('puts names starting with the typed text first, ignoring case and accents', () => {
    expect(names(rankOptions(countries, 'Fran', label, 'fr'))).toEqual(['France', 'Polynésie française', 'Terres australes françaises']);
    expect(names(rankOptions(sortOptions(languagesFr, label, 'fr', key), 'fran', label, 'fr'))).toEqual(['Français']);
    expect(names(rankOptions(countries, 'egy', label, 'fr'))).toEqual(['Égypte']);
  });

  it('puts a word starting with the text before a mere inner match', () => {
    const list = sortOptions(
      [
        { code: 'a', name: 'Mafrance' },
        { code: 'b', name: 'Île de France' },
        { code: 'c', name: 'France' },
      ],
      label,
      'fr',
      key,
    );
    expect(names(rankOptions(list, 'france', label, 'fr'))).toEqual(['France', 'Île de France', 'Mafrance']);
  });

  it('keeps every option, in order, for a blank text', () => {
    expect(rankOptions(countries, '  ', label, 'fr')).toEqual(countries);
  });

  it('ranks English names in an English interface ("Fre" → French first)', () => {
    const en = sortOptions(
      [
        { code: 'fy', name: 'Western Frisian' },
        { code: 'fr', name: 'French' },
        { code: 'ff', name: 'Fula' },
      ],
      label,
      'en',
      key,
    );
    expect(names(rankOptions(en, 'Fre', label, 'en'))).toEqual(['French']);
    expect(names(rankOptions(en, 'fri', label, 'en'))).toEqual(['Western Frisian']);
  });

  it('serves as a MUI filterOptions', () => {
    const filter = rankedFilter('fr');
    expect(names(filter(countries, { inputValue: 'fran', getOptionLabel: label }))).toEqual(['France', 'Polynésie française', 'Terres australes françaises']);
  });
});
