/**
 * Live content read for the pages' heads and the sitemap (docs/seo.md): only what a head needs, kept
 * {@link CACHE_TTL_MS} in memory so that a burst of visits to one page reads the database once; any write
 * to the content drops it all at once ({@link forgetContent}, called on every invalidation of the public-read
 * cache, docs/public-cache.md), so an edit in the back office shows on the next page load.
 */
import { services } from '../services';
import { CONTENT_LISTS } from '../../api/client/services/catalogue';
import type { PageLanguage } from './head';

/** How long a read stays in memory, in ms. */
export const CACHE_TTL_MS = 15_000;
/** At most this many reads are kept (the oldest go first). */
const CACHE_MAX_ENTRIES = 500;

const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

/**
 * The value of `key`, read by `load` at most once per {@link CACHE_TTL_MS}; a failed read is not kept.
 * Shared by the pages' heads, the sitemap and the pages' embedded API answers (./initial-data).
 */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  cache.delete(key);
  cache.set(key, { expires: now + CACHE_TTL_MS, value });
  value.catch(() => cache.delete(key));
  if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

/**
 * Drop every kept read (heads, sitemap, embedded API answers): called on every invalidation of the
 * public-read cache, local or received from another process, so pages never lag behind the API.
 */
export function forgetContent(): void {
  cache.clear();
}

/** Blog slugs as the site writes them (anything else names no post). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Consultant document ids (anything else names no consultant). */
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/** The site's identity from the web settings: name, logo path and social profiles. */
export function siteSettings(language: PageLanguage) {
  return cached(`settings:${language}`, async () => {
    const settings = await services.catalogue().webSetting(language);
    return {
      siteTitle: settings?.site_title?.trim() || null,
      legalName: settings?.legal_name?.trim() || null,
      logo: settings?.web_logo?.url || null,
      socialUrls: (settings?.social_links ?? []).map((link: { url: string }) => link.url).filter(Boolean),
    };
  });
}

/** A published blog post's head: title, excerpt, cover, author and dates, or `null` (→ 404). */
export function blogPostHead(slug: string, language: PageLanguage) {
  if (!SLUG.test(slug) || slug.length > 160) return Promise.resolve(null);
  return cached(`blog:${language}:${slug}`, async () => {
    const post = await services.catalogue().blogBySlug(slug, language);
    if (!post) return null;
    return {
      title: String(post.title ?? ''),
      excerpt: String(post.excerpt ?? ''),
      body: String(post.body ?? ''),
      cover: post.cover?.url || null,
      author: post.author || null,
      publishedDate: post.published_date ?? null,
      locale: post.locale as PageLanguage,
    };
  });
}

/** A visible consultant's head (name, title, specializations, photo), or `null` (→ 404). */
export function expertHead(documentId: string, language: PageLanguage) {
  if (!DOCUMENT_ID.test(documentId)) return Promise.resolve(null);
  return cached(`expert:${language}:${documentId}`, () => services.expertSearch().shareCard(documentId, language));
}

/** The public FAQ (first 100 questions) for the `FAQPage` JSON-LD. */
export function faqEntries(language: PageLanguage) {
  return cached(`faq:${language}`, async () => {
    const { data } = await services.catalogue().list(CONTENT_LISTS.faqs, { locale: language, page: 1, pageSize: 100 });
    return data.map((entry) => ({ question: String(entry.question ?? ''), answer: String(entry.answer ?? '') }));
  });
}

/** Published, non-trashed blog posts for the sitemap: slug and last change, newest first. */
export function sitemapBlogPosts() {
  return cached('sitemap:blogs', async () => {
    const rows: { slug: string; updatedAt: string | Date | null }[] = await strapi.db.query('api::blog.blog').findMany({
      select: ['slug', 'updatedAt'],
      where: { publishedAt: { $notNull: true }, deletedAt: { $null: true } },
      orderBy: { updatedAt: 'desc' },
    });
    const bySlug = new Map<string, Date | null>();
    for (const row of rows) {
      const date = row.updatedAt ? new Date(row.updatedAt) : null;
      const known = bySlug.get(row.slug);
      if (!bySlug.has(row.slug) || (date && (!known || date > known))) bySlug.set(row.slug, date);
    }
    return [...bySlug].map(([slug, updatedAt]) => ({ slug, updatedAt }));
  });
}

/** Visible consultants for the sitemap (the expert search's rule: approved, active, not trashed). */
export function sitemapExperts() {
  return cached('sitemap:experts', () => services.expertSearch().visibleProfiles());
}
