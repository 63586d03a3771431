/**
 * Expert search and expert detail on the client surface (spec §2 `/our-experts`, §3 search filters:
 * keywords, disorders, objectives, languages, specialization, search, page; plus the availability
 * filter `available=week` and the orders `sort=next_available|fee|experience`; docs/api.md).
 */
import { z, paginationParams, slugListParam } from '../../../lib/validation';
import { queryParams } from '../../../lib/query-params';
import { listBody } from '../../../lib/pagination';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';

/** Query parameters of the expert search, declared on its route. */
export const searchQuery = {
  ...paginationParams(12, 50),
  keywords: slugListParam,
  disorders: slugListParam,
  objectives: slugListParam,
  languages: slugListParam,
  specialization: slugListParam,
  search: z.string().trim().max(200).optional(),
  available: z.enum(['week']).optional(),
  sort: z.enum(['next_available', 'fee', 'experience']).optional(),
};

const search = () => strapi.service('api::consultant-profile.expert-search') as any;

export default {
  /** `GET /api/client/consultants` → `{ data: ConsultantCard[], meta: { pagination } }` */
  async list(ctx: any) {
    const locale: Locale = ctx.state.locale;
    const query = queryParams(ctx, searchQuery);
    const { data, total } = await search().search({ ...query, locale });
    ctx.body = listBody(data, query.page, query.pageSize, total);
  },

  /** `GET /api/client/consultants/:id` → `{ data: ConsultantDetail }`; not visible → 404 */
  async detail(ctx: any) {
    const locale: Locale = ctx.state.locale;
    const id = String(ctx.params.id ?? '');
    const data = /^[a-z0-9]{10,40}$/.test(id) ? await search().detail(id, locale) : null;
    if (!data) throw notFound(t(locale, 'notFound.consultant'));
    ctx.body = { data };
  },
};
