/**
 * Public catalogue of the client surface (spec §2 public routes, docs/api.md): web settings, blogs,
 * quotes, FAQs, digital products, pages, legal documents, reference lists and the contact form.
 * Every entry comes in the asked locale (`Accept-Language`), falling back fr ↔ en.
 *
 * @module contracts/catalogue
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { ApiErrorBody, ok, orNull, CalendarDate, checkMessage, dataOf, Email, listOf, Locale, Media, paginationQuery } from './common';
import { route } from './route';

const TAG = 'Catalogue';

/** Web settings: site title, legal name, logo, favicon, social links. */
export const WebSetting = z
  .object({
    site_title: z.string(),
    domain_name: z.string().nullable(),
    legal_name: z.string().nullable(),
    web_logo: orNull(Media),
    fab_icon: orNull(Media),
    social_links: z.array(z.object({ network: z.string(), url: z.string() })),
    locale: Locale,
  })
  .meta({ id: 'WebSetting' });

/** A blog post as listed. */
export const BlogCard = z
  .object({
    id: z.string(),
    /** the slug of the version served (its language's URL: `/blog/<slug>`) */
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    author: z.string(),
    published_date: CalendarDate,
    tags: z.array(z.string()),
    cover: orNull(Media),
    locale: Locale,
  })
  .meta({ id: 'BlogCard' });

/** A blog post with its Markdown body, and its slug in each language (`en: null`: no English version). */
export const Blog = BlogCard.extend({ body: z.string(), slugs: z.object({ fr: z.string(), en: z.string().nullable() }) }).meta({ id: 'Blog' });

export const Quote = z.object({ id: z.string(), author_name: z.string(), quote_title: z.string(), text: z.string(), locale: Locale }).meta({ id: 'Quote' });

export const Faq = z.object({ id: z.string(), question: z.string(), answer: z.string(), category: z.string(), order: z.number().int().nullable(), locale: Locale }).meta({ id: 'Faq' });

/** A lifestyle product; `price` in minor currency units. */
export const DigitalProduct = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    currency: z.string(),
    category: z.string(),
    images: z.array(orNull(Media)),
    locale: Locale,
  })
  .meta({ id: 'DigitalProduct' });

/**
 * A content page (home, about-us, alternative-medicine, sdg-media, starter-kit, brochure): its sections and
 * its marketing figures (a value such as "500+" and what it counts; the home page's, spec §9).
 */
export const Page = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string(),
    sections: z.array(z.object({ key: z.string(), title: z.string(), body: z.string(), image: orNull(Media) })),
    figures: z.array(z.object({ value: z.string(), label: z.string() })),
    locale: Locale,
  })
  .meta({ id: 'Page' });

/** The version in force of the privacy policy or the terms and conditions. */
export const LegalDocument = z.object({ id: z.string(), version: z.string(), effective_date: CalendarDate, title: z.string(), body: z.string(), locale: Locale }).meta({ id: 'LegalDocument' });

/** An entry of a reference list (specializations, languages, countries…). */
export const ReferenceItem = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    locale: Locale,
    /** countries: ISO 3166-1 alpha-2; languages: ISO 639-1 */
    code: z.string().optional(),
    /** countries: international dialling code */
    isd_code: z.string().nullable().optional(),
    /** cities and nationalities */
    country_code: z.string().nullable().optional(),
    /** specializations */
    description: z.string().nullable().optional(),
    /** complaint types: only for a booking whose session has started (a late start, a no-show) */
    requires_started_session: z.boolean().optional(),
  })
  .meta({ id: 'ReferenceItem' });

/** Query of the editorial lists. */
export const contentQuery = {
  ...paginationQuery(12, 50),
  tag: z.string().trim().max(60).optional(),
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
};

/** Query of the reference lists. */
export const referenceQuery = {
  ...paginationQuery(1000, 1000),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  search: z.string().trim().max(100).optional(),
};

/** The contact form. */
export const ContactRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: Email,
    phone: z
      .string()
      .trim()
      .max(32)
      .refine((value) => value === '' || isValidPhoneNumber(value), checkMessage('validation.phone'))
      .optional(),
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(5000),
  })
  .strict()
  .meta({ id: 'ContactRequest' });

const slugParams = z.object({ slug: z.string() });

const contentList = <T extends z.ZodType>(path: string, summary: string, item: T) =>
  route({ method: 'GET', path: `/client/${path}`, summary, tag: TAG, access: 'public', cache: 'public', query: contentQuery, responses: ok(listOf(item)) });

const referenceList = (path: string, summary: string) =>
  route({ method: 'GET', path: `/client/${path}`, summary, tag: 'Reference lists', access: 'public', cache: 'public', query: referenceQuery, responses: ok(listOf(ReferenceItem)) });

/** Routes of the public catalogue, by controller action of `api::client.catalogue`. */
export const catalogueRoutes = {
  webSetting: route({
    method: 'GET',
    path: '/client/web-setting/get-record',
    summary: 'Web settings in the asked locale (404 before any are saved)',
    tag: TAG,
    access: 'public',
    cache: 'public',
    responses: ok(dataOf(WebSetting), { 404: { description: 'No settings saved yet', schema: ApiErrorBody } }),
  }),
  blogs: contentList('blogs', 'Published blog posts, newest first (`tag` filters)', BlogCard),
  blogBySlug: route({ method: 'GET', path: '/client/blogs/:slug', summary: 'One blog post', tag: TAG, access: 'public', cache: 'public', params: slugParams, responses: ok(dataOf(Blog)) }),
  quotes: contentList('quotes', 'Quotes', Quote),
  faqs: contentList('faqs', 'FAQs by category and order (`category` filters)', Faq),
  digitalProducts: contentList('digital-products', 'Lifestyle products (`category` filters)', DigitalProduct),
  page: route({ method: 'GET', path: '/client/pages/:slug', summary: 'A content page and its sections', tag: TAG, access: 'public', cache: 'public', params: slugParams, responses: ok(dataOf(Page)) }),
  privacyPolicy: route({
    method: 'GET',
    path: '/client/privacy-policy',
    summary: 'The privacy policy in force',
    tag: TAG,
    access: 'public',
    cache: 'public',
    responses: ok(dataOf(LegalDocument), { 404: { description: 'None published', schema: ApiErrorBody } }),
  }),
  termsCondition: route({
    method: 'GET',
    path: '/client/terms-condition',
    summary: 'The terms and conditions in force',
    tag: TAG,
    access: 'public',
    cache: 'public',
    responses: ok(dataOf(LegalDocument), { 404: { description: 'None published', schema: ApiErrorBody } }),
  }),
  countries: referenceList('countries', 'Countries (`search` filters by name)'),
  cities: referenceList('cities', 'Cities (`country` filters by alpha-2 code)'),
  nationalities: referenceList('nationalities', 'Nationalities'),
  languages: referenceList('languages', 'Languages'),
  disorders: referenceList('disorders', 'Disorders'),
  keywords: referenceList('keywords', 'Keywords'),
  objectives: referenceList('objectives', 'Objectives'),
  specializations: referenceList('specializations', 'Specializations'),
  complaintTypes: referenceList('complaint-types', 'Complaint types'),
};

/** The contact form route, action of `api::client.contact-us`. */
export const contactRoutes = {
  create: route({
    method: 'POST',
    path: '/client/contact-us',
    summary: 'Send a message to the platform team',
    description: 'At most 10 valid messages per address and hour (429); past the contact budget across all addresses, a proof of work is asked (429 `ChallengeRequired`, repeat with `x-altcha`).',
    tag: TAG,
    access: 'public',
    body: ContactRequest,
    responses: {
      201: { description: 'Stored for the back office', schema: dataOf(z.object({ id: z.string() })) },
      429: { description: 'Too many messages, or a proof of work is needed', schema: ApiErrorBody },
    },
  }),
};
