/**
 * Invalidations across server processes (docs/public-cache.md "Several instances"): with `REDIS_URL`,
 * every local invalidation is published on the Redis pub/sub channel `PUBLIC_CACHE_CHANNEL` (default
 * `wellness:public-cache`) as `{ "from": <instance id>, "tags": [...] }`, and the invalidations other
 * processes publish are applied here (one's own are recognised by the instance id and ignored).
 * Two connections: a subscribed Redis connection cannot publish. Without `REDIS_URL`, nothing.
 *
 * A process that loses its Redis connection keeps serving from its cache; it drops everything when
 * the subscription comes back (it may have missed invalidations meanwhile).
 */
import crypto from 'node:crypto';

/** What travels on the channel. */
interface Message {
  from: string;
  tags: string[];
}

/** The open broadcast of this process. */
export interface Broadcast {
  publish(tags: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * Open the two Redis connections and subscribe.
 * @param url - `REDIS_URL`
 * @param channel - the channel name
 * @param apply - applies another process's invalidation
 * @param resync - called when the subscription (re)starts after a lost connection: drop everything
 * @param log - warnings (connection errors)
 */
export function openBroadcast(url: string, channel: string, apply: (tags: string[]) => void, resync: () => void, log: (message: string) => void): Broadcast {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Redis = require('ioredis') as typeof import('ioredis').default;
  const instance = crypto.randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', (error: Error) => log(`[public-cache] Redis: ${error.message}`));
  subscriber.on('error', (error: Error) => log(`[public-cache] Redis: ${error.message}`));
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (subscribedOnce) resync();
    subscribedOnce = true;
  });
  void subscriber.subscribe(channel).catch((error: Error) => log(`[public-cache] Redis subscribe: ${error.message}`));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text) as Message;
      if (message.from !== instance && Array.isArray(message.tags)) apply(message.tags.filter((tag) => typeof tag === 'string'));
    } catch {
      // not one of ours
    }
  });
  return {
    publish(tags) {
      const message: Message = { from: instance, tags: [...tags] };
      void publisher.publish(channel, JSON.stringify(message)).catch((error: Error) => log(`[public-cache] Redis publish: ${error.message}`));
    },
    async close() {
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}
