/**
 * A consultant's reads of a booked client's forms on `/api/consultant/` (docs/api-bookings.md
 * "Consultant side"), built from their contracts; a consultant's token is needed.
 */
import { consultantClientFormRoutes } from '../../../contracts/bookings';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('client-forms', consultantClientFormRoutes) };
