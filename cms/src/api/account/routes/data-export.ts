/**
 * The person's own export (docs/privacy.md "Export"; contracts/privacy `exportData`):
 * `GET /api/client/account/export` and `GET /api/consultant/account/export`, one controller action for
 * both surfaces. The other privacy routes of the account (erasure, consents) live in their own files.
 */
import { clientPrivacyRoutes, consultantPrivacyRoutes } from '../../../contracts/privacy';
import { routesOf } from '../../../lib/contract-routes';

export default {
  routes: [...routesOf('data-export', { exportData: clientPrivacyRoutes.exportData }), ...routesOf('data-export', { exportData: consultantPrivacyRoutes.exportData })],
};
