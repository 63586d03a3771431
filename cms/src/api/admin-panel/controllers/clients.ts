/**
 * Actions on clients in the back office (contracts/admin-people `clientActionRoutes`): block or
 * unblock an account, answering the client's record (../resources/clients.ts).
 */
import { clientActionRoutes as routes } from '../../../contracts/admin-people';
import { localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { CLIENT_PROFILE } from '../../../lib/content-types';
import type { ResourceRow } from '../../../lib/admin-resource';
import { services } from '../../../lib/services';
import { CLIENT_POPULATE, clientDetail } from '../resources/clients';

export default {
  /** `PUT /admin-panel/clients/:id/blocked` `{ blocked }` */
  async setBlocked(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.setBlocked, 'admin.notFound');
    const { blocked } = readBody(ctx, routes.setBlocked);
    const profileId = await services.people().setClientBlocked(id, blocked, locale);
    const row = (await strapi.db.query(CLIENT_PROFILE).findOne({ where: { id: profileId }, populate: CLIENT_POPULATE })) as ResourceRow;
    reply(ctx, routes.setBlocked, 200, await clientDetail(row, locale));
  },
};
