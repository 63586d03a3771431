/**
 * Rate limits of the account flows (issue 3 §3–§4), with rate-limiter-flexible: in memory by
 * default, in Redis when `REDIS_URL` is set (so several server processes share the counters).
 * Counter keys start with `RATE_LIMIT_PREFIX` (default `rl`). Keys are built by the server from the client IP (`ctx.ip`; honours X-Forwarded-For only when
 * `TRUST_PROXY=true`) and the normalized e-mail: nothing else in the request body can change them.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from './http-errors';
import { t, type Locale } from './messages';

/** One limiter: at most `points` consumptions per `durationSeconds`, then blocked `blockSeconds`. */
interface LimitSpec {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/** The limits, per flow and key (documented in docs/api-auth.md). */
export const LIMITS = {
  otpPerEmailInterval: { points: 1, durationSeconds: 60 },
  otpPerEmailHour: { points: 5, durationSeconds: 3600 },
  otpPerIp: { points: 10, durationSeconds: 900 },
  otpVerifyPerIp: { points: 30, durationSeconds: 900 },
  loginFailPerEmail: { points: 5, durationSeconds: 900, blockSeconds: 900 },
  loginFailPerIp: { points: 30, durationSeconds: 900, blockSeconds: 900 },
  forgotPerEmail: { points: 3, durationSeconds: 3600 },
  forgotPerIp: { points: 10, durationSeconds: 3600 },
  contactPerIp: { points: 10, durationSeconds: 3600 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

let redis: any;
const limiters = new Map<LimitName, RateLimiterAbstract>();

function limiter(name: LimitName): RateLimiterAbstract {
  let existing = limiters.get(name);
  if (existing) return existing;
  const spec: LimitSpec = LIMITS[name];
  const options = { keyPrefix: `${process.env.RATE_LIMIT_PREFIX || 'rl'}:${name}`, points: spec.points, duration: spec.durationSeconds, blockDuration: spec.blockSeconds ?? 0 };
  if (process.env.REDIS_URL) {
    if (!redis) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const Redis = require('ioredis');
      redis = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    }
    // While Redis is unreachable, an in-memory limiter stands in (limits stay enforced per process).
    existing = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  } else {
    existing = new RateLimiterMemory(options);
  }
  limiters.set(name, existing);
  return existing;
}

function tooMany(locale: Locale, msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(429, 'TooManyRequests', t(locale, 'auth.tooMany', { minutes: Math.ceil(seconds / 60) }), { retry_after_seconds: seconds });
}

/**
 * Count one event against each `[limit, key]`; all must have room.
 * @throws ApiError 429 (with `details.retry_after_seconds`) when any limit is reached
 */
export async function consume(locale: Locale, checks: [LimitName, string][]): Promise<void> {
  for (const [name, key] of checks) {
    try {
      await limiter(name).consume(key);
    } catch (result) {
      if (result instanceof RateLimiterRes) throw tooMany(locale, result.msBeforeNext);
      throw result;
    }
  }
}

/**
 * Refuse early when any `[limit, key]` is already exhausted (e.g. a locked-out login), without counting.
 * @throws ApiError 429
 */
export async function ensureNotBlocked(locale: Locale, checks: [LimitName, string][]): Promise<void> {
  for (const [name, key] of checks) {
    const state = await limiter(name).get(key);
    if (state && state.consumedPoints >= LIMITS[name].points && state.msBeforeNext > 0) throw tooMany(locale, state.msBeforeNext);
  }
}

/** Forget the counters of `[limit, key]` (e.g. failed logins after a success). */
export async function reset(checks: [LimitName, string][]): Promise<void> {
  for (const [name, key] of checks) await limiter(name).delete(key);
}
