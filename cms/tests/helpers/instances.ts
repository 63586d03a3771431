/**
 * More app instances for the tests of the scale-out shape (DESIGN §7: N stateless replicas on one
 * database and one Redis): each instance is a separate `strapi start` process of the compiled CMS
 * (`cms/dist`, as `npm start` runs it, through `scripts/lib.mjs`) on its own port, with the
 * environment of the test worker — so the same database as the in-process test Strapi of
 * `./strapi.ts`: the same SQLite file (`DATABASE_FILENAME`; SQLite's file locks and better-sqlite3's 5 s
 * busy timeout let several processes share it) or the same PostgreSQL schema (`DATABASE_URL` +
 * `DATABASE_SCHEMA`) — plus what the test adds (typically {@link sharedRedisEnv}).
 *
 * Start instances one after the other (`await` each): their boots write to the database (roles,
 * permissions), and two SQLite writers booting at once could refuse each other.
 *
 * ```ts
 * const redis = sharedRedisEnv();
 * const first = await startStrapiInstance({ env: redis });
 * const second = await startStrapiInstance({ env: redis });
 * // … io(first.url, …), fetch(`${second.url}/api/…`) …
 * await Promise.all([first.stop(), second.stop()]);
 * await clearSharedRedis(redis);
 * ```
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { startServer, stop, waitForHttp } from '../../../scripts/lib.mjs';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { freePort } from '../../../scripts/free-port.mjs';

/** Environment variables given to an instance on top of the worker's own (`undefined` removes one). */
export type InstanceEnv = Record<string, string | undefined>;

/** A running instance. */
export interface StrapiInstance {
  /** Its port on 127.0.0.1. */
  port: number;
  /** `http://127.0.0.1:<port>`: the API, and the Socket.IO server at path `/socket.io`. */
  url: string;
  /** The `strapi start` process. */
  child: ChildProcess;
  /** The last lines it wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Stop it (SIGTERM, so Strapi closes its connections; SIGKILL after 10 s) and wait for its exit. */
  stop(): Promise<void>;
}

/** Options of {@link startStrapiInstance}. */
export interface InstanceOptions {
  /** Added to (or, `undefined`, removed from) the worker's environment. */
  env?: InstanceEnv;
  /** The port; a free one by default. */
  port?: number;
  /** Give up when it has not answered after this many milliseconds (default 120 000). */
  timeoutMs?: number;
}

const OUTPUT_LINES = 200;

/**
 * Start one more instance of the app and wait until it answers `GET /_health`.
 * @returns the running instance (stop it in `afterAll`; it is also killed when the worker exits)
 * @throws Error with the instance's last output when it exits or does not answer in time
 */
export async function startStrapiInstance(options: InstanceOptions = {}): Promise<StrapiInstance> {
  const port = options.port ?? ((await freePort()) as number);
  const env: InstanceEnv = {
    HOST: '127.0.0.1',
    PORT: String(port),
    // Its own copy of the seed is not wanted: it serves the database the tests fill.
    SEED_IF_EMPTY: 'false',
    STRAPI_STARTUP_LOG: 'false',
    ...options.env,
  };
  // Node leaves out the variables whose value is `undefined`.
  const child: ChildProcess = startServer(env, ['ignore', 'pipe', 'pipe']);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > OUTPUT_LINES) lines.splice(0, lines.length - OUTPUT_LINES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const instance: StrapiInstance = {
    port,
    url,
    child,
    output: () => lines.join('\n'),
    async stop() {
      process.removeListener('exit', killOnExit);
      await stop(child);
    },
  };
  try {
    await waitForHttp(`${url}/_health`, { child, timeoutMs: options.timeoutMs ?? 120_000 });
  } catch (error) {
    await instance.stop();
    throw new Error(`the Strapi instance on port ${port} did not start: ${(error as Error).message}\n${instance.output()}`);
  }
  return instance;
}

/**
 * The environment that makes instances share Redis as replicas do: `REDIS_URL` (the worker's, else
 * `redis://127.0.0.1:6379`) and a `REALTIME_REDIS_PREFIX` of their own, so that the room servers of
 * this test hear each other and no other test run.
 */
export function sharedRedisEnv(): InstanceEnv {
  return {
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    REALTIME_REDIS_PREFIX: `test-realtime-${process.pid}-${randomBytes(4).toString('hex')}`,
  };
}

/** Delete what the instances of {@link sharedRedisEnv} left in Redis (the room servers' stream). */
export async function clearSharedRedis(env: InstanceEnv): Promise<void> {
  if (!env.REDIS_URL || !env.REALTIME_REDIS_PREFIX) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Redis = require('ioredis') as typeof import('ioredis').default;
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.del(env.REALTIME_REDIS_PREFIX);
  } finally {
    redis.disconnect();
  }
}
