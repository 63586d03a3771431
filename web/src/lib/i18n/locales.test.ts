import { describe, expect, it } from 'vitest';
import fr from './locales/fr.json';
import en from './locales/en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation files', () => {
  it('French and English define the same keys, none empty', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const file of [fr, en]) {
      for (const key of keys(file)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
      }
    }
  });
});
