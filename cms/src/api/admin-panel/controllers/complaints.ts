/**
 * The workflow of complaints in the back office (contracts/admin-complaints `complaintActionRoutes`):
 * one step (take in review, resolve, reject) or an internal note, answering the complaint's detail
 * (../resources/complaints.ts). Thin: the `api::complaint.complaints` service does the work.
 */
import { complaintActionRoutes as routes } from '../../../contracts/admin-complaints';
import { accountOf, localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import { complaintDetailById } from '../resources/complaints';

export default {
  /** `PUT /admin-panel/complaints/:id` `{ status, decision_favour?, note?, internal_note? }` */
  async transition(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.transition, 'admin.notFound');
    const body = readBody(ctx, routes.transition);
    const rowId = await services.complaints().transition(id, body, accountOf(ctx), locale);
    reply(ctx, routes.transition, 200, await complaintDetailById(rowId, locale));
  },
};
