/** Booking routes of the consultant surface (issue 5 §5, §6; docs/api-bookings.md "Consultant side"). */
import type { QueryShape } from '../../../lib/query-params';
import { listQuery } from '../../client/controllers/bookings';
import { notesQuery } from '../controllers/bookings';

const signedIn = { auth: false as const, policies: ['global::signed-in'] };
const route = (method: string, path: string, handler: string, query?: QueryShape) => ({
  method,
  path: `/consultant${path}`,
  handler: `bookings.${handler}`,
  config: signedIn,
  ...(query ? { request: { query } } : {}),
});

export default {
  routes: [
    route('GET', '/bookings', 'list', listQuery),
    route('POST', '/bookings/:id/cancel', 'cancel'),
    route('POST', '/bookings/:id/reschedule', 'reschedule'),
    route('POST', '/bookings/:id/mark-paid', 'markPaid'),
    route('GET', '/bookings/:id/notes', 'bookingNotes'),
    route('POST', '/bookings/:id/notes', 'addNote'),
    route('GET', '/notes', 'notes', notesQuery),
    route('GET', '/dashboard', 'dashboard'),
  ],
};
