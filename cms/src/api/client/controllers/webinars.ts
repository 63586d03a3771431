/**
 * Webinars on the client surface (docs/api-webinars.md; contract: `contracts/webinars.ts`): the public
 * list and detail, and the signed-in client's registrations.
 */
import { clientWebinarRoutes as routes } from '../../../contracts/webinars';
import type { ClientRow } from '../../../lib/booking/rows';
import { ownClientProfile } from '../../../lib/client-profile';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';

const webinars = () => services.webinars();

/**
 * The signed-in client's profile row, with as its `user` the account the signed-in policy loaded.
 * @throws ApiError 404 when the account has no client profile
 */
async function client(ctx: ApiContext): Promise<ClientRow> {
  const account = accountOf(ctx);
  return { ...(await ownClientProfile(account.id, localeOf(ctx))), user: account } as ClientRow;
}

export default {
  /** Published webinars that have not ended, soonest first, one page (public). */
  async list(ctx: ApiContext) {
    const { page, pageSize, ...filters } = readQuery(ctx, routes.list);
    const { rows, total } = await webinars().publicList(filters, page, pageSize, localeOf(ctx));
    reply(ctx, routes.list, 200, listBody(rows, page, pageSize, total));
  },

  /** One published webinar by its slug (public). */
  async detail(ctx: ApiContext) {
    const { slug } = readParams(ctx, routes.detail, 'webinar.notFound');
    reply(ctx, routes.detail, 200, { data: await webinars().publicDetail(slug, localeOf(ctx)) });
  },

  /** Register the signed-in client. */
  async register(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.register, 'webinar.notFound');
    readBody(ctx, routes.register);
    const profile = await client(ctx);
    reply(ctx, routes.register, 201, { data: await webinars().register(profile, id, localeOf(ctx)) });
  },

  /** Unregister the signed-in client before the change deadline. */
  async unregister(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.unregister, 'webinar.notFound');
    const profile = await client(ctx);
    reply(ctx, routes.unregister, 200, { data: await webinars().unregister(profile, id, localeOf(ctx)) });
  },

  /** The signed-in client's registrations, one page. */
  async registrations(ctx: ApiContext) {
    const query = readQuery(ctx, routes.registrations);
    const profile = await client(ctx);
    const { rows, total } = await webinars().registrations(profile, query.when, query.page, query.pageSize, localeOf(ctx));
    reply(ctx, routes.registrations, 200, listBody(rows, query.page, query.pageSize, total));
  },
};
