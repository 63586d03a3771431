/**
 * Actions on admins in the back office (contracts/admin-people `adminActionRoutes`): invite one by
 * e-mail, deactivate or reactivate one; each answers the admin's record (../resources/admins.ts).
 */
import { adminActionRoutes as routes } from '../../../contracts/admin-people';
import { accountOf, localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import { adminRecord } from '../resources/admins';

export default {
  /** `POST /admin-panel/admins` `{ email, locale? }`: 201 invited, 200 invitation sent again. */
  async invite(ctx: ApiContext) {
    const input = readBody(ctx, routes.invite);
    const { user, created } = await services.people().inviteAdmin(accountOf(ctx), input, localeOf(ctx));
    reply(ctx, routes.invite, created ? 201 : 200, adminRecord(user));
  },

  /** `PUT /admin-panel/admins/:id/active` `{ active }` */
  async setActive(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.setActive, 'admin.notFound');
    const { active } = readBody(ctx, routes.setActive);
    const user = await services.people().setAdminActive(id, active, localeOf(ctx));
    reply(ctx, routes.setActive, 200, adminRecord(user));
  },
};
