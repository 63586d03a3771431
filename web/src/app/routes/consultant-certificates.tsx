/** Route module of `/consultant/edit-account/certificate-detail and /all-certificate` (lazy-loaded; see app/router.tsx). */
export { CertificatesPage as Component } from '../../features/consultant/components/certificates-pages';
