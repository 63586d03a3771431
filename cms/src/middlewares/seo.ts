/**
 * What search engines and link previews fetch besides the pages (docs/seo.md), at the site's origin:
 *
 * - `GET /sitemap.xml`: every indexable page of the web build's page list (`page-meta.json`) without
 *   parameters, the published blog posts, the visible consultants (the expert search's rule) and the
 *   upcoming published webinars (the public list's rule), each
 *   with `lastmod` when known and its French and English URLs as `xhtml:link` alternates
 *   (French: no parameter; English: `?lang=en`). Built with the `sitemap` package from live content.
 * - `GET /robots.txt`: everything may be crawled but the back office, Strapi's panel, the account areas
 *   and the API; names the sitemap.
 * - `GET /og/experts/:id/initials.png`: the sharing image of a visible consultant without a photo, a
 *   1200×630 PNG of their initials rendered by sharp from SVG, cached a day.
 *
 * The site's absolute URLs start with `PUBLIC_URL` (else http://localhost:PORT).
 */
import type { Context, Next } from 'koa';
import path from 'path';
import { Readable } from 'stream';
import sharp from 'sharp';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Core } from '@strapi/strapi';
import { siteUrl } from '../lib/mail';
import { pageCatalogue } from '../lib/seo/pages';
import { escapeHtml } from '../lib/seo/head';
import { LANGUAGE_PARAM } from '../lib/seo/page-head';
import { expertHead, sitemapBlogPosts, sitemapExperts, sitemapWebinars } from '../lib/seo/content';

/** Paths search engines must leave alone (robots.txt). */
export const DISALLOWED_PATHS = ['/admin', '/cms', '/client', '/consultant', '/api'];

const INITIALS_IMAGE = /^\/og\/experts\/([A-Za-z0-9]{1,64})\/initials\.png$/;
/** Brand colours of the sharing image (the web's theme: primary green on its light background). */
const IMAGE_BACKGROUND = '#1f5c4a';
const IMAGE_TEXT = '#f7f5ef';

/**
 * The initials of a name: first letters of its first and last words, upper case (`Asha Rao` → `AR`).
 * @param name - a display name
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => [...word][0].toLocaleUpperCase()).join('') || '?';
}

/** The sharing image of a consultant without a photo: their initials, PNG, 1200×630. */
export async function initialsPng(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${IMAGE_BACKGROUND}"/>
  <circle cx="600" cy="315" r="220" fill="none" stroke="${IMAGE_TEXT}" stroke-width="12"/>
  <text x="600" y="315" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="200" fill="${IMAGE_TEXT}">${escapeHtml(initialsOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The one URL of a page pattern for the sitemap: its optional segments left out (`/our-experts/:search?`
 * → `/our-experts`); `null` for a pattern with a required parameter or a rest (`/blog/:slug`: such pages
 * are listed by their content).
 */
export function staticPath(pattern: string): string | null {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '*' || (segment.startsWith(':') && !segment.endsWith('?')))) return null;
  const kept = segments.filter((segment) => !segment.endsWith('?'));
  return `/${kept.join('/')}`;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cmsRoot = strapi.dirs.app.root;
  const webDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(cmsRoot, '..', 'web', 'dist'));
  const webPages = pageCatalogue(webDir);

  async function sitemap(): Promise<string> {
    const base = siteUrl();
    const items: SitemapItemLoose[] = [];
    /** a page in both languages; `englishPath` when the English page has its own path (a post's English slug) */
    const add = (pagePath: string, lastmod?: Date | null, englishPath = pagePath) => {
      const fr = `${base}${pagePath}`;
      const en = `${base}${englishPath}?${LANGUAGE_PARAM}=en`;
      const links = [
        { lang: 'fr', url: fr },
        { lang: 'en', url: en },
        { lang: 'x-default', url: fr },
      ];
      items.push({ url: fr, links, ...(lastmod ? { lastmod: lastmod.toISOString() } : {}) });
      items.push({ url: en, links, ...(lastmod ? { lastmod: lastmod.toISOString() } : {}) });
    };
    for (const page of webPages.meta()?.pages ?? []) {
      const listed = page.indexable ? staticPath(page.path) : null;
      if (listed) add(listed);
    }
    const [posts, experts, webinars] = await Promise.all([sitemapBlogPosts(), sitemapExperts(), sitemapWebinars()]);
    for (const post of posts) add(`/blog/${encodeURIComponent(post.slugs.fr)}`, post.updatedAt, `/blog/${encodeURIComponent(post.slugs.en)}`);
    for (const expert of experts) add(`/our-experts/details/${encodeURIComponent(expert.id)}`, expert.updatedAt);
    for (const webinar of webinars) add(`/webinars/${encodeURIComponent(webinar.slug)}`, webinar.updatedAt);
    const stream = new SitemapStream({ hostname: `${base}/`, xmlns: { xhtml: true, news: false, video: false, image: false } });
    return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
  }

  function robots(): string {
    return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((disallowed) => `Disallow: ${disallowed}`), '', `Sitemap: ${siteUrl()}/sitemap.xml`, ''].join('\n');
  }

  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await sitemap();
      return;
    }
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = robots();
      return;
    }
    const initials = INITIALS_IMAGE.exec(ctx.path);
    if (initials) {
      const expert = await expertHead(initials[1], 'fr');
      if (!expert) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        return;
      }
      ctx.type = 'image/png';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = await initialsPng(expert.display_name);
      return;
    }
    return next();
  };
};
