/**
 * The back office's erasure of an account (docs/privacy.md "Erasure"; contracts/privacy `eraseClient`,
 * `eraseConsultant`): `:id` is the documentId of the profile the `clients` and `consultants` resources
 * list. The erasure runs at once (no e-mailed link); the work is the `api::account.erasure` service's.
 */
import { adminPrivacyActionRoutes as routes, type PrivacySurface } from '../../../contracts/privacy';
import { accountOf, localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

/** Erase the person of the route's `:id` on `surface`'s side and answer the result. */
async function erase(ctx: ApiContext, surface: PrivacySurface, contract: typeof routes.eraseClient | typeof routes.eraseConsultant): Promise<void> {
  const { id } = readParams(ctx, contract, 'admin.notFound');
  readBody(ctx, contract);
  const done = await services.erasure().eraseByAdmin(accountOf(ctx), surface, id, ctx.ip, localeOf(ctx));
  reply(ctx, contract, 200, { data: done });
}

export default {
  /** `POST /admin-panel/clients/:id/erasure` → `200 { data: ErasureDone }`; 404 unknown client; 409 `ErasureBlocked` */
  eraseClient: (ctx: ApiContext) => erase(ctx, 'client', routes.eraseClient),
  /** `POST /admin-panel/consultants/:id/erasure` → `200 { data: ErasureDone }`; 404 unknown consultant; 409 `ErasureBlocked` */
  eraseConsultant: (ctx: ApiContext) => erase(ctx, 'consultant', routes.eraseConsultant),
};
