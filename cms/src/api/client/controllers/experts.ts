/**
 * Expert search and expert detail on the client surface (spec §2 `/our-experts`, §3 search filters;
 * docs/api.md; contract: `contracts/experts.ts`).
 */
import { expertRoutes as routes } from '../../../contracts/experts';
import { localeOf, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { notFound } from '../../../lib/http-errors';
import { t } from '../../../lib/messages';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';

const search = () => services.expertSearch();

export default {
  async list(ctx: ApiContext) {
    const query = readQuery(ctx, routes.list);
    const { data, total, totalIsExact } = await search().search({ ...query, locale: localeOf(ctx) });
    reply(ctx, routes.list, 200, listBody(data, query.page, query.pageSize, total, totalIsExact));
  },

  /** A hidden or unknown consultant answers 404. */
  async detail(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.detail, 'notFound.consultant');
    const data = await search().detail(id, locale);
    if (!data) throw notFound(t(locale, 'notFound.consultant'));
    reply(ctx, routes.detail, 200, { data });
  },
};
