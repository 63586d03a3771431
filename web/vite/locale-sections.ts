/// <reference types="node" />
/**
 * Vite plugin splitting the translation files in two parts, so that every interface string still lives
 * in `src/lib/i18n/locales/{fr,en}.json` while the texts of the account pages stay off the home page's
 * JavaScript:
 *
 * - `import core from './locales/fr.json?core'` → the file without the {@link LAZY_LOCALE_SECTIONS};
 * - `import lazy from './locales/fr.json?lazy'` → only those sections (loaded with the account routes,
 *   see `src/lib/i18n/index.ts` `ensureLazyTranslations`).
 *
 * Both resolve to a JavaScript module whose default export is the (filtered) object. Used by both
 * `vite.config.ts` and `vitest.config.ts`.
 *
 * @module vite/locale-sections
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Top-level keys of the translation files that are only loaded with the account pages. */
export const LAZY_LOCALE_SECTIONS: readonly string[] = ['forms', 'auth', 'account', 'client', 'consultant', 'bookings', 'complaints', 'room'];

const PREFIX = '\0locale-section:';
const REQUEST = /\.json\?(core|lazy)$/;

/**
 * Picks the core or the lazy part of a translation object.
 *
 * @param all - the parsed translation file.
 * @param part - `core` (everything but the lazy sections) or `lazy` (only them).
 */
export function pickLocaleSections(all: Record<string, unknown>, part: 'core' | 'lazy', lazy: readonly string[] = LAZY_LOCALE_SECTIONS): Record<string, unknown> {
  return Object.fromEntries(Object.entries(all).filter(([key]) => lazy.includes(key) === (part === 'lazy')));
}

/** The plugin. */
export function localeSections(lazy: readonly string[] = LAZY_LOCALE_SECTIONS): Plugin {
  return {
    name: 'locale-sections',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = REQUEST.exec(source);
      if (!match || !importer) return null;
      const file = path.resolve(path.dirname(importer.replace(/^\0/, '').split('?')[0]), source.replace(/\?.*$/, ''));
      return `${PREFIX}${file}?${match[1]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file, part] = id.slice(PREFIX.length).split('?') as [string, 'core' | 'lazy'];
      this.addWatchFile(file);
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = pickLocaleSections(all, part, lazy);
      return `export default ${JSON.stringify(picked)};\n`;
    },
  };
}
