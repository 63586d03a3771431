/** Admin surface (ra-data-simple-rest dialect: bare JSON records): web settings. */
import { notFound } from '../../../lib/http-errors';
import { t } from '../../../lib/messages';

export default {
  /** `GET /api/admin-panel/web-setting` → bare web-settings record with `id` */
  async getRecord(ctx: any) {
    const data = await (strapi.service('api::client.catalogue') as any).webSetting(ctx.state.locale);
    if (!data) throw notFound(t(ctx.state.locale, 'notFound.webSetting'));
    ctx.body = { id: 'web-setting', ...data };
  },
};
