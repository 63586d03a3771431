/**
 * Live content read for the pages' heads and the sitemap (docs/seo.md): only what a head needs, kept in
 * memory by {@link cached} (../content-cache) so that a burst of visits to one page reads the database
 * once, and dropped on any write, so an edit in the back office shows on the next page load.
 */
import { cached } from '../content-cache';
import { services } from '../services';
import { CONTENT_LISTS } from '../../api/client/services/catalogue';
import type { PageLanguage } from './head';

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
