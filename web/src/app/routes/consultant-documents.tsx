/** Route module of `/consultant/edit-account/document` (lazy-loaded; see app/router.tsx). */
export { DocumentsPage as Component } from '../../features/consultant/components/documents-page';
