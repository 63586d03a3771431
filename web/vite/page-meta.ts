/// <reference types="node" />
/**
 * Vite plugin writing `page-meta.json` into the build: for every page of `src/config/routes.ts`, its
 * URL pattern, whether search engines may index it, the live content that fills its head, and its
 * title and description in each language, taken from the translation files
 * (`src/lib/i18n/locales/{fr,en}.json`). The server reads it to write each page's head before any
 * JavaScript runs (cms `lib/seo`, docs/seo.md).
 *
 * File shape ({@link PageMetaFile}):
 * `{ "site": { "fr": "…", "en": "…" }, "description": { "fr", "en" }, "pages": [{ "path": "/blog/:slug",
 * "indexable": true, "content": "blogPost", "title": { "fr": "…", "en": "…" }, "titleByRole": null,
 * "description": { "fr": "…", "en": "…" } }, …] }`. With `titleByRole` (e.g. `/public/:role/sign-in`),
 * `titleByRole.<lang>` maps each `:role` value (and `default`) to its title.
 *
 * For the page's first load (docs/performance.md) each page also carries `reads`, the API reads of its
 * first render (`initialData` of the routes; `layoutReads` at the top for every page), which the server
 * embeds in the HTML, and `preload`, the URLs of its route module's code (the module's chunk and the
 * chunks it imports, the entry's excepted: the HTML loads it anyway), which the server lists as
 * `<link rel="modulepreload">`.
 *
 * @module vite/page-meta
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { isIndexable, LAYOUT_READS, routeGroups, type InitialRead, type PageRoute } from '../src/config/routes';

/** Name of the emitted file, at the root of `dist`. */
export const PAGE_META_FILE = 'page-meta.json';

/** The interface languages the file carries. */
const LANGUAGES = ['fr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
type PerLanguage<T> = Record<Language, T>;

/** One page of {@link PageMetaFile}. */
export interface PageMeta {
  path: string;
  indexable: boolean;
  content: PageRoute['content'] | null;
  title: PerLanguage<string>;
  titleByRole: PerLanguage<Record<string, string>> | null;
  description: PerLanguage<string>;
  /** API reads of the page's first render (besides {@link PageMetaFile.layoutReads}). */
  reads: readonly InitialRead[];
  /** URLs of the code of the page's route module, to preload. */
  preload: string[];
  /** Whether the server renders the page's first screen (`config/routes` `serverRendered`). */
  serverRendered: boolean;
}

/** The whole file. */
export interface PageMetaFile {
  /** The site's name when the web settings have none (`common.siteNameFallback`). */
  site: PerLanguage<string>;
  /** The site's description (`seo.descriptions.default`). */
  description: PerLanguage<string>;
  /** API reads of every page's layout. */
  layoutReads: readonly InitialRead[];
  pages: PageMeta[];
}

type Translations = Record<string, unknown>;

function lookup(translations: Translations, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Translations)[part] : undefined), translations);
}

function text(translations: Translations, key: string): string {
  const value = lookup(translations, key);
  if (typeof value !== 'string') throw new Error(`page-meta: translation "${key}" is missing or not a text`);
  return value;
}

/**
 * The code each route module needs: module name (`app/routes/<name>.tsx`) → URLs of its chunk and of the
 * chunks it imports statically, the entry's excepted.
 *
 * @param bundle - the build's output (Rollup/Rolldown `generateBundle`).
 * @param base - the build's public base (`/`).
 */
export function routeModuleChunks(bundle: Rolldown.OutputBundle, base = '/'): Map<string, string[]> {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const result = new Map<string, string[]>();
  for (const chunk of chunks.values()) {
    const name = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!name || !chunk.isDynamicEntry) continue;
    const files: string[] = [];
    const visit = (fileName: string) => {
      const item = chunks.get(fileName);
      if (!item || item.isEntry || files.includes(fileName)) return;
      files.push(fileName);
      item.imports.forEach(visit);
    };
    visit(chunk.fileName);
    result.set(
      name,
      files.map((file) => `${base}${file}`),
    );
  }
  return result;
}

/**
 * Builds the file's content from the routes and the translations.
 *
 * @param translations - the parsed translation files by language.
 * @param modules - the code of each route module ({@link routeModuleChunks}).
 * @throws Error when a route names a title or description key that the translations lack, or a route
 *   module the build does not have.
 */
export function pageMeta(translations: PerLanguage<Translations>, modules: Map<string, string[]> = new Map()): PageMetaFile {
  const preload = (page: PageRoute): string[] => {
    if (!page.module) return [];
    const files = modules.get(page.module);
    if (!files) throw new Error(`page-meta: route module "${page.module}" of ${page.path} is not in the build`);
    return files;
  };
  const perLanguage = <T>(pick: (language: Language) => T): PerLanguage<T> => ({ fr: pick('fr'), en: pick('en') });
  const pages = (Object.entries(routeGroups) as [keyof typeof routeGroups, Record<string, PageRoute>][]).flatMap(([group, routes]) =>
    Object.values(routes).map((page): PageMeta => ({
      path: page.path,
      indexable: isIndexable(page, group),
      content: page.content ?? null,
      title: perLanguage((language) => (page.titleByRole ? text(translations[language], `${page.title}.default`) : text(translations[language], page.title))),
      titleByRole: page.titleByRole ? perLanguage((language) => lookup(translations[language], page.title) as Record<string, string>) : null,
      description: perLanguage((language) => text(translations[language], page.description ?? 'seo.descriptions.default')),
      reads: page.initialData ?? [],
      preload: preload(page),
      serverRendered: page.serverRendered ?? false,
    })),
  );
  return {
    site: perLanguage((language) => text(translations[language], 'common.siteNameFallback')),
    description: perLanguage((language) => text(translations[language], 'seo.descriptions.default')),
    layoutReads: LAYOUT_READS,
    pages,
  };
}

/** The plugin (build only). */
export function pageMetaFile(localesDir = path.resolve(__dirname, '../src/lib/i18n/locales')): Plugin {
  return {
    name: 'page-meta',
    apply: 'build',
    generateBundle(_options, bundle) {
      const read = (language: Language) => JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Translations;
      const content = pageMeta({ fr: read('fr'), en: read('en') }, routeModuleChunks(bundle));
      this.emitFile({ type: 'asset', fileName: PAGE_META_FILE, source: `${JSON.stringify(content)}\n` });
    },
  };
}
