/**
 * Settings of the public read cache (docs/public-cache.md), read from the environment once per call
 * of {@link publicCacheSettings} (the middleware reads them when Strapi builds it):
 * - `PUBLIC_CACHE_ENABLED` (default `true`): `false` turns the cache off (every read goes through the
 *   whole stack, as the uncached benchmark measures);
 * - `PUBLIC_CACHE_MAX_BYTES` (default 64 MiB): memory bound of the stored answers, in bytes (the three
 *   encodings of every answer, its headers and key), least recently used dropped first;
 * - `PUBLIC_CACHE_TTL_SECONDS` (default 600): safety net, an entry is dropped this long after it was
 *   stored even if no write invalidated it (entries built from availability: at most 60 s);
 * - `PUBLIC_CACHE_MAX_AGE_SECONDS` (default 0): `max-age` of the `Cache-Control` sent to browsers;
 * - `PUBLIC_CACHE_CHANNEL` (default `wellness:public-cache`): Redis pub/sub channel of the
 *   invalidations, with `REDIS_URL`.
 */

/** The cache's settings. */
export interface PublicCacheSettings {
  enabled: boolean;
  /** Bytes. */
  maxBytes: number;
  /** Milliseconds. */
  ttlMs: number;
  /** Milliseconds: lifetime of entries that depend on the clock (free time slots). */
  availabilityTtlMs: number;
  /** Seconds. */
  maxAgeSeconds: number;
  channel: string;
}

const positive = (value: string | undefined, fallback: number, minimum = 0): number => {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= minimum ? parsed : fallback;
};

/**
 * @param env - the process environment
 * @returns the settings, defaults for missing or malformed values
 */
export function publicCacheSettings(env: NodeJS.ProcessEnv = process.env): PublicCacheSettings {
  const ttlMs = positive(env.PUBLIC_CACHE_TTL_SECONDS, 600, 1) * 1000;
  return {
    enabled: env.PUBLIC_CACHE_ENABLED?.trim().toLowerCase() !== 'false',
    maxBytes: Math.floor(positive(env.PUBLIC_CACHE_MAX_BYTES, 64 * 1024 * 1024, 1024)),
    ttlMs,
    availabilityTtlMs: Math.min(ttlMs, 60_000),
    maxAgeSeconds: Math.floor(positive(env.PUBLIC_CACHE_MAX_AGE_SECONDS, 0)),
    channel: env.PUBLIC_CACHE_CHANNEL?.trim() || 'wellness:public-cache',
  };
}
