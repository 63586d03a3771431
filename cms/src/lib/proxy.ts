/**
 * Which client address to believe (rate limits, audit logs). Behind reverse proxies, Koa reads
 * `X-Forwarded-For`; a client can put anything at the start of that header, so only the last
 * `TRUST_PROXY_HOPS` entries (those appended by our own proxies) are trusted (Koa `maxIpsCount`).
 */

/** Koa application settings for the proxy environment. */
export interface ProxySettings {
  /** Whether X-Forwarded-* headers are read at all. */
  proxy: boolean;
  /** How many entries from the end of X-Forwarded-For are trusted (0: all, never used here when `proxy`). */
  maxIpsCount: number;
}

/**
 * @param env - `TRUST_PROXY` (`true` behind a reverse proxy) and `TRUST_PROXY_HOPS` (proxies in front
 *   of the app, default 1)
 * @returns the Koa settings
 * @throws Error when `TRUST_PROXY_HOPS` is not a whole number from 1 to 10
 */
export function proxySettings(env: NodeJS.ProcessEnv): ProxySettings {
  if (env.TRUST_PROXY !== 'true') return { proxy: false, maxIpsCount: 0 };
  const raw = env.TRUST_PROXY_HOPS?.trim() || '1';
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 1 || hops > 10) throw new Error(`TRUST_PROXY_HOPS must be a whole number from 1 to 10 (got "${raw}")`);
  return { proxy: true, maxIpsCount: hops };
}

/**
 * The client address of a request that did not go through Koa (a Socket.IO handshake), read as Koa
 * reads `ctx.ip`: with `proxy`, the first of the last `maxIpsCount` entries of X-Forwarded-For, else
 * (or without the header) the socket's remote address.
 * @param forwardedFor - the request's X-Forwarded-For header
 * @param remoteAddress - the TCP peer's address
 * @param settings - {@link proxySettings}
 */
export function clientAddress(forwardedFor: string | string[] | undefined, remoteAddress: string, settings: ProxySettings): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  let entries = settings.proxy && header ? header.split(/\s*,\s*/).filter(Boolean) : [];
  if (settings.maxIpsCount > 0) entries = entries.slice(-settings.maxIpsCount);
  return entries[0] || remoteAddress;
}
