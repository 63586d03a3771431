/** Route module of `/consultant/edit-account/address-detail` (lazy-loaded; see app/router.tsx). */
export { AddressPage as Component } from '../../features/consultant/components/address-page';
