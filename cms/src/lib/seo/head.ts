/**
 * The head of a web page as the server writes it (docs/seo.md): `<title>`, meta description, robots,
 * canonical URL, `hreflang` alternates, Open Graph and Twitter tags and schema.org JSON-LD, written into
 * the web build's `index.html` before any JavaScript runs, so that search engines and link previews
 * see each page's own head.
 *
 * Every value may come from content typed in the back office (a post's title, an expert's name): text
 * is escaped for HTML, JSON-LD for a `<script>` data block (no `<`, `>`, `&` or line separators left
 * raw), so no content can close the tag or add markup.
 */

/** Interface languages of the web (spec §9). */
export type PageLanguage = 'fr' | 'en';
export const PAGE_LANGUAGES: readonly PageLanguage[] = ['fr', 'en'];

/** Open Graph locale of each language. */
const OG_LOCALE: Record<PageLanguage, string> = { fr: 'fr_FR', en: 'en_GB' };

/** What the server knows of one page, ready to write. */
export interface PageHead {
  language: PageLanguage;
  /** full title, site name included */
  title: string;
  description: string;
  indexable: boolean;
  /** absolute URL of the page in `language` */
  canonical: string;
  /** absolute URL of the page in each language (`hreflang`); `x-default` is the French one */
  alternates: Record<PageLanguage, string>;
  /** absolute image URL for link previews, if any */
  image?: string | null;
  /** Open Graph type: `website`, `article` or `profile` */
  type: 'website' | 'article' | 'profile';
  siteName: string;
  /** schema.org objects, each written as one JSON-LD block */
  jsonLd: object[];
}

/**
 * Escapes text for an HTML text node or a double-quoted attribute value.
 * @param value - any text (content from the back office included)
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/**
 * Serializes a schema.org object for a `<script type="application/ld+json">` block: plain JSON in which
 * `<`, `>`, `&` and the line separators U+2028/U+2029 are `\u` escapes, so the text can neither end
 * the block (`</script>`) nor start markup; `JSON.parse` reads back the same object.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text on one line, cut to `max` characters (ellipsis included) at a word boundary when possible. */
export function plainSummary(text: string | null | undefined, max = 200): string {
  const plain = (text ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The tags of {@link PageHead}, one per line, escaped. */
export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const other = head.language === 'fr' ? 'en' : 'fr';
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.indexable ? 'index, follow' : 'noindex, nofollow'),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...PAGE_LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(head.alternates[language])}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.fr)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image && head.type === 'article' ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  ];
  return lines.join('\n    ');
}

/**
 * Writes a page's head into the web build's `index.html`: the build's own `<title>` and meta description
 * are replaced, the other tags go at the end of `<head>`, and `<html lang>` becomes the page's language.
 *
 * @param html - the build's `index.html` (its nonce already written or not)
 */
export function injectHead(html: string, head: PageHead): string {
  const tags = renderHead(head);
  return html
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${head.language}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
