/** Route module of `/booking/:token`, behind the client guard (lazy-loaded; see app/router.tsx). */
export { BookingPage as Component } from '../../features/account/components/booking-page';
