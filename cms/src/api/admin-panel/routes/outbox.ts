/**
 * The back office's action on outbox messages (`POST /admin-panel/outbox/:id/resend`), built from its
 * contract (`contracts/admin-outbox.ts`); the list and the record come from the admin resource
 * (`../resources/outbox.ts`).
 */
import { outboxActionRoutes } from '../../../contracts/admin-outbox';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('outbox', outboxActionRoutes) };
