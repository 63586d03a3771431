/**
 * Order of the choices of every picker fed by a reference list (languages, countries, nationalities,
 * specializations…): sorted with the collation of the interface language (`Égypte` between `Égalité`
 * and `Espagne`, not after `Zimbabwe`), each entry listed once, and, while the person types, the
 * entries whose name starts with the typed text first (`Fran` → `Français` before `Franco-provençal`
 * and `Polynésie française`), then those with a word starting with it, then those merely containing
 * it. Accents and case are ignored when matching (`fran` finds `Français`).
 *
 * @example
 * const { order, filterOptions } = useOptionOrder();
 * const options = useMemo(() => order(countries, (c) => c.name, (c) => c.code), [order, countries]);
 * <Autocomplete options={options} filterOptions={filterOptions} … />
 *
 * @module lib/option-order
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/** A text folded for matching: no accents, lower case, single spaces. */
function fold(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).replace(/\s+/g, ' ').trim();
}

/** Collators by locale (building one is not free; pickers sort often). */
const collators = new Map<string, Intl.Collator>();

/** The collator of a locale: accents count only to break ties, numbers in numeric order. */
function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'variant', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Sorts options by their label with the collation of `locale` and lists each entry once: a second
 * option with the same key, or with the same label (ignoring case and accents), is left out.
 *
 * @param options - the options, in any order.
 * @param getLabel - the label shown for an option.
 * @param locale - the interface language (`fr`, `en`, any BCP 47 tag).
 * @param getKey - the stored key of an option (default: its label).
 * @param keep - keys to keep when their label is shared by another option (e.g. the chosen ones).
 * @returns a new array, sorted, without duplicates.
 */
export function sortOptions<T>(options: readonly T[], getLabel: (option: T) => string, locale: string, getKey: (option: T) => string = getLabel, keep: readonly string[] = []): T[] {
  const kept = new Set(keep);
  // Chosen options first, so that a shared label keeps the chosen one; otherwise the first given wins.
  const candidates = [...options.filter((o) => kept.has(getKey(o))), ...options.filter((o) => !kept.has(getKey(o)))];
  const keys = new Set<string>();
  const labels = new Set<string>();
  const unique = candidates.filter((option) => {
    const key = getKey(option);
    const label = fold(getLabel(option), locale);
    if (keys.has(key) || labels.has(label)) return false;
    keys.add(key);
    labels.add(label);
    return true;
  });
  const collator = collatorOf(locale);
  return unique.sort((a, b) => collator.compare(getLabel(a), getLabel(b)));
}

/**
 * The options matching a typed text, best first: labels starting with it, then labels with a word
 * starting with it, then labels containing it; within each group, the order of `options` (sort them
 * with {@link sortOptions} first). Case and accents are ignored.
 *
 * @param options - the options, already in display order.
 * @param input - the typed text; blank keeps every option in its order.
 * @param getLabel - the label shown for an option.
 * @param locale - the interface language.
 * @returns a new array of the matching options.
 */
export function rankOptions<T>(options: readonly T[], input: string, getLabel: (option: T) => string, locale: string): T[] {
  const query = fold(input, locale);
  if (!query) return [...options];
  const groups: [T[], T[], T[]] = [[], [], []];
  for (const option of options) {
    const label = fold(getLabel(option), locale);
    const at = label.indexOf(query);
    if (at < 0) continue;
    if (at === 0) groups[0].push(option);
    else if (/[\s'’(-]/.test(label[at - 1]) || label.split(/[\s'’(-]+/).some((word) => word.startsWith(query))) groups[1].push(option);
    else groups[2].push(option);
  }
  return groups.flat();
}

/** The `filterOptions` of a MUI Autocomplete: its options ranked by {@link rankOptions}. */
export type RankedFilter = <T>(options: T[], state: { inputValue: string; getOptionLabel: (option: T) => string }) => T[];

/**
 * A MUI Autocomplete `filterOptions` ranking by {@link rankOptions} in `locale`.
 *
 * @param locale - the interface language.
 */
export function rankedFilter(locale: string): RankedFilter {
  return (options, { inputValue, getOptionLabel }) => rankOptions(options, inputValue, getOptionLabel, locale);
}

/**
 * {@link sortOptions} and the ranked `filterOptions` in the interface language, for pickers.
 *
 * @returns `order(options, getLabel, getKey?, keep?)` and `filterOptions`, stable while the language is.
 */
export function useOptionOrder() {
  const { i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  return useMemo(
    () => ({
      locale,
      order: <T>(options: readonly T[], getLabel: (option: T) => string, getKey?: (option: T) => string, keep?: readonly string[]) => sortOptions(options, getLabel, locale, getKey, keep),
      filterOptions: rankedFilter(locale),
    }),
    [locale],
  );
}
