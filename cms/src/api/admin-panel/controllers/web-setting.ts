/** Admin surface (ra-data-simple-rest dialect: bare JSON records): web settings. */
export default {
  /** `GET /api/admin-panel/web-setting` → bare web-settings record with `id`; 404 before any is saved */
  async getRecord(ctx: any) {
    const data = await (strapi.service('api::client.catalogue') as any).requireWebSetting(ctx.state.locale);
    ctx.body = { id: 'web-setting', ...data };
  },
};
