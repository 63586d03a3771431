/** Route module of `/client/general-info` (lazy-loaded; see app/router.tsx). */
export { GeneralInfoPage as Component } from '../../features/client/components/general-info-page';
