/**
 * Client-surface controller for public catalogue reads (spec §2 public routes; contract:
 * `contracts/catalogue.ts`). Query parameters are whitelisted and validated by the contract; nothing
 * from the query reaches the database unchecked.
 */
import { z } from 'zod';
import { catalogueRoutes as routes } from '../../../contracts/catalogue';
import { localeOf, readQuery, reply, type ApiContext } from '../../../lib/http';
import { notFound } from '../../../lib/http-errors';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';
import { t, type Locale, type MessageKey } from '../../../lib/messages';
import { CONTENT_LISTS, REFERENCE_LISTS, type ContentListName, type LegalKind, type ReferenceListName } from '../services/catalogue';

const catalogue = () => services.catalogue();

const slugParam = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(160);

type ContentAction = 'blogs' | 'quotes' | 'faqs' | 'digitalProducts';
type ReferenceAction = 'countries' | 'cities' | 'nationalities' | 'languages' | 'disorders' | 'keywords' | 'objectives' | 'specializations' | 'complaintTypes';

async function contentList(ctx: ApiContext, action: ContentAction, name: ContentListName) {
  const locale = localeOf(ctx);
  const query = readQuery(ctx, routes[action]);
  const where: Record<string, unknown> = {};
  if (query.category && (name === 'faqs' || name === 'digital-products')) where.category = query.category;
  const tag = name === 'blogs' ? query.tag : undefined;
  const { data, total } = await catalogue().list(CONTENT_LISTS[name], {
    locale,
    page: query.page,
    pageSize: query.pageSize,
    where,
    scanFields: tag ? ['tags'] : undefined,
    accept: tag ? (row) => Array.isArray(row.tags) && (row.tags as unknown[]).includes(tag) : undefined,
  });
  reply(ctx, routes[action], 200, listBody(data, query.page, query.pageSize, total) as never);
}

async function referenceList(ctx: ApiContext, action: ReferenceAction, name: ReferenceListName) {
  const locale = localeOf(ctx);
  const query = readQuery(ctx, routes[action]);
  const where: Record<string, unknown> = {};
  if (name === 'cities' && query.country) where.country_code = query.country;
  if (query.search) where.name = { $containsi: query.search };
  const { data, total } = await catalogue().list(REFERENCE_LISTS[name], { locale, page: query.page, pageSize: query.pageSize, where });
  reply(ctx, routes[action], 200, listBody(data, query.page, query.pageSize, total) as never);
}

/** One entry named by the `:slug` path parameter; a malformed or unknown slug answers 404. */
async function bySlug<T>(ctx: ApiContext, load: (slug: string, locale: Locale) => Promise<T | null>, missing: MessageKey): Promise<T> {
  const locale = localeOf(ctx);
  const slug = slugParam.safeParse(ctx.params.slug);
  const data = slug.success ? await load(slug.data, locale) : null;
  if (!data) throw notFound(t(locale, missing));
  return data;
}

async function legal(ctx: ApiContext, kind: LegalKind) {
  const locale = localeOf(ctx);
  const data = await catalogue().legal(kind, locale);
  if (!data) throw notFound(t(locale, 'notFound.legal'));
  return data;
}

export default {
  webSetting: async (ctx: ApiContext) => {
    reply(ctx, routes.webSetting, 200, { data: await catalogue().requireWebSetting(localeOf(ctx)) });
  },
  blogs: (ctx: ApiContext) => contentList(ctx, 'blogs', 'blogs'),
  quotes: (ctx: ApiContext) => contentList(ctx, 'quotes', 'quotes'),
  faqs: (ctx: ApiContext) => contentList(ctx, 'faqs', 'faqs'),
  digitalProducts: (ctx: ApiContext) => contentList(ctx, 'digitalProducts', 'digital-products'),
  blogBySlug: async (ctx: ApiContext) => {
    reply(ctx, routes.blogBySlug, 200, { data: await bySlug(ctx, (slug, locale) => catalogue().blogBySlug(slug, locale), 'notFound.blog') });
  },
  page: async (ctx: ApiContext) => {
    reply(ctx, routes.page, 200, { data: await bySlug(ctx, (slug, locale) => catalogue().page(slug, locale), 'notFound.page') });
  },
  privacyPolicy: async (ctx: ApiContext) => reply(ctx, routes.privacyPolicy, 200, { data: await legal(ctx, 'privacy-policy') }),
  termsCondition: async (ctx: ApiContext) => reply(ctx, routes.termsCondition, 200, { data: await legal(ctx, 'terms-condition') }),
  countries: (ctx: ApiContext) => referenceList(ctx, 'countries', 'countries'),
  cities: (ctx: ApiContext) => referenceList(ctx, 'cities', 'cities'),
  nationalities: (ctx: ApiContext) => referenceList(ctx, 'nationalities', 'nationalities'),
  languages: (ctx: ApiContext) => referenceList(ctx, 'languages', 'languages'),
  disorders: (ctx: ApiContext) => referenceList(ctx, 'disorders', 'disorders'),
  keywords: (ctx: ApiContext) => referenceList(ctx, 'keywords', 'keywords'),
  objectives: (ctx: ApiContext) => referenceList(ctx, 'objectives', 'objectives'),
  specializations: (ctx: ApiContext) => referenceList(ctx, 'specializations', 'specializations'),
  complaintTypes: (ctx: ApiContext) => referenceList(ctx, 'complaintTypes', 'complaint-types'),
};
