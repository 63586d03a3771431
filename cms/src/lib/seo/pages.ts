/**
 * The web app's pages as the web build describes them in `page-meta.json` (web `vite/page-meta.ts`,
 * from `web/src/config/routes.ts` and the translation files): URL pattern, indexable or not, the live
 * content that fills the head, title and description in fr and en. Read again when the file changes
 * (a new web build needs no restart).
 */
import fs from 'fs';
import path from 'path';
import type { PageLanguage } from './head';

/** File of the web build describing its pages. */
export const PAGE_META_FILE = 'page-meta.json';

type PerLanguage<T> = Record<PageLanguage, T>;

/**
 * One API read of a page's first render (web `config/routes` `InitialRead`): a path on `/api/client/`
 * whose `:name` stands for the page's parameter, and the query as the page's read passes it.
 */
export interface InitialRead {
  path: string;
  query?: Record<string, string | number>;
}

/** One page of the file. */
export interface PageMeta {
  path: string;
  indexable: boolean;
  content: 'blogPost' | 'expert' | 'faq' | 'webinar' | null;
  title: PerLanguage<string>;
  titleByRole: PerLanguage<Record<string, string>> | null;
  description: PerLanguage<string>;
  /** API reads of the page's first render, embedded in its HTML (docs/performance.md); absent in older builds */
  reads?: InitialRead[];
  /** URLs of the code of the page's route module, preloaded by its HTML; absent in older builds */
  preload?: string[];
  /** whether the server renders the page's first screen (lib/seo/server-render); absent in older builds */
  serverRendered?: boolean;
}

/** The file. */
export interface PageMetaFile {
  site: PerLanguage<string>;
  description: PerLanguage<string>;
  /** API reads of every page's layout (web settings); absent in older builds */
  layoutReads?: InitialRead[];
  pages: PageMeta[];
}

/** A page matched by a URL path, with the values of its `:params`. */
export interface MatchedPage {
  page: PageMeta;
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A react-router pattern as a regular expression with one named group per `:param` (same rules as
 * `routeMatcher` of middlewares/spa-static: case-insensitive, optional trailing slash, `:name?`, final `*`).
 */
export function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const optional = segment.endsWith('?');
      const bare = optional ? segment.slice(0, -1) : segment;
      const part = bare.startsWith(':') ? `/(?<${bare.slice(1).replace(/\W/g, '_')}>[^/]+)` : `/${escape(bare)}`;
      return optional ? `(?:${part})?` : part;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * Reader of the web build's `page-meta.json`.
 * @param webDir - the web build folder
 */
export function pageCatalogue(webDir: string) {
  const file = path.join(webDir, PAGE_META_FILE);
  let cached: { mtimeMs: number; meta: PageMetaFile; regexes: RegExp[] } | null = null;

  /** The file's content, or `null` while the build has none. */
  function load() {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const meta = JSON.parse(fs.readFileSync(file, 'utf8')) as PageMetaFile;
        cached = { mtimeMs, meta, regexes: meta.pages.map((page) => patternRegex(page.path)) };
      }
      return cached;
    } catch {
      return null;
    }
  }

  return {
    /** The file's content, or `null` while the build has none. */
    meta: (): PageMetaFile | null => load()?.meta ?? null,

    /**
     * The first page whose pattern matches `urlPath` (percent-encoded, as received), with its decoded
     * parameters; `null` when none does or the build has no file.
     */
    match(urlPath: string): MatchedPage | null {
      const loaded = load();
      if (!loaded) return null;
      for (const [index, regex] of loaded.regexes.entries()) {
        const found = regex.exec(urlPath);
        if (!found) continue;
        const params: Record<string, string> = {};
        for (const [name, value] of Object.entries(found.groups ?? {})) {
          if (value === undefined) continue;
          try {
            params[name] = decodeURIComponent(value);
          } catch {
            params[name] = value;
          }
        }
        return { page: loaded.meta.pages[index], params };
      }
      return null;
    },
  };
}
