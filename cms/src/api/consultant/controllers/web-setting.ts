/** Consultant surface: web settings (spec §7: `GET web-setting/get-record`, sent with the consultant token). */
import { notFound } from '../../../lib/http-errors';
import { t } from '../../../lib/messages';

export default {
  /** `GET /api/consultant/web-setting/get-record` → `{ data: WebSetting }` (docs/api.md) */
  async getRecord(ctx: any) {
    const data = await (strapi.service('api::client.catalogue') as any).webSetting(ctx.state.locale);
    if (!data) throw notFound(t(ctx.state.locale, 'notFound.webSetting'));
    ctx.body = { data };
  },
};
