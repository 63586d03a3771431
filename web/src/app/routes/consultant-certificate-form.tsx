/** Route module of `/consultant/edit-account/add-certificate and /certificate-detail/edit/:id` (lazy-loaded; see app/router.tsx). */
export { CertificateFormPage as Component } from '../../features/consultant/components/certificates-pages';
