/**
 * The stored answers of the public read cache (docs/public-cache.md): a least-recently-used map
 * bounded in bytes, with a lifetime per entry, and an index from tag to keys so that an invalidation
 * drops exactly the entries built from what changed.
 *
 * Race guard ("miss computed, write happens, stale miss stored"): every invalidation takes the next
 * number of a global sequence and writes it as the version of each tag it names. A miss notes the
 * sequence number when it starts ({@link PublicCacheStore.sequence}); when it ends, its entry is stored
 * only if none of its tags got a newer version meanwhile.
 *
 * Lifetimes are measured on the platform's clock (contracts/clock): an entry given `ttlMs` is not
 * served once the clock has passed its storing instant plus `ttlMs`.
 */
import { LRUCache } from 'lru-cache';
import { clock } from '../../contracts/clock';

/** One stored answer (status 200, JSON). */
export interface CacheEntry {
  /** Response headers to repeat (lower-case names), without content length, encoding, date, ETag or `Cache-Control`. */
  headers: Record<string, string | string[]>;
  /** The JSON body as sent without compression. */
  identity: Buffer;
  /** Gzip of `identity`, absent for a small body (sent as is). */
  gzip?: Buffer;
  /** Brotli of `identity`, absent for a small body. */
  br?: Buffer;
  /** Strong entity tag, quoted: hash of `identity`. */
  etag: string;
  /** Content types (UIDs) and other tags the answer was built from. */
  tags: string[];
}

/** Bytes an entry holds: its bodies, headers and key. */
export function entrySize(entry: CacheEntry, key: string): number {
  const headers = Object.entries(entry.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
  return entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + headers + key.length + entry.etag.length + 64;
}

/** The cache's memory and lifetime bounds. */
export interface StoreOptions {
  /** Bytes. */
  maxBytes: number;
  /** Milliseconds. */
  ttlMs: number;
}

/** See the module comment. */
export class PublicCacheStore {
  private readonly entries: LRUCache<string, CacheEntry>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly versions = new Map<string, number>();
  /** Key → the clock instant (epoch ms) after which its entry is not served. */
  private readonly expiries = new Map<string, number>();
  private counter = 0;
  private clearedAt = 0;

  private readonly ttlMs: number;

  constructor(options: StoreOptions) {
    this.ttlMs = options.ttlMs;
    this.entries = new LRUCache<string, CacheEntry>({
      maxSize: options.maxBytes,
      // One answer may take at most an eighth of the cache (a huge list must not empty it).
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: (entry, key) => entrySize(entry, key),
      ttl: options.ttlMs,
      ttlAutopurge: false,
      dispose: (entry, key) => this.unindex(key, entry),
    });
  }

  /** The current sequence number (note it when a miss starts, give it to {@link set}). */
  sequence(): number {
    return this.counter;
  }

  /** The fresh entry of `key`, or `undefined`. */
  get(key: string): CacheEntry | undefined {
    const expiresAt = this.expiries.get(key);
    if (expiresAt !== undefined && clock.ms() >= expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return this.entries.get(key);
  }

  /**
   * Store an entry unless one of its tags was invalidated since `startedAt`.
   * @param startedAt - {@link sequence} when the answer's computation started
   * @param ttlMs - lifetime of this entry in milliseconds (default: the store's); 0 or less: not stored
   * @returns whether it was stored
   */
  set(key: string, entry: CacheEntry, startedAt: number, ttlMs?: number): boolean {
    if (this.clearedAt > startedAt || entry.tags.some((tag) => (this.versions.get(tag) ?? 0) > startedAt)) return false;
    if (ttlMs !== undefined && ttlMs <= 0) return false;
    this.entries.set(key, entry, ttlMs ? { ttl: Math.ceil(ttlMs) } : undefined);
    if (!this.entries.has(key)) return false;
    this.expiries.set(key, clock.ms() + (ttlMs ?? this.ttlMs));
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /**
   * Drop every entry carrying one of `tags` and give these tags a new version (misses running now
   * will not be stored).
   * @returns the number of entries dropped
   */
  invalidate(tags: readonly string[]): number {
    this.counter += 1;
    let dropped = 0;
    for (const tag of tags) {
      this.versions.set(tag, this.counter);
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) if (this.entries.delete(key)) dropped += 1;
      this.keysByTag.delete(tag);
    }
    return dropped;
  }

  /** Drop everything. */
  clear(): void {
    this.counter += 1;
    this.clearedAt = this.counter;
    this.entries.clear();
    this.keysByTag.clear();
    this.expiries.clear();
  }

  /** Number of entries and bytes held (for logs and tests). */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private unindex(key: string, entry: CacheEntry): void {
    this.expiries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
