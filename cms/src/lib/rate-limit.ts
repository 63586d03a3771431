/**
 * Rate limits of the public flows, with rate-limiter-flexible: in memory by default, in Redis when
 * `REDIS_URL` is set (so several server processes share the counters). Counter keys start with
 * `RATE_LIMIT_PREFIX` (default `rl`).
 *
 * Two kinds (docs/api-auth.md "Limits"; the consultation room's flood limits: docs/api-room.md; the
 * complaints filed per user: contracts/complaints):
 * - limits per client address and per e-mail ({@link LIMITS}): keys are built by the server from the
 *   client IP (`ctx.ip`: with `TRUST_PROXY=true`, the address `TRUST_PROXY_HOPS` proxies from the end
 *   of X-Forwarded-For, so a forged header cannot choose it) and the normalized e-mail; past a limit
 *   the answer is 429 with `Retry-After`;
 * - budgets that do not depend on the address ({@link budgetPerMinute}: failed sign-ins, codes, resets,
 *   registrations and contact messages per minute across all callers): past a budget the answer is
 *   429 `ChallengeRequired` with a proof-of-work challenge in `details.challenge`
 *   (src/lib/proof-of-work.ts), and the same request carrying the solution in `x-altcha` goes through.
 *   A budget therefore slows a flood down without ever locking an honest user out.
 *
 * The store also counts the unsolicited e-mails each mailbox received today ({@link countUnsolicitedMail};
 * the cap and its silent refusal: src/lib/mail/unsolicited.ts), and the consultation room's socket events
 * per room ({@link countEvent}; the table of limits is `realtime/event-limits.ts`).
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from './http-errors';
import { t, type Locale } from './messages';
import { acceptProof, CHALLENGE_TTL_SECONDS, newChallenge } from './proof-of-work';

/** One limiter: at most `points` consumptions per `durationSeconds`, then blocked `blockSeconds`. */
export interface LimitSpec {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/** The limits, per flow and key (documented in docs/api-auth.md). */
export const LIMITS = {
  otpPerEmailInterval: { points: 1, durationSeconds: 60 },
  otpPerEmailHour: { points: 5, durationSeconds: 3600 },
  otpPerIp: { points: 10, durationSeconds: 900 },
  /** mobile codes sent by SMS to one number (E.164), whichever address asks (so nobody floods a phone) */
  smsPerNumberInterval: { points: 1, durationSeconds: 60 },
  smsPerNumberHour: { points: 5, durationSeconds: 3600 },
  otpVerifyPerIp: { points: 30, durationSeconds: 900 },
  loginFailPerEmail: { points: 5, durationSeconds: 900, blockSeconds: 900 },
  loginFailPerIp: { points: 30, durationSeconds: 900, blockSeconds: 900 },
  forgotPerEmail: { points: 3, durationSeconds: 3600 },
  forgotPerIp: { points: 10, durationSeconds: 3600 },
  contactPerIp: { points: 10, durationSeconds: 3600 },
  /** chat messages of one user in the consultation room (`chat:send`), keyed by user id */
  roomMessagesPerUser: { points: 20, durationSeconds: 10 },
  /** files of one user sent in the consultation room's chat, keyed by user id */
  roomFilesPerUser: { points: 10, durationSeconds: 60 },
  /** complaints filed by one user (client or consultant), keyed by user id */
  complaintsPerUser: { points: 10, durationSeconds: 3600 },
  /** waiting-list requests from one client address */
  waitingListPerIp: { points: 10, durationSeconds: 3600 },
  /** waiting-list requests for one e-mail address (each sends a confirmation e-mail) */
  waitingListPerEmail: { points: 5, durationSeconds: 3600 },
  /** starter-kit requests for one e-mail address (normalized), and from one client address */
  starterKitPerEmail: { points: 3, durationSeconds: 86400 },
  starterKitPerIp: { points: 10, durationSeconds: 3600 },
  /** newsletter subscriptions from one client IP (docs/api-engagement.md "Newsletter") */
  newsletterPerIp: { points: 5, durationSeconds: 3600 },
  /** newsletter subscriptions of one address, whatever its state (so a 429 tells nothing about it) */
  newsletterPerEmail: { points: 3, durationSeconds: 3600 },
  /** time slots held by signed-out visitors from one client address (docs/api-bookings.md "Holding a slot") */
  slotHoldsPerIp: { points: 30, durationSeconds: 3600 },
  /** uses of earlier-slot move links and favourites-alert stop links from one client IP */
  alertLinksPerIp: { points: 30, durationSeconds: 900 },
  /** uses of newsletter links (confirm, unsubscribe, one-click) from one client IP */
  newsletterLinkPerIp: { points: 30, durationSeconds: 900 },
  /** connections opened to the consultation rooms and webinar live sessions (Socket.IO handshakes) from one client address, accepted or not */
  socketHandshakesPerIp: { points: 120, durationSeconds: 60 },
  /** exports of their own data by one client or consultant, keyed by user id (docs/privacy.md "Export") */
  exportsPerAccount: { points: 5, durationSeconds: 3600 },
  /** account erasure requests of one account, right or wrong password (docs/privacy.md "Erasure"), keyed by user id */
  erasurePerUser: { points: 5, durationSeconds: 3600 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

/** The address-independent budgets: default requests (or failures) per minute across all addresses. */
const BUDGET_DEFAULTS = {
  /** Failed sign-ins (wrong address or password) on the three surfaces. */
  loginFailures: 60,
  /** E-mail and mobile verification codes sent. */
  codes: 30,
  /** Verification code checks. */
  codeChecks: 120,
  /** Password-reset e-mails asked for. */
  passwordResets: 30,
  /** Accounts registered. */
  registrations: 30,
  /** Contact messages sent. */
  contact: 20,
  /** Waiting-list requests. */
  waitingList: 20,
  /** Starter kits asked for. */
  starterKits: 20,
  /** Newsletter subscriptions (confirmation e-mails asked for). */
  newsletter: 20,
} as const;

export type BudgetName = keyof typeof BUDGET_DEFAULTS;

/**
 * The budget `name` in events per minute: `BUDGET_<NAME>_PER_MINUTE` (e.g. `BUDGET_LOGIN_FAILURES_PER_MINUTE`),
 * read on each use so an operator's change applies without a restart, else the default.
 */
export function budgetPerMinute(name: BudgetName): number {
  const value = Number(process.env[`BUDGET_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_PER_MINUTE`]);
  return Number.isInteger(value) && value > 0 ? value : BUDGET_DEFAULTS[name];
}

/** Budgets count in one-minute windows; the threshold is compared on each use ({@link budgetPerMinute}). */
const BUDGET_WINDOW: LimitSpec = { points: Number.MAX_SAFE_INTEGER, durationSeconds: 60 };
/** Remembers used proof-of-work solutions (one point per challenge signature, for its lifetime). */
const USED_PROOFS: LimitSpec = { points: 1, durationSeconds: CHALLENGE_TTL_SECONDS + 60 };
/**
 * Unsolicited e-mails per mailbox and UTC day: keys carry the day, so a key is never used after its day
 * and living 24 hours from its first count outlives it; the cap is compared by the caller.
 */
const UNSOLICITED_MAIL: LimitSpec = { points: Number.MAX_SAFE_INTEGER, durationSeconds: 86_400 };
const SPECS: Record<string, LimitSpec> = {
  ...LIMITS,
  ...Object.fromEntries(Object.keys(BUDGET_DEFAULTS).map((name) => [name, BUDGET_WINDOW])),
  usedProofs: USED_PROOFS,
  unsolicitedMail: UNSOLICITED_MAIL,
};
const BUDGET_KEY = 'all';

/** The Redis connection of the counters (only with `REDIS_URL`), made by {@link openRateLimitStore} or on first use. */
let redis: import('ioredis').Redis | undefined;
const limiters = new Map<string, RateLimiterAbstract>();

/** The shared Redis client, created on first call (commands fail fast while it is offline). */
function redisClient(url: string): import('ioredis').Redis {
  if (!redis) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Redis = require('ioredis') as typeof import('ioredis').default;
    redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  }
  return redis;
}

/**
 * Connect the counters' store before the server takes requests: with `REDIS_URL`, waits (at most
 * `timeoutMs` milliseconds) until Redis is ready, so the first requests count in Redis and not in the
 * per-process stand-in. Without `REDIS_URL` (counters in memory), does nothing.
 */
export async function openRateLimitStore(timeoutMs = 5000): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return;
  const client = redisClient(url);
  if (client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Close the Redis connection of the counters, if any (server shutdown). */
export async function closeRateLimitStore(): Promise<void> {
  const client = redis;
  redis = undefined;
  limiters.clear();
  if (client) await client.quit().catch(() => undefined);
}

function limiter(name: LimitName | BudgetName | 'usedProofs' | 'unsolicitedMail'): RateLimiterAbstract {
  return limiterOf(name, SPECS[name]);
}

/** The limiter `name` (made on first use with `spec`), in Redis with `REDIS_URL`, else in memory. */
function limiterOf(name: string, spec: LimitSpec): RateLimiterAbstract {
  let existing = limiters.get(name);
  if (existing) return existing;
  const options = { keyPrefix: `${process.env.RATE_LIMIT_PREFIX || 'rl'}:${name}`, points: spec.points, duration: spec.durationSeconds, blockDuration: spec.blockSeconds ?? 0 };
  if (process.env.REDIS_URL) {
    // While Redis is unreachable, an in-memory limiter stands in (limits stay enforced per process).
    existing = new RateLimiterRedis({ ...options, storeClient: redisClient(process.env.REDIS_URL), insuranceLimiter: new RateLimiterMemory(options) });
  } else {
    existing = new RateLimiterMemory(options);
  }
  limiters.set(name, existing);
  return existing;
}

/** Catalogue keys of the 429 messages; each gets `{minutes}` and `{seconds}` before the next try. */
export type TooManyMessage = 'auth.tooMany' | 'room.tooManyMessages' | 'room.tooManyFiles' | 'complaint.tooMany' | 'newsletter.tooMany' | 'export.tooMany';

function tooMany(locale: Locale, msBeforeNext: number, message: TooManyMessage = 'auth.tooMany'): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(429, 'TooManyRequests', t(locale, message, { minutes: Math.ceil(seconds / 60), seconds }), { retry_after_seconds: seconds });
}

/**
 * Count one event against each `[limit, key]`; all must have room.
 * @param options.message - the 429's message (default `auth.tooMany`, "try again in N min")
 * @throws ApiError 429 `TooManyRequests` (with `details.retry_after_seconds`) when any limit is reached
 */
export async function consume(locale: Locale, checks: [LimitName, string][], { message }: { message?: TooManyMessage } = {}): Promise<void> {
  for (const [name, key] of checks) {
    try {
      await limiter(name).consume(key);
    } catch (result) {
      if (result instanceof RateLimiterRes) throw tooMany(locale, result.msBeforeNext, message);
      throw result;
    }
  }
}

/**
 * Count one event against a limit kept outside {@link LIMITS} (the consultation room's per-event limits,
 * `realtime/event-limits.ts`), in the same store as the others: Redis with `REDIS_URL` (so every process
 * shares the count), else this process's memory. Counter keys are `<RATE_LIMIT_PREFIX>:<name>:<key>`.
 *
 * @param name - the limit's name; one name always goes with one `spec` (the first use fixes it)
 * @param spec - at most `points` events per `durationSeconds` seconds
 * @param key - whose events are counted (e.g. a room and a side of it)
 * @returns `allowed` false once the window's points are spent, with `msBeforeNext`, the milliseconds
 *   before the window starts again (0 when allowed)
 * @throws what the store throws other than a refusal (none while Redis is down: memory stands in)
 */
export async function countEvent(name: string, spec: LimitSpec, key: string): Promise<{ allowed: boolean; msBeforeNext: number }> {
  try {
    await limiterOf(name, spec).consume(key);
    return { allowed: true, msBeforeNext: 0 };
  } catch (result) {
    if (result instanceof RateLimiterRes) return { allowed: false, msBeforeNext: result.msBeforeNext };
    throw result;
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

/** The 429 answer asking for a proof of work, with a fresh challenge. */
async function challengeRequired(locale: Locale): Promise<ApiError> {
  return new ApiError(429, 'ChallengeRequired', t(locale, 'auth.challenge'), { challenge: await newChallenge() });
}

/** Whether `proof` (the `x-altcha` header) solves one of our challenges not used before; uses it up. */
function validProof(proof: string | undefined): Promise<boolean> {
  return acceptProof(proof, async (signature) => {
    try {
      await limiter('usedProofs').consume(signature);
      return true;
    } catch (result) {
      if (result instanceof RateLimiterRes) return false;
      throw result;
    }
  });
}

/**
 * Pass the address-independent budget `name` of a public flow.
 *
 * @param locale - language of the 429 message
 * @param name - the budget
 * @param proof - the request's `x-altcha` header, if any: a valid, unused solution passes whatever the budget
 * @param options.count - count this request against the budget (default true); false only checks that
 *   the budget is not spent (failed sign-ins are counted afterwards by {@link chargeBudget})
 * @throws ApiError 429 `ChallengeRequired` with `details.challenge` when the budget is spent and no
 *   valid proof came with the request
 */
export async function passBudget(locale: Locale, name: BudgetName, proof: string | undefined, { count = true }: { count?: boolean } = {}): Promise<void> {
  if (proof && (await validProof(proof))) return;
  const state = count ? await limiter(name).consume(BUDGET_KEY) : await limiter(name).get(BUDGET_KEY);
  const used = state?.consumedPoints ?? 0;
  const allowed = budgetPerMinute(name);
  if (count ? used > allowed : used >= allowed) throw await challengeRequired(locale);
}

/** Count one event (e.g. a failed sign-in) against the budget `name`, without refusing anything. */
export async function chargeBudget(name: BudgetName): Promise<void> {
  await limiter(name).consume(BUDGET_KEY);
}

/** Forget the counts of budgets (tests and operators after an incident). */
export async function resetBudgets(names: BudgetName[] = Object.keys(BUDGET_DEFAULTS) as BudgetName[]): Promise<void> {
  for (const name of names) await limiter(name).delete(BUDGET_KEY);
}

/**
 * The limits of one public form post, in the order that keeps honest users whole: refuse early when a
 * per-address limit of `checks` is already reached (nothing counted), then pass the address-independent
 * budget (a valid `proof` passes it), then count the per-address limits.
 * @throws ApiError 429 `TooManyRequests` (per-address, with `Retry-After`) or `ChallengeRequired` (budget)
 */
export async function limitPublicPost(locale: Locale, budget: BudgetName, proof: string | undefined, checks: [LimitName, string][]): Promise<void> {
  await ensureNotBlocked(locale, checks);
  await passBudget(locale, budget, proof);
  await consume(locale, checks);
}

/**
 * Count one unsolicited e-mail under `key` (a mailbox's hash and its UTC day, built by
 * src/lib/mail/unsolicited.ts), atomically across app replicas when the store is Redis.
 * @param key - `YYYY-MM-DD:<sha256 of the mailbox>`
 * @returns how many were counted under `key`, this one included
 */
export async function countUnsolicitedMail(key: string): Promise<number> {
  return (await limiter('unsolicitedMail').consume(key)).consumedPoints;
}

/** Take back one e-mail counted by {@link countUnsolicitedMail} under `key` (it was not sent after all). */
export async function uncountUnsolicitedMail(key: string): Promise<void> {
  await limiter('unsolicitedMail').reward(key, 1);
}
