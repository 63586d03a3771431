/**
 * Writes the page's head into the document (docs/seo.md), as the server does on a first load: meta
 * description, robots, canonical URL, `hreflang` alternates (fr, en, x-default), Open Graph and Twitter
 * title, description and URL, and `<html lang>`. Tags the server wrote are updated in place; missing
 * ones are created. URLs: the French page has no parameter, the English one `?lang=en`; a page whose
 * path differs by language (a blog post's slug) has each language's own path.
 *
 * @module app/document-head
 */
import type { Language } from '../config/constants';

/** Query parameter choosing the page's language (read on load by the language feature). */
export const LANGUAGE_PARAM = 'lang';

/** What {@link applyDocumentHead} writes. */
export interface DocumentHeadValues {
  language: Language;
  /** full title, site name included */
  title: string;
  description: string;
  indexable: boolean;
  /** the page's path (`location.pathname`) */
  path: string;
  /** the page's path in each language when it differs by language (a blog post's slugs); default `path` in both */
  paths?: Record<Language, string>;
  /** the site's origin, e.g. `https://ayuvie.example` */
  origin: string;
  /**
   * Path of the page the server wrote the head for (the first load). On any other page (neither `path`
   * nor one of `paths`) the server's image and JSON-LD of that page (an article, an expert) are removed;
   * the site's `Organization` stays.
   */
  servedPath?: string;
}

/** A path without its trailing slash (the root stays `/`). */
const cleanPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The page's URL in each language.
 * @param path - the page's path, the same in both languages, or its path in each language (a blog post's slugs)
 * @returns `{ fr, en }` absolute URLs (trailing slash dropped, other query parameters left out)
 */
export function pageUrls(origin: string, path: string | Record<Language, string>): Record<Language, string> {
  const { fr, en } = typeof path === 'string' ? { fr: path, en: path } : path;
  return { fr: `${origin}${cleanPath(fr)}`, en: `${origin}${cleanPath(en)}?${LANGUAGE_PARAM}=en` };
}

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  const element = upsert(doc, `meta[${attribute}="${key}"]`, () => {
    const meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  });
  element.setAttribute('content', content);
}

function setLink(doc: Document, rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  const element = upsert(doc, selector, () => {
    const link = doc.createElement('link');
    link.setAttribute('rel', rel);
    if (hreflang) link.setAttribute('hreflang', hreflang);
    return link;
  });
  element.setAttribute('href', href);
}

/** Writes the values into `doc` (title, tags, `<html lang>`). */
export function applyDocumentHead(values: DocumentHeadValues, doc: Document = document): void {
  const urls = pageUrls(values.origin, values.paths ?? values.path);
  const canonical = urls[values.language];
  doc.title = values.title;
  doc.documentElement.lang = values.language;
  setMeta(doc, 'name', 'description', values.description);
  setMeta(doc, 'name', 'robots', values.indexable ? 'index, follow' : 'noindex, nofollow');
  setLink(doc, 'canonical', canonical);
  setLink(doc, 'alternate', urls.fr, 'fr');
  setLink(doc, 'alternate', urls.en, 'en');
  setLink(doc, 'alternate', urls.fr, 'x-default');
  setMeta(doc, 'property', 'og:title', values.title);
  setMeta(doc, 'property', 'og:description', values.description);
  setMeta(doc, 'property', 'og:url', canonical);
  setMeta(doc, 'property', 'og:locale', values.language === 'fr' ? 'fr_FR' : 'en_GB');
  setMeta(doc, 'property', 'og:locale:alternate', values.language === 'fr' ? 'en_GB' : 'fr_FR');
  setMeta(doc, 'name', 'twitter:title', values.title);
  setMeta(doc, 'name', 'twitter:description', values.description);
  // Another page than the server's (which may be shown under its other language's path: a post's other slug).
  const served = values.servedPath === undefined ? undefined : cleanPath(values.servedPath);
  if (served !== undefined && ![values.path, ...Object.values(values.paths ?? {})].some((path) => cleanPath(path) === served)) removeServedContent(doc);
}

/** Removes what the server wrote of the first page's content: its image and its JSON-LD but the site's. */
function removeServedContent(doc: Document) {
  for (const element of doc.head.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')) element.remove();
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      if ((JSON.parse(script.textContent ?? '') as { '@type'?: string })['@type'] === 'Organization') continue;
    } catch {
      /* not ours: remove */
    }
    script.remove();
  }
  const card = doc.head.querySelector('meta[name="twitter:card"]');
  card?.setAttribute('content', 'summary');
}
