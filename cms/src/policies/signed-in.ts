/**
 * Route policy: the caller is signed in with a valid token of the surface's role (spec §6;
 * DESIGN §2). Sets `ctx.state.account` to the user; anything else answers 401 in the one error shape.
 */
import type { ApiContext } from '../lib/http';
import { roleOfSurface } from '../lib/roles';
import { services } from '../lib/services';
import { signInChecked } from '../lib/query-count';

/** @throws ApiError 401 when the token is missing, invalid, revoked or of another role */
export default async (ctx: ApiContext): Promise<boolean> => {
  ctx.state.account = await services.accounts().authenticate(ctx.request.header.authorization, roleOfSurface(ctx.state.surface), ctx.state.locale);
  signInChecked();
  return true;
};
