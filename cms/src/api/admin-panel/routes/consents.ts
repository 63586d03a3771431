/**
 * The back office's read of a person's consent history (docs/privacy.md "Consent records";
 * contracts/privacy `clientConsents`, `consultantConsents`), by the documentId the `clients` and
 * `consultants` resources use.
 */
import { adminPrivacyActionRoutes } from '../../../contracts/privacy';
import { routesOf } from '../../../lib/contract-routes';

export default {
  routes: routesOf('consents', { clientConsents: adminPrivacyActionRoutes.clientConsents, consultantConsents: adminPrivacyActionRoutes.consultantConsents }),
};
