/** Booking routes of the consultant surface (docs/api-bookings.md "Consultant side"), built from their contracts. */
import { consultantBookingRoutes } from '../../../contracts/bookings';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('bookings', consultantBookingRoutes) };
