/** Route module of `/client/health-assesment` (spec spelling; lazy-loaded; see app/router.tsx). */
export { HealthAssessmentPage as Component } from '../../features/client/components/health-assessment-page';
