/**
 * Route policy: the caller is signed in with a valid token of the surface's role (issue 3 §4, §7;
 * spec §6). Sets `ctx.state.account` to the user; anything else answers 401 in the one error shape.
 */
import { roleOf } from '../lib/roles';

export default async (policyContext: any) => {
  const ctx = policyContext;
  const accounts = strapi.service('api::account.accounts') as any;
  ctx.state.account = await accounts.authenticate(ctx.request.header.authorization, roleOf(ctx), ctx.state.locale);
  return true;
};
