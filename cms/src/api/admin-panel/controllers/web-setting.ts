/** Admin surface (ra-data-simple-rest dialect: bare JSON records): web settings (contract: `contracts/account.ts`). */
import { adminWebSettingRoutes as routes } from '../../../contracts/account';
import { localeOf, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

export default {
  /** `GET /api/admin-panel/web-setting` → bare web-settings record with `id`; 404 before any is saved */
  async getRecord(ctx: ApiContext) {
    const data = await services.catalogue().requireWebSetting(localeOf(ctx));
    reply(ctx, routes.getRecord, 200, { id: 'web-setting', ...data });
  },
};
