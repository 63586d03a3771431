/**
 * Routes of the signed-in client's forms and favourites on `/api/client/` (issue 5 §1;
 * docs/api-bookings.md "Client forms"); every one needs a client's token (`global::signed-in`).
 */
import type { QueryShape } from '../../../lib/query-params';
import { listQuery } from '../controllers/favourites';

const signedIn = { auth: false as const, policies: ['global::signed-in'] };
const route = (method: string, path: string, handler: string, query?: QueryShape) => ({
  method,
  path: `/client${path}`,
  handler,
  config: signedIn,
  ...(query ? { request: { query } } : {}),
});

export default {
  routes: [
    route('GET', '/general-info', 'forms.getGeneralInfo'),
    route('PUT', '/general-info', 'forms.putGeneralInfo'),
    route('GET', '/consent-form', 'forms.getConsentForm'),
    route('POST', '/consent-form', 'forms.acceptConsentForm'),
    route('GET', '/health-assessment', 'forms.getHealthAssessment'),
    route('PUT', '/health-assessment', 'forms.putHealthAssessment'),
    route('PUT', '/health-assessment/draft', 'forms.putHealthAssessmentDraft'),
    route('GET', '/favourites', 'favourites.list', listQuery),
    route('POST', '/favourites', 'favourites.add'),
    route('DELETE', '/favourites/:consultantId', 'favourites.remove'),
  ],
};
