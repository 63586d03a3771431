/**
 * The signed-in client's favourite consultants (spec §2 client "favorite"; docs/api-bookings.md;
 * contract: `contracts/client-forms.ts`). Thin: `api::client.favourites` does the work.
 */
import { favouriteRoutes as routes } from '../../../contracts/client-forms';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { listBody } from '../../../lib/pagination';
import { consume } from '../../../lib/rate-limit';
import { services } from '../../../lib/services';
import { ownClientProfile } from '../../../lib/client-profile';
import { setFavouriteAlerts, stopFavouriteAlerts } from '../../../lib/booking/earlier-slots';

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

  /** Whether the client is told of slots freed by its favourite experts. */
  async alerts(ctx: ApiContext) {
    const profile = await ownClientProfile(accountOf(ctx).id, localeOf(ctx));
    reply(ctx, routes.alerts, 200, { data: { enabled: Boolean(profile.favourite_slot_alerts) } });
  },

  /** Turn the favourites alerts on or off. */
  async setAlerts(ctx: ApiContext) {
    const input = readBody(ctx, routes.setAlerts);
    const profile = await ownClientProfile(accountOf(ctx).id, localeOf(ctx));
    reply(ctx, routes.setAlerts, 200, { data: await setFavouriteAlerts(profile.id, input.enabled) });
  },

  /** The stop link of a favourites digest (public: the signed token names the client). */
  async stopAlerts(ctx: ApiContext) {
    const input = readBody(ctx, routes.stopAlerts);
    await consume(localeOf(ctx), [['alertLinksPerIp', ctx.ip]]);
    reply(ctx, routes.stopAlerts, 200, { data: await stopFavouriteAlerts(input.token, localeOf(ctx)) });
  },
};
