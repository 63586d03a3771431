/**
 * In-process memo of live content reads (web settings, page heads, the sitemap, pages' embedded API
 * answers, e-mail branding): a burst of requests reads the database once, and every kept read is
 * dropped at once on any write to the content ({@link forgetContent}, called on every invalidation of
 * the public-read cache, local or received from another process; docs/public-cache.md), so nothing
 * lags behind an edit made in the back office.
 */
import { clock } from '../contracts/clock';

/** How long a read stays in memory, in ms. */
export const CACHE_TTL_MS = 15_000;
/** At most this many reads are kept (the oldest go first). */
const CACHE_MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** Content-type UIDs the read depends on; none: it is dropped on any write. */
  dependsOn?: readonly string[];
}

const cache = new Map<string, Entry>();

/**
 * The value of `key`, read by `load` at most once per {@link CACHE_TTL_MS}; a failed read is not kept.
 * Shared by the pages' heads, the sitemap, the pages' embedded API answers (./seo/initial-data) and the
 * e-mails' branding (./mail).
 * @param dependsOn - the content-type UIDs the read is built from, when they are known: the read then
 *   survives writes to other types (a booking does not drop the e-mail branding); without it, any write
 *   drops the read
 */
export function cached<T>(key: string, load: () => Promise<T>, dependsOn?: readonly string[]): Promise<T> {
  const now = clock.ms();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  cache.delete(key);
  cache.set(key, { expires: now + CACHE_TTL_MS, value, dependsOn });
  value.catch(() => cache.delete(key));
  if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

/**
 * Whether a read is kept now (asking for it would not run its loader).
 * @param key - the read's key, as given to {@link cached}
 */
export function isCached(key: string): boolean {
  const hit = cache.get(key);
  return Boolean(hit && hit.expires > clock.ms());
}

/**
 * Drop the kept reads a write to `tags` (content-type UIDs, `slots:…`) may have changed: every read
 * without `dependsOn` and those depending on one of the tags; all of them when `tags` is absent. Called
 * on every invalidation of the public-read cache, local or received from another process, so pages and
 * e-mails never lag behind the API.
 */
export function forgetContent(tags?: readonly string[]): void {
  if (!tags) {
    cache.clear();
    return;
  }
  for (const [key, entry] of cache) {
    if (!entry.dependsOn || entry.dependsOn.some((uid) => tags.includes(uid))) cache.delete(key);
  }
}
