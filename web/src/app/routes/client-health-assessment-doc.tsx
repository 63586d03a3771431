/** Route module of `/client/health-assessment-doc` (lazy-loaded; see app/router.tsx). */
export { HealthAssessmentDocPage as Component } from '../../features/client/components/health-assessment-doc-page';
