/**
 * The web settings and the public media of the back office (contracts/admin-content
 * `adminContentRoutes`; spec §2 admin route "websetting", §3 "Web settings"): the one settings record,
 * read and written as a bare record `{ id: "current", … }` (react-admin's getOne/update reach it
 * under any id), and image uploads for the media fields of every admin resource.
 */
import { adminContentRoutes as routes } from '../../../contracts/admin-content';
import { localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { uploadedFile } from '../../../lib/uploads';
import { services } from '../../../lib/services';

const content = () => services.adminContent();

export default {
  /** `GET /api/admin-panel/web-setting` */
  getWebSetting: async (ctx: ApiContext) => reply(ctx, routes.getWebSetting, 200, await content().webSetting()),
  /** `GET /api/admin-panel/web-setting/:id` (any id) */
  async getWebSettingById(ctx: ApiContext) {
    readParams(ctx, routes.getWebSettingById);
    reply(ctx, routes.getWebSettingById, 200, await content().webSetting());
  },
  /** `PUT /api/admin-panel/web-setting` */
  async updateWebSetting(ctx: ApiContext) {
    ctx.request.body = content().writableWebSetting(ctx.request.body);
    reply(ctx, routes.updateWebSetting, 200, await content().saveWebSetting(readBody(ctx, routes.updateWebSetting), localeOf(ctx)));
  },
  /** `PUT /api/admin-panel/web-setting/:id` (any id) */
  async updateWebSettingById(ctx: ApiContext) {
    readParams(ctx, routes.updateWebSettingById);
    ctx.request.body = content().writableWebSetting(ctx.request.body);
    reply(ctx, routes.updateWebSettingById, 200, await content().saveWebSetting(readBody(ctx, routes.updateWebSettingById), localeOf(ctx)));
  },
  /** `POST /api/admin-panel/media` (multipart `file`) */
  async uploadMedia(ctx: ApiContext) {
    readBody(ctx, routes.uploadMedia);
    reply(ctx, routes.uploadMedia, 201, await content().uploadImage(uploadedFile(ctx), localeOf(ctx)));
  },
};
