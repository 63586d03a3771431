/**
 * The consent routes of a person's own account (docs/privacy.md "Consent records"; contracts/privacy):
 * `GET /api/{client|consultant}/account/consents` and the client's
 * `PUT /api/client/account/consents/health-data`, every one signed in.
 */
import { routesOf } from '../../../lib/contract-routes';
import { clientPrivacyRoutes, consultantPrivacyRoutes } from '../../../contracts/privacy';

export default {
  routes: [
    ...routesOf('consents', { consents: clientPrivacyRoutes.consents, setHealthDataConsent: clientPrivacyRoutes.setHealthDataConsent }),
    ...routesOf('consents', { consents: consultantPrivacyRoutes.consents }),
  ],
};
