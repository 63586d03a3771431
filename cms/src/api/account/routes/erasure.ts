/**
 * Account erasure routes of the client and consultant surfaces (docs/privacy.md "Erasure"; contracts:
 * `contracts/privacy.ts` `requestErasure`, `confirmErasure`), built from their contracts.
 */
import { routesOf } from '../../../lib/contract-routes';
import { clientPrivacyRoutes, consultantPrivacyRoutes } from '../../../contracts/privacy';

const { requestErasure: clientRequest, confirmErasure: clientConfirm } = clientPrivacyRoutes;
const { requestErasure: consultantRequest, confirmErasure: consultantConfirm } = consultantPrivacyRoutes;

export default {
  routes: [...routesOf('erasure', { requestErasure: clientRequest, confirmErasure: clientConfirm }), ...routesOf('erasure', { requestErasure: consultantRequest, confirmErasure: consultantConfirm })],
};
