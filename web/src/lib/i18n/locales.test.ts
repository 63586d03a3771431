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

describe("messages of the API's schemas", () => {
  it('every message key the contracts can produce is translated in French and English', async () => {
    // The schemas the forms check with (`@contracts/*` and the questionnaire's rules) name their
    // messages by key (`checkMessage('validation.x')`, `params: { key: 'forms.x' }`); the forms
    // translate them with these files.
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(__dirname, '../../../../cms/src');
    const files = [...readdirSync(join(root, 'contracts')).map((name) => join(root, 'contracts', name)), join(root, 'lib/health-assessment/questionnaire.ts')];
    const found = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:checkMessage\(|key: )'((?:validation|forms)\.[A-Za-z]+)'/g)) found.add(match[1]);
    }
    for (const key of [
      'validation.required',
      'validation.tooShort',
      'validation.tooLong',
      'validation.integer',
      'validation.atMost',
      'validation.email',
      'validation.choice',
      'validation.unknownField',
      'validation.failed',
    ])
      found.add(key);
    expect(found.size).toBeGreaterThan(10);
    for (const file of [fr, en]) {
      const defined = new Set(keys(file));
      expect([...found].filter((key) => !defined.has(key))).toEqual([]);
    }
  });
});
