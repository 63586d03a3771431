/**
 * Runtime environment of the web site (DESIGN §2 "x-api-key").
 *
 * The API key identifies our own front ends; it is not a user secret. It is read, in order, from
 * `window.__APP_CONFIG__.apiKey` (served by the CMS as `/app-config.js`), from the build-time variable
 * `VITE_PUBLIC_API_KEY`, else the development default `dev-public-api-key`.
 *
 * @module config/env
 */
import type { Role } from './constants';

/** Development default of the public API key (see docs/api.md). */
export const DEFAULT_PUBLIC_API_KEY = 'dev-public-api-key';

/**
 * Returns the public API key to send as `x-api-key`.
 *
 * @returns a non-empty string.
 */
export function getPublicApiKey(): string {
  const runtime = typeof window !== 'undefined' ? window.__APP_CONFIG__?.apiKey : undefined;
  if (runtime) return runtime;
  const buildTime = import.meta.env.VITE_PUBLIC_API_KEY;
  if (buildTime) return buildTime;
  return DEFAULT_PUBLIC_API_KEY;
}

/** Base path of the client API surface (DESIGN §2). */
export const CLIENT_API_BASE = '/api/client/';

/** Base path of each role's API surface (DESIGN §2, docs/api-auth.md). */
export const API_BASES: Readonly<Record<Role, string>> = {
  client: CLIENT_API_BASE,
  consultant: '/api/consultant/',
  admin: '/api/admin-panel/',
};
