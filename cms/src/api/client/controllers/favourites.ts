/**
 * The signed-in client's favourite consultants (spec §2 client "favorite"; docs/api-bookings.md;
 * contract: `contracts/client-forms.ts`). Thin: `api::client.favourites` does the work.
 */
import { favouriteRoutes as routes } from '../../../contracts/client-forms';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';

const favourites = () => services.favourites();

export default {
  async list(ctx: ApiContext) {
    const query = readQuery(ctx, routes.list);
    const { data, total } = await favourites().list(accountOf(ctx).id, localeOf(ctx), query.page, query.pageSize);
    reply(ctx, routes.list, 200, listBody(data, query.page, query.pageSize, total));
  },

  /** 201 when added, 200 when it already was a favourite. */
  async add(ctx: ApiContext) {
    const input = readBody(ctx, routes.add);
    const { card, created } = await favourites().add(accountOf(ctx).id, input.consultantId, localeOf(ctx));
    if (created) reply(ctx, routes.add, 201, { data: card });
    else reply(ctx, routes.add, 200, { data: card });
  },

  async remove(ctx: ApiContext) {
    const { consultantId } = readParams(ctx, routes.remove, 'notFound.consultant');
    await favourites().remove(accountOf(ctx).id, consultantId, localeOf(ctx));
    ctx.status = 204;
  },
};
