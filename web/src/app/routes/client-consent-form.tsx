/** Route module of `/client/consent-form-doc` (lazy-loaded; see app/router.tsx). */
export { ConsentFormPage as Component } from '../../features/client/components/consent-form-page';
