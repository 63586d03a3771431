/**
 * Runtime settings of the back office.
 *
 * The server answers `/app-config.js` with `window.__APP_CONFIG__ = { apiKey }` (loaded by index.html
 * before the bundle); a build-time `VITE_PUBLIC_API_KEY` and then the development key are fallbacks.
 */

/** Development default of `PUBLIC_API_KEY` (see docs/api.md). */
export const DEV_PUBLIC_API_KEY = 'dev-public-api-key';

/** Base path of the admin REST surface (ra-data-simple-rest dialect, DESIGN §2). */
export const ADMIN_API_URL = '/api/admin-panel';

/** Path under which the back office is served (DESIGN §1). */
export const ADMIN_BASENAME = '/admin';

/**
 * The fixed application key to send as `x-api-key` on every request.
 * It identifies our own front ends; it is not a user secret.
 * Read at call time so a late `/app-config.js` is still honoured.
 */
export function getApiKey(): string {
  const fromServer = typeof window !== 'undefined' ? window.__APP_CONFIG__?.apiKey : undefined;
  if (fromServer) return fromServer;
  const fromBuild = import.meta.env.VITE_PUBLIC_API_KEY;
  if (fromBuild) return fromBuild;
  return DEV_PUBLIC_API_KEY;
}
