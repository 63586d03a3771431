/** Routes of the client's reviews and of the public reviews of a consultant, built from their contracts (`contracts/reviews.ts`). */
import { clientReviewRoutes } from '../../../contracts/reviews';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('reviews', clientReviewRoutes) };
