/**
 * Route module of `/consultant/my-booking/add-note/:sessionId?/:clientId?` (lazy-loaded; see
 * app/router.tsx): the notes of a booking or a client, and the client's forms.
 */
export { AddNotePage as Component } from '../../features/bookings/components/add-note-page';
