/** Consultant surface: web settings (spec §7: `GET web-setting/get-record`, sent with the consultant token). */
export default {
  /** `GET /api/consultant/web-setting/get-record` → `{ data: WebSetting }` (docs/api.md); 404 before any is saved */
  async getRecord(ctx: any) {
    ctx.body = { data: await (strapi.service('api::client.catalogue') as any).requireWebSetting(ctx.state.locale) };
  },
};
