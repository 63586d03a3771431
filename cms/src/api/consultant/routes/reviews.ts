/** Routes of the consultant's reviews, built from their contracts (`contracts/reviews.ts`). */
import { consultantReviewListRoutes } from '../../../contracts/reviews';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('reviews', consultantReviewListRoutes) };
