/** Consultant surface: web settings (spec §7 `GET web-setting/get-record`; contract: `contracts/account.ts`). */
import { consultantWebSettingRoutes as routes } from '../../../contracts/account';
import { localeOf, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

export default {
  /** `GET /api/consultant/web-setting/get-record` → `{ data: WebSetting }` (docs/api.md); 404 before any is saved */
  async getRecord(ctx: ApiContext) {
    reply(ctx, routes.getRecord, 200, { data: await services.catalogue().requireWebSetting(localeOf(ctx)) });
  },
};
