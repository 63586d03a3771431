/**
 * The routes of the role surfaces as the booted Strapi registered them (koa-router layers of the
 * content API, `/api` prefix included), so that tests over "every route" cover routes added later
 * without a hand-written list.
 */
import { booted } from './strapi';

/** The API surfaces guarded by `global::role-surface`. */
export type Surface = 'client' | 'consultant' | 'admin-panel' | 'files' | 'payments';

export interface SurfaceRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** koa-router path, e.g. `/api/client/blogs/:slug` */
  path: string;
  surface: Surface;
  /** names of the `:params` of `path` */
  params: string[];
}

const SURFACE = /^\/api\/(client|consultant|admin-panel|files|payments)(\/|$)/;

/** Every route of the role surfaces, in registration order (HEAD, which mirrors GET, left out). */
export function surfaceRoutes(): SurfaceRoute[] {
  const layers = booted().server.api('content-api').listRoutes() as unknown as { path: string; methods: string[]; paramNames: { name: string }[] }[];
  return layers.flatMap((layer) => {
    const surface = SURFACE.exec(layer.path)?.[1] as Surface | undefined;
    if (!surface) return [];
    return layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method: method as SurfaceRoute['method'], path: layer.path, surface, params: layer.paramNames.map((param) => param.name) }));
  });
}

/**
 * `text` percent-encoded as UTF-8 bytes, every byte but unreserved characters (RFC 3986); unlike
 * `encodeURIComponent` it accepts any string (a lone surrogate becomes U+FFFD).
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** `route.path` with each `:param` replaced by its value (percent-encoded). */
export function fillPath(route: SurfaceRoute, values: Record<string, string> | ((name: string) => string)): string {
  const value = typeof values === 'function' ? values : (name: string) => values[name] ?? 'x';
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => percentEncode(value(name)));
}
