/**
 * The back office's action on webinars (contracts/admin-webinars `webinarActionRoutes`): cancel a
 * published webinar as its consultant would (lib/webinars `cancelPublishedWebinar`: every registered
 * client e-mailed and refunded), answering the webinar's detail (../resources/webinars.ts).
 */
import { webinarActionRoutes as routes } from '../../../contracts/admin-webinars';
import { WEBINAR } from '../../../lib/content-types';
import { ApiError, notFound } from '../../../lib/http-errors';
import { localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { t } from '../../../lib/messages';
import { cancelPublishedWebinar, type WebinarRow } from '../../../lib/webinars/webinars';
import { webinarDetailById, webinarEnded } from '../resources/webinars';

export default {
  /**
   * `POST /admin-panel/webinars/:id/cancel` → `200` the webinar, cancelled; `404` unknown; `409`
   * `InvalidTransition` (`details.reason`: `WebinarDraft`, `WebinarCancelled`, `WebinarEnded`)
   */
  async cancel(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.cancel, 'admin.notFound');
    readBody(ctx, routes.cancel);
    const row = (await strapi.db.query(WEBINAR).findOne({ where: { documentId: id } })) as WebinarRow | null;
    if (!row) throw notFound(t(locale, 'admin.notFound'));
    const refuse = (reason: 'WebinarDraft' | 'WebinarCancelled' | 'WebinarEnded', key: 'admin.webinarDraft' | 'admin.webinarCancelled' | 'admin.webinarEnded') =>
      new ApiError(409, 'InvalidTransition', t(locale, key), { reason });
    if (row.status === 'draft') throw refuse('WebinarDraft', 'admin.webinarDraft');
    if (row.status === 'cancelled') throw refuse('WebinarCancelled', 'admin.webinarCancelled');
    if (webinarEnded(row)) throw refuse('WebinarEnded', 'admin.webinarEnded');
    try {
      await cancelPublishedWebinar(row, 'admin', locale);
    } catch (error) {
      // cancelled by its consultant meanwhile
      if (error instanceof ApiError && error.status === 409) throw refuse('WebinarCancelled', 'admin.webinarCancelled');
      throw error;
    }
    reply(ctx, routes.cancel, 200, await webinarDetailById(id, locale));
  },
};
