/**
 * A person's own consent records (docs/privacy.md "Consent records"; contracts/privacy `consents`,
 * `setHealthDataConsent`): the history of every consent given or withdrawn, and the client's switch of
 * the explicit consent to process health data. Thin: `api::account.consents` does the work.
 */
import { clientPrivacyRoutes, consultantPrivacyRoutes } from '../../../contracts/privacy';
import { accountOf, readBody, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

/** The contract of `GET …/account/consents` on the request's surface. */
function historyRoute(ctx: ApiContext) {
  if (ctx.state.surface === 'client') return clientPrivacyRoutes.consents;
  if (ctx.state.surface === 'consultant') return consultantPrivacyRoutes.consents;
  throw new Error(`consent route reached outside the client and consultant surfaces (${String(ctx.state.surface)})`);
}

export default {
  /** `GET /{client|consultant}/account/consents` → the caller's history, newest first */
  async consents(ctx: ApiContext) {
    reply(ctx, historyRoute(ctx), 200, await services.consents().historyOf(accountOf(ctx).id));
  },

  /** `PUT /client/account/consents/health-data` `{ given }` → the history after the change */
  async setHealthDataConsent(ctx: ApiContext) {
    const { given } = readBody(ctx, clientPrivacyRoutes.setHealthDataConsent);
    reply(ctx, clientPrivacyRoutes.setHealthDataConsent, 200, await services.consents().setHealthData(accountOf(ctx).id, given, 'account'));
  },
};
