/**
 * The public read cache's pure parts (src/lib/public-cache; docs/public-cache.md): which routes it may
 * answer, its keys, and the store's exact invalidation and race guard. No Strapi, no network.
 */
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/contracts';
import { cacheableRoutes, cacheKey, declaredTags, matchCacheableRoute, normaliseQuery } from '../../src/lib/public-cache/keys';
import { PublicCacheStore, type CacheEntry } from '../../src/lib/public-cache/store';
import { etagMatches } from '../../src/lib/public-cache/entry';

const entry = (tags: string[], bytes = 10): CacheEntry => ({ headers: { 'content-type': 'application/json' }, identity: Buffer.alloc(bytes, 'x'), etag: '"e"', tags });

describe('cacheable routes', () => {
  it('are public GET routes that opted in, and no other GET route has a path they match', () => {
    const routes = cacheableRoutes();
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/client/blogs/:slug', '/api/client/consultants', '/api/client/consultants/:id', '/api/client/consultants/:id/slots', '/api/consultant/web-setting/get-record']),
    );
    const cacheable = new Set(routes.map((route) => route.path));
    for (const contract of allRoutes) {
      const path = `/api${contract.path}`;
      if (cacheable.has(path) || contract.method !== 'GET') continue;
      // a literal path of another GET route (parameters as sample values) is never taken for a cacheable one
      const sample = path.replace(/:(\w+)/g, 'sample0value0id');
      expect(matchCacheableRoute(sample), `${path} would be answered from the cache`).toBeUndefined();
    }
  });

  it('never include a signed-in route or a write', () => {
    for (const contract of allRoutes.filter((route) => route.cache)) {
      expect(contract.method).toBe('GET');
      expect(contract.access).toBe('public');
    }
  });

  it('name the consultant of a slots request in its tags', () => {
    const match = matchCacheableRoute('/api/client/consultants/abc123def456/slots')!;
    expect(declaredTags(match)).toEqual(['slots', 'slots:abc123def456']);
    expect(matchCacheableRoute('/api/client/consultants/abc123def456/quote')).toBeUndefined();
  });
});

describe('keys', () => {
  it('sort the query parameters and keep the order of repeated values', () => {
    expect(normaliseQuery('pageSize=5&page=2&tag=a&tag=b')).toBe(normaliseQuery('tag=a&page=2&tag=b&pageSize=5'));
    expect(normaliseQuery('tag=a&tag=b')).not.toBe(normaliseQuery('tag=b&tag=a'));
  });

  it('differ by locale and by CORS outcome', () => {
    const rule = {};
    const base = { path: '/api/client/faqs', querystring: '', locale: 'fr' as const, corsOrigin: '*', rule };
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, locale: 'en' }));
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, corsOrigin: '' }));
  });
});

describe('store', () => {
  it('drops exactly the entries of an invalidated tag', () => {
    const store = new PublicCacheStore({ maxBytes: 1_000_000, ttlMs: 60_000 });
    store.set('a', entry(['api::blog.blog']), store.sequence());
    store.set('b', entry(['api::faq.faq']), store.sequence());
    store.set('s1', entry(['slots', 'slots:one']), store.sequence());
    store.set('s2', entry(['slots', 'slots:two']), store.sequence());
    expect(store.invalidate(['api::blog.blog', 'slots:one'])).toBe(2);
    expect([store.get('a'), store.get('s1')]).toEqual([undefined, undefined]);
    expect(store.get('b')).toBeDefined();
    expect(store.get('s2')).toBeDefined();
  });

  it('does not store an answer whose tags changed while it was computed', () => {
    const store = new PublicCacheStore({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const started = store.sequence();
    store.invalidate(['api::blog.blog']);
    expect(store.set('a', entry(['api::blog.blog']), started)).toBe(false);
    expect(store.set('b', entry(['api::faq.faq']), started)).toBe(true);
    store.clear();
    expect(store.set('c', entry(['api::faq.faq']), started)).toBe(false);
  });

  it('stays within its byte bound, least recently used first out', () => {
    const store = new PublicCacheStore({ maxBytes: 8_000, ttlMs: 60_000 });
    for (let i = 0; i < 20; i += 1) store.set(`k${i}`, entry(['t'], 900), store.sequence());
    expect(store.stats().bytes).toBeLessThanOrEqual(8_000);
    expect(store.get('k19')).toBeDefined();
    expect(store.get('k0')).toBeUndefined();
    // an invalidation after evictions drops what is left
    const left = store.stats().entries;
    expect(store.invalidate(['t'])).toBe(left);
    expect(store.stats().entries).toBe(0);
  });
});

describe('If-None-Match', () => {
  it('matches the current tag, a list holding it, its weak form and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
