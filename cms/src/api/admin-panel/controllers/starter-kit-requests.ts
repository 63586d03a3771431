/**
 * "Send again" of a starter-kit request in the back office (contracts/starter-kit
 * `starterKitActionRoutes`): one attempt now, answering the request after it
 * (../resources/starter-kit-requests.ts). The `api::starter-kit-request.deliveries` service does the work.
 */
import { starterKitActionRoutes as routes } from '../../../contracts/starter-kit';
import { notFound } from '../../../lib/http-errors';
import { localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import type { ResourceRow } from '../../../lib/admin-resource';
import { t } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { starterKitRecord } from '../resources/starter-kit-requests';

export default {
  /** `POST /admin-panel/starter-kit-requests/:id/resend` → `200` the request after the attempt */
  async resend(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.resend, 'admin.notFound');
    readBody(ctx, routes.resend);
    const row = await services.starterKits().resend(id);
    if (!row) throw notFound(t(locale, 'admin.notFound'));
    reply(ctx, routes.resend, 200, starterKitRecord(row as unknown as ResourceRow));
  },
};
