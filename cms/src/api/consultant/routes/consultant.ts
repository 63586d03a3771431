/**
 * Routes of the consultant surface `/api/consultant/` (DESIGN §2; docs/api-consultant.md). Account
 * routes live in api/account; everything here but the web settings needs a signed-in consultant.
 */
import { routesOf } from '../../../lib/contract-routes';
import { consultantWebSettingRoutes } from '../../../contracts/account';

const signedIn = { auth: false as const, policies: ['global::signed-in'] };
const route = (method: string, path: string, handler: string) => ({ method, path: `/consultant${path}`, handler: `profile.${handler}`, config: signedIn });

export default {
  routes: [
    ...routesOf('web-setting', consultantWebSettingRoutes),
    ...(['basic', 'address', 'bank', 'detail'] as const).flatMap((name) => {
      const suffix = name[0].toUpperCase() + name.slice(1);
      return [route('GET', `/profile/${name}`, `get${suffix}`), route('PUT', `/profile/${name}`, `put${suffix}`)];
    }),
    route('GET', '/profile/status', 'status'),
    route('POST', '/profile/submit', 'submit'),
    route('GET', '/profile/preview', 'preview'),
    route('GET', '/documents', 'getDocuments'),
    route('PUT', '/documents', 'putDocuments'),
    route('POST', '/documents/:kind', 'uploadDocument'),
    route('GET', '/education', 'listEducation'),
    route('POST', '/education', 'createEducation'),
    route('GET', '/education/:id', 'getEducation'),
    route('PUT', '/education/:id', 'updateEducation'),
    route('DELETE', '/education/:id', 'deleteEducation'),
    route('GET', '/certificates', 'listCertificates'),
    route('POST', '/certificates', 'createCertificates'),
    route('GET', '/certificates/:id', 'getCertificates'),
    route('PATCH', '/certificates/:id', 'updateCertificates'),
    route('PUT', '/certificates/:id', 'updateCertificates'),
    route('DELETE', '/certificates/:id', 'deleteCertificates'),
    route('GET', '/timings', 'getTimings'),
    route('PUT', '/timings', 'putTimings'),
  ],
};
