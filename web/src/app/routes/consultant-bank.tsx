/** Route module of `/consultant/edit-account/bank-detail` (lazy-loaded; see app/router.tsx). */
export { BankPage as Component } from '../../features/consultant/components/bank-page';
