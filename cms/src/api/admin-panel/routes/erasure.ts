/**
 * The back office's erasure of a client's or consultant's account on the person's request
 * (`POST /admin-panel/{clients|consultants}/:id/erasure`, docs/privacy.md "Erasure"), built from its
 * contract (`contracts/privacy.ts` `eraseClient`, `eraseConsultant`).
 */
import { adminPrivacyActionRoutes } from '../../../contracts/privacy';
import { routesOf } from '../../../lib/contract-routes';

const { eraseClient, eraseConsultant } = adminPrivacyActionRoutes;

export default { routes: routesOf('erasure', { eraseClient, eraseConsultant }) };
