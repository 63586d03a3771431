/**
 * A person's own account erasure (docs/privacy.md "Erasure"; contracts/privacy `requestErasure`,
 * `confirmErasure`) on the client and consultant surfaces: the role is the surface's, never the body's.
 * The work is the `api::account.erasure` service's.
 */
import { clientPrivacyRoutes, consultantPrivacyRoutes, type PrivacySurface } from '../../../contracts/privacy';
import { accountOf, localeOf, readBody, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

const ROUTES = { client: clientPrivacyRoutes, consultant: consultantPrivacyRoutes };

/** The people surface of the request (these routes exist only under /api/client and /api/consultant). */
function surfaceOf(ctx: ApiContext): PrivacySurface {
  const surface = ctx.state.surface;
  if (surface === 'client' || surface === 'consultant') return surface;
  throw new Error(`erasure route reached outside the people surfaces (${String(surface)})`);
}

export default {
  /** `POST {client|consultant}/account/erasure` `{ password }` → `202 { data: ErasureRequested }` (the link is e-mailed) */
  async requestErasure(ctx: ApiContext) {
    const surface = surfaceOf(ctx);
    const contract = ROUTES[surface].requestErasure;
    const { password } = readBody(ctx, contract);
    const requested = await services.erasure().request(accountOf(ctx), surface, password, ctx.ip, localeOf(ctx));
    reply(ctx, contract, 202, { data: requested });
  },

  /** `POST {client|consultant}/account/erasure/confirm` `{ token }` → `200 { data: ErasureDone }` */
  async confirmErasure(ctx: ApiContext) {
    const surface = surfaceOf(ctx);
    const contract = ROUTES[surface].confirmErasure;
    const { token } = readBody(ctx, contract);
    reply(ctx, contract, 200, { data: await services.erasure().confirm(token, surface, localeOf(ctx)) });
  },
};
