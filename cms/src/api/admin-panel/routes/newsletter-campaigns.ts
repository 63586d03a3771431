/**
 * The back office's actions on newsletter campaigns (`POST /admin-panel/newsletter-campaigns/preview`,
 * `…/:id/test`, `…/:id/send`), built from their contract (`contracts/admin-newsletter.ts`); the list, the
 * record and its edits come from the admin resource (`../resources/newsletter-campaigns.ts`).
 */
import { newsletterCampaignActionRoutes } from '../../../contracts/admin-newsletter';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('newsletter-campaigns', newsletterCampaignActionRoutes) };
