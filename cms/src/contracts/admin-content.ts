/**
 * The editorial content of the back office (spec §2 admin routes "blog", "author", "quote", "faq",
 * "digital-product", "pages", "privacy-policy", "terms-condition", "consent-form", "websetting"; §3
 * entities; DESIGN §2 admin dialect), as admin resources under `/api/admin-panel/<resource>`:
 *
 * - `blogs`, `authors`, `quotes`, `faqs`, `digital-products`, `pages`: localized text as `{ fr, en }`,
 *   a trash; the draft-and-publish types carry `published` (publishes or unpublishes both locales);
 * - `privacy-policies`, `terms-conditions`, `consent-forms`: versions of a legal text, added and viewed
 *   but never edited (a newer version replaces a published one; no `PUT`), with a trash;
 * - `web-setting`: the one settings record, `GET`/`PUT /web-setting` (also `/web-setting/:id`, any id,
 *   for react-admin's getOne/update);
 * - `POST /media`: uploads a public image (JPG, PNG or WebP, checked by content) that a record's media
 *   field then refers to as `{ id }`.
 *
 * Media fields are answered as `Media` with the upload's numeric `id` and written back as `{ id }`.
 * Money is in minor units of the record's currency (`price: 1290` with `currency: "EUR"` is 12.90 €).
 *
 * @module contracts/admin-content
 */
import { z } from 'zod';
import { ApiErrorBody, CalendarDate, CalendarDateInput, checkMessage, FilePart, Instant, Media, ok, unsupportedFile } from './common';
import { localizedText, localizedValue, ResourceId, TranslationStatus, type FilterSpec } from './admin-dialect';
import { SlugInput } from './admin-reference';
import { Currency } from './consultant-profile';
import { route } from './route';

/** Reference-page group of the editorial content. */
export const CONTENT_TAG = 'Content (admin)';
/** Reference-page group of the legal documents. */
export const LEGAL_TAG = 'Legal documents (admin)';
/** Reference-page group of the web settings and media uploads. */
export const SETTINGS_TAG = 'Web settings and media (admin)';

/** A public image as admin records carry it: the API's `Media` with the upload's `id`. */
export const MediaRecord = Media.extend({ id: z.number().int() }).meta({ id: 'MediaRecord' });

/** A public image as a record's media field is written: the upload's `id` (other fields ignored). */
export const MediaRef = z.looseObject({ id: z.coerce.number().int().positive() }).transform(({ id }) => ({ id }));

/** Trash date (UTC) of a record, `null` when live. */
const deletedAt = Instant.nullable();

/** Whether a draft-and-publish record is on the public site. */
const published = z.boolean();
/** whether the English side is complete, missing or outdated (filter `translation`; docs/api.md "Translation status") */
const translation = TranslationStatus;

/** A text of one locale, required. */
const text = (max: number) => z.string().trim().min(1).max(max);
/** A text of one locale that may be empty (`null`). */
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** `published` of the list filter (`{"published":true}`). */
const publishedFilter: FilterSpec = { schema: z.boolean(), kind: 'equals' };

// Authors ------------------------------------------------------------------------------------------

/** A blog author: name, biography per locale, photo, number of live posts. */
export const AuthorRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    bio: localizedValue(z.string()),
    photo: MediaRecord.nullable(),
    deletedAt,
  })
  .meta({ id: 'AuthorRecord' });

export const AuthorInput = z
  .object({
    name: text(120),
    bio: localizedText(optionalText(2000)).optional(),
    photo: MediaRef.nullish(),
  })
  .strict()
  .meta({ id: 'AuthorInput' });

// Blogs --------------------------------------------------------------------------------------------

/** Tags of a blog post in one locale: at most 12 words or phrases of at most 40 characters. */
const Tags = z.array(z.string().trim().min(1).max(40)).max(12);

/** A blog post: title, slug, excerpt, body (Markdown) and tags per locale, cover, author, date, state. */
export const BlogRecord = z
  .object({
    id: z.string(),
    title: localizedValue(z.string()),
    /** the post's URL slug in each language (`/blog/<fr>`, `/blog/<en>?lang=en`) */
    slug: localizedValue(z.string()),
    excerpt: localizedValue(z.string()),
    body: localizedValue(z.string()),
    tags: localizedValue(z.array(z.string())),
    cover: MediaRecord.nullable(),
    /** the cover's alternative text per locale (what the picture shows, for those who cannot see it) */
    cover_alt: localizedValue(z.string()),
    /** the author's id (`authors` resource) */
    author: z.string().nullable(),
    published_date: CalendarDate.nullable(),
    published,
    deletedAt,
    translation,
  })
  .meta({ id: 'BlogRecord' });

export const BlogInput = z
  .object({
    title: localizedText(text(200)),
    /** per language, each made from that language's title when empty; unique among all posts' slugs */
    slug: z.object({ fr: SlugInput.nullish(), en: SlugInput.nullish() }).strict().optional(),
    excerpt: localizedText(optionalText(500)).optional(),
    body: localizedText(text(100_000)),
    tags: z.object({ fr: Tags.nullish(), en: Tags.nullish() }).strict().optional(),
    cover: MediaRef.nullish(),
    cover_alt: localizedText(optionalText(250)).optional(),
    author: ResourceId,
    published_date: CalendarDateInput,
    published: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'BlogInput' });

/** Blog list filters: state and author. */
export const blogFilters: Record<string, FilterSpec> = { published: publishedFilter, author: { schema: ResourceId, kind: 'relation' } };

// Quotes -------------------------------------------------------------------------------------------

/** A quote shown on the public site: title, author and text per locale, slug, state. */
export const QuoteRecord = z
  .object({
    id: z.string(),
    quote_title: localizedValue(z.string()),
    author_name: localizedValue(z.string()),
    text: localizedValue(z.string()),
    slug: z.string(),
    published,
    deletedAt,
    translation,
  })
  .meta({ id: 'QuoteRecord' });

export const QuoteInput = z
  .object({
    quote_title: localizedText(text(120)),
    author_name: localizedText(text(120)),
    text: localizedText(text(1000)),
    slug: SlugInput.optional(),
    published: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'QuoteInput' });

// FAQ ----------------------------------------------------------------------------------------------

/** The sections of the FAQ page. */
export const FaqCategory = z.enum(['booking', 'payments', 'privacy', 'consultants', 'account']);

/** A question of the FAQ page: question and answer (Markdown) per locale, section, rank, slug, state. */
export const FaqRecord = z
  .object({
    id: z.string(),
    question: localizedValue(z.string()),
    answer: localizedValue(z.string()),
    category: FaqCategory.nullable(),
    /** rank within its section, ascending */
    order: z.number().int().nullable(),
    slug: z.string(),
    published,
    deletedAt,
    translation,
  })
  .meta({ id: 'FaqRecord' });

export const FaqInput = z
  .object({
    question: localizedText(text(300)),
    answer: localizedText(text(20_000)),
    category: FaqCategory,
    order: z.number().int().min(0).max(10_000).nullish(),
    slug: SlugInput.optional(),
    published: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'FaqInput' });

/** FAQ list filters: section and state. */
export const faqFilters: Record<string, FilterSpec> = { category: { schema: FaqCategory, kind: 'equals' }, published: publishedFilter };

// Digital products ---------------------------------------------------------------------------------

/** The shelves of the lifestyle-products page. */
export const ProductCategory = z.enum(['herbal-teas', 'oils', 'supplements', 'books', 'accessories', 'programs']);

/** A digital (lifestyle) product: name and description per locale, price in minor units, images, state. */
export const DigitalProductRecord = z
  .object({
    id: z.string(),
    name: localizedValue(z.string()),
    description: localizedValue(z.string()),
    slug: z.string(),
    category: ProductCategory.nullable(),
    /** minor units of `currency` */
    price: z.number().int().nullable(),
    currency: z.string().nullable(),
    images: z.array(MediaRecord),
    /** the main (first) image's alternative text per locale */
    image_alt: localizedValue(z.string()),
    published,
    deletedAt,
    translation,
  })
  .meta({ id: 'DigitalProductRecord' });

export const DigitalProductInput = z
  .object({
    name: localizedText(text(200)),
    description: localizedText(optionalText(20_000)).optional(),
    slug: SlugInput.optional(),
    category: ProductCategory,
    /** minor units of `currency` (1290 = 12.90 €) */
    price: z.number().int().min(0).max(100_000_000),
    currency: Currency,
    images: z.array(MediaRef).max(12).optional(),
    image_alt: localizedText(optionalText(250)).optional(),
    published: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'DigitalProductInput' });

/** Product list filters: shelf and state. */
export const productFilters: Record<string, FilterSpec> = { category: { schema: ProductCategory, kind: 'equals' }, published: publishedFilter };

// Pages --------------------------------------------------------------------------------------------

/** A titled block of a page, placed by its `key` (e.g. `hero`, `mission`). */
export const PageSection = z.object({ key: z.string(), title: z.string().nullable(), body: z.string().nullable(), image: MediaRecord.nullable() });

const PageSectionInput = z
  .object({
    /** the stored section's id, sent back by the form (ignored: sections are written whole) */
    id: z.unknown().optional(),
    key: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .refine((value) => /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value), checkMessage('validation.slug')),
    title: optionalText(200).optional(),
    body: optionalText(50_000).optional(),
    image: MediaRef.nullish(),
  })
  .strict()
  .transform(({ id: _id, ...section }) => section);

/** A marketing figure of a page (spec §9: "500+" experts): the value as shown and what it counts. */
export const PageFigure = z.object({ value: z.string(), label: z.string() });

const PageFigureInput = z
  .object({
    /** the stored figure's id, sent back by the form (ignored: figures are written whole) */
    id: z.unknown().optional(),
    value: text(20),
    label: text(120),
  })
  .strict()
  .transform(({ id: _id, ...figure }) => figure);

/** A page of the public site (home, about-us, alternative-medicine, sdg-media, …): title, subtitle, sections and figures per locale. */
export const PageRecord = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: localizedValue(z.string()),
    subtitle: localizedValue(z.string()),
    sections: localizedValue(z.array(PageSection)),
    figures: localizedValue(z.array(PageFigure)),
    published,
    deletedAt,
    translation,
  })
  .meta({ id: 'PageRecord' });

export const PageInput = z
  .object({
    slug: SlugInput.optional(),
    title: localizedText(text(200)),
    subtitle: localizedText(optionalText(1000)).optional(),
    sections: z
      .object({ fr: z.array(PageSectionInput).max(40), en: z.array(PageSectionInput).max(40).nullish() })
      .strict()
      .optional(),
    figures: z
      .object({ fr: z.array(PageFigureInput).max(12), en: z.array(PageFigureInput).max(12).nullish() })
      .strict()
      .optional(),
    published: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'PageInput' });

/** Page list filter: state. */
export const pageFilters: Record<string, FilterSpec> = { published: publishedFilter };

// Legal documents ----------------------------------------------------------------------------------

/** A version of a legal text (privacy policy, terms and conditions, consent form). */
export const LegalVersionRecord = z
  .object({
    id: z.string(),
    /** `1`, `2.1`… */
    version: z.string(),
    effective_date: CalendarDate.nullable(),
    title: localizedValue(z.string()),
    body: localizedValue(z.string()),
    published,
    deletedAt,
    translation,
  })
  .meta({ id: 'LegalVersionRecord' });

export const LegalVersionInput = z
  .object({
    version: z
      .string()
      .trim()
      .max(20)
      .refine((value) => /^\d+(\.\d+)*$/.test(value), checkMessage('validation.version')),
    effective_date: CalendarDateInput,
    title: localizedText(text(200)),
    body: localizedText(text(200_000)),
    published: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'LegalVersionInput' });

/** Legal version list filter: state. */
export const legalFilters: Record<string, FilterSpec> = { published: publishedFilter };

// Web settings and media ---------------------------------------------------------------------------

/** The networks of the social links. */
export const SocialNetwork = z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok', 'whatsapp']);

/** The site's settings as the back office edits them (spec §3 "Web settings"). */
export const WebSettingRecord = z
  .object({
    /** `current` (the one record) */
    id: z.string(),
    site_title: localizedValue(z.string()),
    domain_name: z.string().nullable(),
    legal_name: z.string().nullable(),
    social_links: z.array(z.object({ network: SocialNetwork, url: z.string() })),
    web_logo: MediaRecord.nullable(),
    fab_icon: MediaRecord.nullable(),
  })
  .meta({ id: 'WebSettingRecord' });

export const WebSettingInput = z
  .object({
    site_title: localizedText(text(120)),
    domain_name: optionalText(253)
      .refine((value) => !value || /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value), checkMessage('validation.domain'))
      .optional(),
    legal_name: optionalText(200).optional(),
    social_links: z
      .array(
        z
          .object({
            id: z.unknown().optional(),
            network: SocialNetwork,
            url: z
              .string()
              .trim()
              .max(500)
              .refine((value) => /^https?:\/\/\S+$/.test(value), checkMessage('validation.url')),
          })
          .strict()
          .transform(({ network, url }) => ({ network, url })),
      )
      .max(20)
      .optional(),
    web_logo: MediaRef.nullish(),
    fab_icon: MediaRef.nullish(),
  })
  .strict()
  .meta({ id: 'WebSettingInput' });

/** The web-setting routes and the media upload (actions of `api::admin-panel.content`). */
export const adminContentRoutes = {
  getWebSetting: route({
    method: 'GET',
    path: '/admin-panel/web-setting',
    summary: 'The web settings (id `current`)',
    tag: SETTINGS_TAG,
    access: 'signed-in',
    responses: ok(WebSettingRecord),
  }),
  getWebSettingById: route({
    method: 'GET',
    path: '/admin-panel/web-setting/:id',
    summary: 'The web settings, whatever the id (react-admin getOne)',
    tag: SETTINGS_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    responses: ok(WebSettingRecord),
  }),
  updateWebSetting: route({
    method: 'PUT',
    path: '/admin-panel/web-setting',
    summary: 'Change the web settings (the public site shows them on its next read)',
    tag: SETTINGS_TAG,
    access: 'signed-in',
    body: WebSettingInput,
    responses: ok(WebSettingRecord),
  }),
  updateWebSettingById: route({
    method: 'PUT',
    path: '/admin-panel/web-setting/:id',
    summary: 'Change the web settings, whatever the id (react-admin update; read-only fields sent back are ignored)',
    tag: SETTINGS_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: WebSettingInput,
    responses: ok(WebSettingRecord),
  }),
  uploadMedia: route({
    method: 'POST',
    path: '/admin-panel/media',
    summary: 'Upload a public image (multipart field `file`: JPG, PNG or WebP by content; metadata removed)',
    tag: SETTINGS_TAG,
    access: 'signed-in',
    bodyType: 'multipart',
    body: z.object({ file: FilePart.optional() }).strict(),
    responses: {
      201: { description: 'The stored image, to write into a media field as `{ id }`', schema: MediaRecord },
      400: { description: 'No file', schema: ApiErrorBody },
      ...unsupportedFile,
    },
  }),
};
