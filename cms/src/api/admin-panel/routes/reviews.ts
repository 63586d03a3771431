/**
 * The back office's moderation of reviews (`POST /admin-panel/reviews/:id/hide|unhide`), built from their
 * contracts (`contracts/reviews.ts`); the list and the record come from the admin resource (`../resources/reviews.ts`).
 */
import { reviewActionRoutes } from '../../../contracts/reviews';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('reviews', reviewActionRoutes) };
