/**
 * "Send again" of an outbox message in the back office (contracts/admin-outbox `outboxActionRoutes`):
 * the message is queued again, due now, and the outbox worker woken (lib/outbox `resendMessage`); the
 * answer is the message as queued again (../resources/outbox.ts).
 */
import { outboxActionRoutes as routes } from '../../../contracts/admin-outbox';
import { notFound } from '../../../lib/http-errors';
import { localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import type { ResourceRow } from '../../../lib/admin-resource';
import { t } from '../../../lib/messages';
import { resendMessage } from '../../../lib/outbox';
import { outboxRecord } from '../resources/outbox';

export default {
  /** `POST /admin-panel/outbox/:id/resend` → `200` the message, queued again; `404` for an unknown id */
  async resend(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.resend, 'admin.notFound');
    readBody(ctx, routes.resend);
    const row = await resendMessage(id);
    if (!row) throw notFound(t(locale, 'admin.notFound'));
    reply(ctx, routes.resend, 200, outboxRecord(row as unknown as ResourceRow));
  },
};
