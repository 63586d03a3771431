/**
 * Routes of a consultant's reads of a client's forms on `/api/consultant/` (issue 5 §6;
 * docs/api-bookings.md "Consultant side"); a consultant's token is needed (`global::signed-in`).
 */
const signedIn = { auth: false as const, policies: ['global::signed-in'] };

export default {
  routes: [
    { method: 'GET', path: '/consultant/clients/:clientId/consent-form', handler: 'client-forms.consentForm', config: signedIn },
    { method: 'GET', path: '/consultant/clients/:clientId/health-assessment', handler: 'client-forms.healthAssessment', config: signedIn },
  ],
};
