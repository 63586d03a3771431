/**
 * French elision of the preposition « de » before a name: « de Marc » but « d’Aisha », « d’Hélène »
 * (a vowel or an h, which in first names is nearly always mute). One rule for the e-mails of the API
 * and the pages of the web, which imports it through `@contracts/elision`.
 *
 * @module contracts/elision
 */

/** First letters (after accents are stripped) before which « de » becomes « d’ ». */
const ELIDING = /^[aeiouyh]/i;

/**
 * « de » followed by `name`, elided before a vowel or an h: `deName('Aisha')` is `'d’Aisha'`,
 * `deName('Marc')` is `'de Marc'`. Leading spaces are dropped; an empty name gives `'de '`.
 *
 * @param name - a person's display name, as written.
 * @returns the French phrase « de <name> » or « d’<name> ».
 */
export function deName(name: string): string {
  const trimmed = name.trimStart();
  const bare = trimmed.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ELIDING.test(bare) ? `d’${trimmed}` : `de ${trimmed}`;
}
