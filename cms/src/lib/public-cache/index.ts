/**
 * Micro-cache of the anonymous catalogue reads (docs/public-cache.md): the answers of the routes whose
 * contract opts in (`cache` in `contracts/route.ts`) are kept in memory, pre-compressed, and served by
 * the HTTP server before Koa (hits) and by `global::public-cache` (misses); every write drops the entries built
 * from what it changed, before its own answer is sent, in every server process.
 *
 * - `settings.ts`: environment (`PUBLIC_CACHE_*`);
 * - `keys.ts`: which requests, which key;
 * - `store.ts`: bounded LRU, tag index, race guard;
 * - `entry.ts`: stored bodies (identity, Brotli, gzip), entity tags;
 * - `hits.ts`: which stored answer a request gets, and how it is written;
 * - `early-hits.ts`: hits answered on the HTTP server before Koa;
 * - `reads.ts`: the content types a miss reads (SQL statements seen in an AsyncLocalStorage scope);
 * - `invalidation.ts`: {@link invalidateTags}, {@link onInvalidate}, write lifecycles;
 * - `broadcast.ts`: Redis pub/sub between processes.
 *
 * Other code uses {@link invalidateTags} (after a raw-SQL write) and {@link onInvalidate} (to keep its
 * own cache in step).
 */
import type { Core } from '@strapi/strapi';
import { openBroadcast, type Broadcast } from './broadcast';
import { answerHitsFirst } from './early-hits';
import { connectSinks, invalidateTags, subscribeWrites } from './invalidation';
import { listenToReads } from './reads';
import { publicCacheSettings, type PublicCacheSettings } from './settings';
import { PublicCacheStore } from './store';

export { invalidateTags, onInvalidate, type InvalidationListener } from './invalidation';
export { addReadTags, answerValidUntil } from './reads';
export { SESSION_COOKIE } from './hits';
export { publicCacheSettings, type PublicCacheSettings } from './settings';

/** The running cache of this process. */
export interface PublicCache {
  settings: PublicCacheSettings;
  store: PublicCacheStore;
}

let current: PublicCache | undefined;
let broadcast: Broadcast | undefined;
const stops: (() => void)[] = [];

/** The running cache, or `undefined` when it is off (`PUBLIC_CACHE_ENABLED=false`) or not open yet. */
export function publicCache(): PublicCache | undefined {
  return current;
}

/**
 * Start the cache (Strapi bootstrap, before the server takes requests): store, SQL read listener,
 * write lifecycles, and with `REDIS_URL` the broadcast. The write lifecycles and the broadcast also
 * run when the cache is off, so that {@link onInvalidate} listeners hear every change.
 */
export function openPublicCache(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  const settings = publicCacheSettings(env);
  const store = settings.enabled ? new PublicCacheStore({ maxBytes: settings.maxBytes, ttlMs: settings.ttlMs }) : undefined;
  if (env.REDIS_URL) {
    broadcast = openBroadcast(
      env.REDIS_URL,
      settings.channel,
      (tags) => invalidateTags(tags, 'remote'),
      () => store?.clear(),
      (message) => strapi.log.warn(message),
    );
  }
  connectSinks({ drop: store ? (tags) => store.invalidate(tags) : undefined, publish: broadcast ? (tags) => broadcast?.publish(tags) : undefined });
  stops.push(subscribeWrites(strapi));
  if (store) {
    stops.push(listenToReads(strapi));
    current = { settings, store };
    stops.push(answerHitsFirst(strapi.server.httpServer, publicCache));
  }
}

/** Stop the cache and close its Redis connections (Strapi destroy). */
export async function closePublicCache(): Promise<void> {
  current = undefined;
  connectSinks({});
  for (const stop of stops.splice(0)) stop();
  const open = broadcast;
  broadcast = undefined;
  await open?.close();
}
