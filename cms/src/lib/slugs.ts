/**
 * Slugs made from a text in one language: the back office makes a missing one from the title of that
 * language when it saves (a blog post's URL in each language), and the database migration that gave
 * French blog posts their own slug (database/migrations) made them with the same function.
 *
 * @module lib/slugs
 */
import slugify from 'slugify';

/**
 * A text in one language → its slug (`Hygiène du sommeil` → `hygiene-du-sommeil`), at most 80
 * characters (a slug's limit, cut at a hyphen's place); `''` for no text.
 *
 * @param locale - the text's language (its letters' transliteration)
 */
export function slugIn(text: unknown, locale: 'fr' | 'en'): string {
  return typeof text === 'string' ? slugify(text, { lower: true, strict: true, locale }).slice(0, 80).replace(/-+$/, '') : '';
}

/**
 * `slug` itself when it is free, else the first free of `slug-2`, `slug-3`, …
 *
 * @param taken - whether a slug is already someone else's
 */
export function freeSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n += 1) if (!taken(`${slug}-${n}`)) return `${slug}-${n}`;
}
