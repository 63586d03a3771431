/**
 * Booking routes of the client surface (docs/api-bookings.md "Time slots", "Bookings (client)"), built
 * from their contracts: the time slots are public, the rest needs a signed-in client.
 */
import { clientBookingRoutes } from '../../../contracts/bookings';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('bookings', clientBookingRoutes) };
