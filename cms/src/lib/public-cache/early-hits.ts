/**
 * Hits answered on the HTTP server itself, before Koa (docs/public-cache.md "Fast path"): a cached
 * catalogue read then costs a key lookup and one write, without Koa's context or Strapi's middleware
 * chain. Everything else (misses, other routes, signed-in callers, Socket.IO) reaches the listeners the
 * server had, unchanged; `global::public-cache` still stores the misses.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { lookUp, writeStored, type CacheRequest } from './hits';
import type { PublicCache } from './index';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** `request` as a {@link CacheRequest} (path and query string split as sent, headers by lower-case name). */
function cacheRequest(request: IncomingMessage): CacheRequest {
  const url = request.url ?? '/';
  const mark = url.indexOf('?');
  const header = (name: string): string => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  return { method: request.method ?? 'GET', path: mark === -1 ? url : url.slice(0, mark), querystring: mark === -1 ? '' : url.slice(mark + 1), header };
}

/**
 * Put the hit check in front of `server`'s request listeners.
 * @param cache - the running cache, read at each request (`undefined`: every request goes on)
 * @returns a function that puts the former listeners back
 */
export function answerHitsFirst(server: Server, cache: () => PublicCache | undefined): () => void {
  const listeners = server.listeners('request') as RequestListener[];
  const first: RequestListener = (request, response) => {
    const open = cache();
    if (open) {
      const cacheable = cacheRequest(request);
      const lookup = lookUp(cacheable);
      const hit = lookup && open.store.get(lookup.key);
      if (hit) {
        writeStored(cacheable, response, hit, 'HIT', open.settings);
        return;
      }
    }
    for (const listener of listeners) listener.call(server, request, response);
  };
  server.removeAllListeners('request');
  server.on('request', first);
  return () => {
    server.removeListener('request', first);
    for (const listener of listeners) server.on('request', listener);
  };
}
