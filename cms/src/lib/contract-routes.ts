/**
 * Strapi routes built from the contracts (DESIGN §2 "One contract"), so that a route cannot exist
 * without its documented contract: path, method, handler (`<controller>.<action>`, the action named
 * by the contract's key), the access policy and the declared query parameters (read by
 * `global::role-surface` through `lib/query-params`).
 */
import type { AreaContracts } from '../contracts/route';

/** A route object as Strapi's router files declare it. */
export interface StrapiRoute {
  method: string;
  path: string;
  /** `<controller>.<action>`, or the handler itself (admin resources, lib/admin-resource) */
  handler: string | ((ctx: never) => Promise<void>);
  config: { auth: false; policies: string[] };
  request?: { query: Record<string, unknown> };
}

/**
 * The Strapi routes of one controller.
 * @param controller - controller name in its API (`catalogue` → handler `catalogue.blogs`)
 * @param contracts - the area's contracts, keyed by action name
 * @returns route objects for a `routes/*.ts` file
 */
export function routesOf(controller: string, contracts: AreaContracts): StrapiRoute[] {
  return Object.entries(contracts).map(([action, contract]) => ({
    method: contract.method,
    path: contract.path,
    handler: `${controller}.${action}`,
    config: { auth: false, policies: [...(contract.access === 'signed-in' ? ['global::signed-in'] : []), ...(contract.policies ?? [])] },
    ...(contract.query ? { request: { query: contract.query } } : {}),
  }));
}
