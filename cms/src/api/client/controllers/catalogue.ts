/**
 * Client-surface controller for public catalogue reads (issue 2 §4). Query parameters are
 * whitelisted and validated; nothing from `ctx.query` reaches the database unchecked.
 */
import { z, paginationParams } from '../../../lib/validation';
import { queryParams } from '../../../lib/query-params';
import { listBody } from '../../../lib/pagination';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale, type MessageKey } from '../../../lib/messages';
import { CONTENT_LISTS, REFERENCE_LISTS, type ContentListName, type LegalKind, type ReferenceListName } from '../services/catalogue';

const catalogue = () => strapi.service('api::client.catalogue') as any;

/** Query parameters of the content lists (blogs, quotes, FAQs, digital products), declared on their routes. */
export const contentQuery = {
  ...paginationParams(12, 50),
  tag: z.string().trim().max(60).optional(),
  category: z.string().trim().regex(/^[a-z0-9-]{1,60}$/).optional(),
};

/** Query parameters of the reference lists, declared on their routes. */
export const referenceQuery = {
  ...paginationParams(1000, 1000),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).optional(),
  search: z.string().trim().max(100).optional(),
};

const slugParam = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(160);

async function contentList(ctx: any, name: ContentListName) {
  const locale: Locale = ctx.state.locale;
  const query = queryParams(ctx, contentQuery);
  const where: Record<string, unknown> = {};
  if (query.category && (name === 'faqs' || name === 'digital-products')) where.category = query.category;
  const tag = name === 'blogs' ? query.tag : undefined;
  const { data, total } = await catalogue().list(CONTENT_LISTS[name], {
    locale,
    page: query.page,
    pageSize: query.pageSize,
    where,
    scanFields: tag ? ['tags'] : undefined,
    accept: tag ? (row: any) => Array.isArray(row.tags) && row.tags.includes(tag) : undefined,
  });
  ctx.body = listBody(data, query.page, query.pageSize, total);
}

async function referenceList(ctx: any, name: ReferenceListName) {
  const locale: Locale = ctx.state.locale;
  const query = queryParams(ctx, referenceQuery);
  const where: Record<string, unknown> = {};
  if (name === 'cities' && query.country) where.country_code = query.country;
  if (query.search) where.name = { $containsi: query.search };
  const { data, total } = await catalogue().list(REFERENCE_LISTS[name], { locale, page: query.page, pageSize: query.pageSize, where });
  ctx.body = listBody(data, query.page, query.pageSize, total);
}

/** One entry named by the `:slug` path parameter; a malformed or unknown slug answers 404. */
async function bySlug(ctx: any, load: (slug: string, locale: Locale) => Promise<unknown>, missing: MessageKey) {
  const locale: Locale = ctx.state.locale;
  const slug = slugParam.safeParse(ctx.params.slug);
  const data = slug.success ? await load(slug.data, locale) : null;
  if (!data) throw notFound(t(locale, missing));
  ctx.body = { data };
}

async function legal(ctx: any, kind: LegalKind) {
  const locale: Locale = ctx.state.locale;
  const data = await catalogue().legal(kind, locale);
  if (!data) throw notFound(t(locale, 'notFound.legal'));
  ctx.body = { data };
}

export default {
  webSetting: async (ctx: any) => {
    ctx.body = { data: await catalogue().requireWebSetting(ctx.state.locale) };
  },
  blogs: (ctx: any) => contentList(ctx, 'blogs'),
  quotes: (ctx: any) => contentList(ctx, 'quotes'),
  faqs: (ctx: any) => contentList(ctx, 'faqs'),
  digitalProducts: (ctx: any) => contentList(ctx, 'digital-products'),
  blogBySlug: (ctx: any) => bySlug(ctx, (slug, locale) => catalogue().blogBySlug(slug, locale), 'notFound.blog'),
  page: (ctx: any) => bySlug(ctx, (slug, locale) => catalogue().page(slug, locale), 'notFound.page'),
  privacyPolicy: (ctx: any) => legal(ctx, 'privacy-policy'),
  termsCondition: (ctx: any) => legal(ctx, 'terms-condition'),
  countries: (ctx: any) => referenceList(ctx, 'countries'),
  cities: (ctx: any) => referenceList(ctx, 'cities'),
  nationalities: (ctx: any) => referenceList(ctx, 'nationalities'),
  languages: (ctx: any) => referenceList(ctx, 'languages'),
  disorders: (ctx: any) => referenceList(ctx, 'disorders'),
  keywords: (ctx: any) => referenceList(ctx, 'keywords'),
  objectives: (ctx: any) => referenceList(ctx, 'objectives'),
  specializations: (ctx: any) => referenceList(ctx, 'specializations'),
  complaintTypes: (ctx: any) => referenceList(ctx, 'complaint-types'),
};
