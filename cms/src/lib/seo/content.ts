/**
 * Live content read for the pages' heads and the sitemap (docs/seo.md): only what a head needs, kept in
 * memory by {@link cached} (../content-cache) so that a burst of visits to one page reads the database
 * once, and dropped on any write, so an edit in the back office shows on the next page load.
 */
import { clock } from '../../contracts/clock';
import { cached } from '../content-cache';
import { services } from '../services';
import { CONTENT_LISTS } from '../../api/client/services/catalogue';
import { WEBINAR } from '../content-types';
import { ApiError } from '../http-errors';
import { publicWebinar } from '../webinars/webinars';
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

/**
 * A published blog post's head, the post named by the slug of either language: title, excerpt, cover,
 * author, dates and each language's slug (the French one when it has no English version), or `null` (→ 404).
 */
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
      slugs: { fr: post.slugs.fr, en: post.slugs.en ?? post.slugs.fr } satisfies Record<PageLanguage, string>,
    };
  });
}

/** A visible consultant's head (name, title, specializations, photo), or `null` (→ 404). */
export function expertHead(documentId: string, language: PageLanguage) {
  if (!DOCUMENT_ID.test(documentId)) return Promise.resolve(null);
  return cached(`expert:${language}:${documentId}`, () => services.expertSearch().shareCard(documentId, language));
}

/**
 * A published (or cancelled) webinar's head by its slug (docs/api-webinars.md): title and description in
 * the page's language (French/English fallback), start and end (UTC ISO 8601), fee in minor units, seats
 * left, language, host; `null` for a draft, a trashed or an unknown webinar (→ 404).
 */
export function webinarHead(slug: string, language: PageLanguage) {
  if (!SLUG.test(slug) || slug.length > 120) return Promise.resolve(null);
  return cached(`webinar:${language}:${slug}`, async () => {
    try {
      return await publicWebinar(slug, language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}

/** The public FAQ (first 100 questions) for the `FAQPage` JSON-LD. */
export function faqEntries(language: PageLanguage) {
  return cached(`faq:${language}`, async () => {
    const { data } = await services.catalogue().list(CONTENT_LISTS.faqs, { locale: language, page: 1, pageSize: 100 });
    return data.map((entry) => ({ question: String(entry.question ?? ''), answer: String(entry.answer ?? '') }));
  });
}

/**
 * Published, non-trashed blog posts for the sitemap: each language's slug (the French one when the post
 * has no English version) and the last change, newest first.
 */
export function sitemapBlogPosts() {
  return cached('sitemap:blogs', async () => {
    const rows: { documentId: string; locale: string; slug: string; updatedAt: string | Date | null }[] = await strapi.db.query('api::blog.blog').findMany({
      select: ['documentId', 'locale', 'slug', 'updatedAt'],
      where: { publishedAt: { $notNull: true }, deletedAt: { $null: true } },
      orderBy: { updatedAt: 'desc' },
    });
    const posts = new Map<string, { slugs: Partial<Record<PageLanguage, string>>; updatedAt: Date | null }>();
    for (const row of rows) {
      const date = row.updatedAt ? new Date(row.updatedAt) : null;
      const post = posts.get(row.documentId) ?? { slugs: {}, updatedAt: date };
      if (row.locale === 'fr' || row.locale === 'en') post.slugs[row.locale] = row.slug;
      if (date && (!post.updatedAt || date > post.updatedAt)) post.updatedAt = date;
      posts.set(row.documentId, post);
    }
    return [...posts.values()]
      .filter((post) => post.slugs.fr)
      .map((post) => ({ slugs: { fr: post.slugs.fr!, en: post.slugs.en ?? post.slugs.fr! } satisfies Record<PageLanguage, string>, updatedAt: post.updatedAt }));
  });
}

/** Visible consultants for the sitemap (the expert search's rule: approved, active, not trashed). */
export function sitemapExperts() {
  return cached('sitemap:experts', () => services.expertSearch().visibleProfiles());
}

/**
 * Published webinars that have not ended, for the sitemap: slug and last change, soonest start first
 * (the public list's rule, docs/api-webinars.md; a hidden host's webinars are left out).
 */
export function sitemapWebinars() {
  return cached('sitemap:webinars', async () => {
    const rows: { slug: string; updatedAt: string | Date | null }[] = await strapi.db.query(WEBINAR).findMany({
      select: ['slug', 'updatedAt'],
      where: {
        status: 'published',
        deletedAt: { $null: true },
        end: { $gt: clock.now() },
        consultant: { approval_status: 'approved', active_status: true, deletedAt: { $null: true } },
      },
      orderBy: [{ start: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt ? new Date(row.updatedAt) : null }));
  });
}
