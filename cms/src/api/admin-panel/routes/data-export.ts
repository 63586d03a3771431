/**
 * The back office's export of a person's data (docs/privacy.md "Export"; contracts/privacy
 * `adminPrivacyActionRoutes`): `GET /api/admin-panel/{clients|consultants}/:id/export`, `:id` being the
 * documentId of the person's profile as the `clients` and `consultants` resources list it. The other
 * privacy actions (erasure, consents) live in their own files.
 */
import { adminPrivacyActionRoutes } from '../../../contracts/privacy';
import { routesOf } from '../../../lib/contract-routes';

export default {
  routes: routesOf('data-export', { exportClient: adminPrivacyActionRoutes.exportClient, exportConsultant: adminPrivacyActionRoutes.exportConsultant }),
};
