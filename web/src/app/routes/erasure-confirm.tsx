/** Route module of `/public/:role/account/erasure?token=` (lazy-loaded; see app/router.tsx): the account-erasure e-mail's link. */
export { ErasureConfirmPage as Component } from '../../features/privacy/components/erasure-confirm-page';
