/** Route module of `/bookings/move?token=…`, the earlier-slot e-mail's link (lazy-loaded; see app/router.tsx). */
export { EarlierSlotMovePage as Component } from '../../features/bookings/components/earlier-slot-move-page';
