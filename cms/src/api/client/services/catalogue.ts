/**
 * Public catalogue reads of the client surface (spec §2 public routes): blogs, quotes,
 * FAQs, digital products, pages, legal documents and reference lists, each entry in the asked locale
 * with fr ↔ en fallback, trashed and unpublished entries hidden. Shapes: docs/api.md.
 */
import type { UID } from '@strapi/strapi';
import { findLocalizedOne, findLocalizedPage, toMedia, type SortKey } from '../../../lib/localized-content';
import { t, type Locale } from '../../../lib/messages';
import { notFound } from '../../../lib/http-errors';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of many content types, shaped into their contract's schema by each list's `shape` (typed serializers per content type would remove it)
type Row = Record<string, any>;

/** A public list: which content type, how it is ordered and shaped. */
interface ListDefinition {
  uid: UID.ContentType;
  sort: SortKey[];
  populate?: unknown;
  serialize: (entry: Row) => Row;
}

const reference = (entry: Row) => ({ id: entry.documentId, slug: entry.slug, name: entry.name, locale: entry.locale });
const byName: SortKey[] = [{ field: 'name' }];

/** Reference lists served at `GET /api/client/<plural>` (spec §7). */
export const REFERENCE_LISTS = {
  countries: { uid: 'api::country.country', sort: byName, serialize: (e: Row) => ({ ...reference(e), code: e.code, isd_code: e.isd_code }) },
  cities: { uid: 'api::city.city', sort: byName, serialize: (e: Row) => ({ ...reference(e), country_code: e.country_code }) },
  nationalities: { uid: 'api::nationality.nationality', sort: byName, serialize: (e: Row) => ({ ...reference(e), country_code: e.country_code }) },
  languages: { uid: 'api::language.language', sort: byName, serialize: (e: Row) => ({ ...reference(e), code: e.code }) },
  disorders: { uid: 'api::disorder.disorder', sort: byName, serialize: reference },
  keywords: { uid: 'api::keyword.keyword', sort: byName, serialize: reference },
  objectives: { uid: 'api::objective.objective', sort: byName, serialize: reference },
  specializations: { uid: 'api::specialization.specialization', sort: byName, serialize: (e: Row) => ({ ...reference(e), description: e.description ?? null }) },
  'complaint-types': {
    uid: 'api::complaint-type.complaint-type',
    sort: byName,
    serialize: (e: Row) => ({ ...reference(e), requires_started_session: Boolean(e.requires_started_session) }),
  },
} satisfies Record<string, ListDefinition>;

export type ReferenceListName = keyof typeof REFERENCE_LISTS;

/** What a blog card shows besides the post's own fields: its cover and its author's name. */
const BLOG_POPULATE = { cover: true, author: { fields: ['name', 'deletedAt'] } };

const blogCard = (e: Row) => ({
  id: e.documentId,
  slug: e.slug,
  title: e.title,
  excerpt: e.excerpt ?? '',
  author: typeof e.author === 'object' && e.author && !e.author.deletedAt ? (e.author.name ?? '') : '',
  published_date: e.published_date,
  tags: Array.isArray(e.tags) ? e.tags : [],
  // the editors' alternative text in the asked locale, else the file's own
  cover: toMedia(e.cover, e.cover_alt),
  locale: e.locale,
});

/** Editorial lists (spec §7). */
export const CONTENT_LISTS = {
  blogs: { uid: 'api::blog.blog', sort: [{ field: 'published_date', order: 'desc' }], populate: BLOG_POPULATE, serialize: blogCard },
  quotes: {
    uid: 'api::quote.quote',
    sort: [{ field: 'createdAt' }],
    serialize: (e: Row) => ({ id: e.documentId, author_name: e.author_name, quote_title: e.quote_title, text: e.text, locale: e.locale }),
  },
  faqs: {
    uid: 'api::faq.faq',
    sort: [{ field: 'category' }, { field: 'order' }],
    serialize: (e: Row) => ({ id: e.documentId, question: e.question, answer: e.answer, category: e.category, order: e.order, locale: e.locale }),
  },
  'digital-products': {
    uid: 'api::digital-product.digital-product',
    sort: [{ field: 'createdAt' }],
    populate: { images: true },
    serialize: (e: Row) => ({
      id: e.documentId,
      slug: e.slug,
      name: e.name,
      description: e.description ?? '',
      price: e.price,
      currency: e.currency,
      category: e.category,
      // the editors' alternative text in the asked locale describes the main (first) image
      images: (e.images ?? []).map((image: Row, index: number) => toMedia(image, index === 0 ? e.image_alt : null)),
      locale: e.locale,
    }),
  },
} satisfies Record<string, ListDefinition>;

export type ContentListName = keyof typeof CONTENT_LISTS;

const LEGAL = {
  'privacy-policy': 'api::privacy-policy.privacy-policy',
  'terms-condition': 'api::terms-condition.terms-condition',
} as const satisfies Record<string, UID.ContentType>;

export type LegalKind = keyof typeof LEGAL;

export interface ListRequest {
  locale: Locale;
  page: number;
  pageSize: number;
  /** server-built database filters on non-user-controlled field names */
  where?: Record<string, unknown>;
  accept?: (row: Row) => boolean;
  scanFields?: string[];
}

export default () => ({
  /**
   * One page of a list.
   * @returns `{ data, total }` — `data` already shaped for the API
   */
  async list(definition: ListDefinition, request: ListRequest) {
    const { entries, total } = await findLocalizedPage(definition.uid, {
      locale: request.locale,
      where: request.where,
      accept: request.accept,
      scanFields: request.scanFields,
      sort: definition.sort,
      populate: definition.populate,
      page: request.page,
      pageSize: request.pageSize,
    });
    return { data: entries.map(definition.serialize), total };
  },

  /** Web settings (single type) in the asked locale or its fallback, or `null` before any is saved. */
  async webSetting(locale: Locale) {
    const entry = await findLocalizedOne('api::web-setting.web-setting', { locale, where: {}, populate: { web_logo: true, fab_icon: true, social_links: true } });
    if (!entry) return null;
    return {
      site_title: entry.site_title,
      domain_name: entry.domain_name ?? null,
      legal_name: entry.legal_name ?? null,
      web_logo: toMedia(entry.web_logo),
      fab_icon: toMedia(entry.fab_icon),
      social_links: (entry.social_links ?? []).map((link: Row) => ({ network: link.network, url: link.url })),
      locale: entry.locale,
    };
  },

  /**
   * Web settings for the role surfaces' `web-setting/get-record` (spec §7).
   * @throws ApiError 404 (localized) before any settings are saved
   */
  async requireWebSetting(locale: Locale) {
    const data = await this.webSetting(locale);
    if (!data) throw notFound(t(locale, 'notFound.webSetting'));
    return data;
  },

  /**
   * A published blog post named by the slug of either of its languages, in the asked locale (else the
   * other one), with its Markdown body and the slug of each language (`en: null` when it has no English
   * version); `null` when no live post has that slug.
   */
  async blogBySlug(slug: string, locale: Locale) {
    const live = { publishedAt: { $notNull: true }, deletedAt: { $null: true } };
    const named = (await strapi.db.query('api::blog.blog').findOne({ select: ['documentId'], where: { slug, ...live } })) as Row | null;
    if (!named) return null;
    const entry = await findLocalizedOne('api::blog.blog', { locale, where: { documentId: named.documentId }, populate: BLOG_POPULATE });
    if (!entry) return null;
    const versions = (await strapi.db.query('api::blog.blog').findMany({ select: ['locale', 'slug'], where: { documentId: named.documentId, ...live } })) as Row[];
    const slugIn = (language: Locale): string | null => versions.find((version) => version.locale === language)?.slug ?? null;
    return { ...blogCard(entry), body: entry.body, slugs: { fr: slugIn('fr') ?? entry.slug, en: slugIn('en') } };
  },

  /** A published page (home, about-us, alternative-medicine, sdg-media, …) with its sections and figures, or `null`. */
  async page(slug: string, locale: Locale) {
    const entry = await findLocalizedOne('api::page.page', { locale, where: { slug }, populate: { sections: { populate: { image: true } }, figures: true } });
    if (!entry) return null;
    return {
      id: entry.documentId,
      slug: entry.slug,
      title: entry.title,
      subtitle: entry.subtitle ?? '',
      sections: (entry.sections ?? []).map((section: Row) => ({ key: section.key, title: section.title ?? '', body: section.body ?? '', image: toMedia(section.image) })),
      figures: (entry.figures ?? []).map((figure: Row) => ({ value: figure.value, label: figure.label })),
      locale: entry.locale,
    };
  },

  /** The newest published version (by effective date, then version number) of a legal document, or `null`. */
  async legal(kind: LegalKind, locale: Locale) {
    const entry = await findLocalizedOne(LEGAL[kind], {
      locale,
      where: {},
      sort: [
        { field: 'effective_date', order: 'desc' },
        { field: 'version', order: 'desc' },
      ],
    });
    if (!entry) return null;
    return { id: entry.documentId, version: entry.version, effective_date: entry.effective_date, title: entry.title, body: entry.body, locale: entry.locale };
  },
});
