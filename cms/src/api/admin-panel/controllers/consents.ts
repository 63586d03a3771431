/**
 * The consent history of a client or a consultant in the back office (docs/privacy.md "Consent
 * records"; contracts/privacy `adminPrivacyActionRoutes`): `GET /admin-panel/{clients|consultants}/:id/consents`,
 * `:id` the documentId of the person's profile. Unknown ids answer 404. `api::account.consents` does the work.
 */
import { adminPrivacyActionRoutes as routes } from '../../../contracts/privacy';
import { localeOf, readParams, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

export default {
  /** `GET /admin-panel/clients/:id/consents` */
  async clientConsents(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.clientConsents, 'admin.notFound');
    reply(ctx, routes.clientConsents, 200, await services.consents().historyOfPerson('clients', id, localeOf(ctx)));
  },

  /** `GET /admin-panel/consultants/:id/consents` */
  async consultantConsents(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.consultantConsents, 'admin.notFound');
    reply(ctx, routes.consultantConsents, 200, await services.consents().historyOfPerson('consultants', id, localeOf(ctx)));
  },
};
