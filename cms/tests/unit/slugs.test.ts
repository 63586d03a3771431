/**
 * Slugs made from a text in one language (lib/slugs): a blog post's URL in that language.
 */
import { describe, expect, it } from 'vitest';
import { freeSlug, slugIn } from '../../src/lib/slugs';

describe('slugs', () => {
  it('makes a text’s slug in its language: lower case, letters without accents, words joined by hyphens, at most 80 characters', () => {
    expect(slugIn('Hygiène du sommeil : l’essentiel', 'fr')).toBe('hygiene-du-sommeil-lessentiel');
    expect(slugIn('Sleep hygiene essentials', 'en')).toBe('sleep-hygiene-essentials');
    const long = slugIn('Préparer sa première consultation en ligne avec un expert de la médecine ayurvédique traditionnelle', 'fr');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugIn('', 'fr')).toBe('');
    expect(slugIn(null, 'fr')).toBe('');
  });

  it('keeps a free slug, else adds -2, -3, … until one is free', () => {
    const taken = new Set(['bien-dormir', 'bien-dormir-2']);
    expect(freeSlug('le-yoga', (slug) => taken.has(slug))).toBe('le-yoga');
    expect(freeSlug('bien-dormir', (slug) => taken.has(slug))).toBe('bien-dormir-3');
    taken.delete('bien-dormir-2');
    expect(freeSlug('bien-dormir', (slug) => taken.has(slug))).toBe('bien-dormir-2');
  });
});
