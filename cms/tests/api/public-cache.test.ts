import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, booted, seedOnce, serverClock, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient } from '../helpers/accounts';
import { book, bookableConsultant, readyClient, slotStarts } from '../helpers/bookings';
import { expectStatus, validDetail } from '../helpers/onboarding';

/**
 * The public read cache (docs/public-cache.md): anonymous catalogue reads are answered from memory
 * (`X-Cache: HIT`) with the same body and headers as the full answer, revalidated by ETag, compressed
 * once; and any change made through the back office, a consultant or a booking shows on the very next
 * public read.
 */
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  await seedOnce();
}, 300_000);

/** The booked server's origin (listening on a free port), for reads whose raw bytes matter. */
async function origin(): Promise<string> {
  const server = booted().server.httpServer;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET whose body is returned as sent (no decompression). */
async function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = `${await origin()}${path}`;
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'x-api-key': API_KEY(), 'accept-language': 'fr', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The header names of an answer that describe the content and its security (not the transfer). */
function lastingHeaders(headers: Record<string, unknown>) {
  const skip = new Set(['date', 'x-cache', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !skip.has(name.toLowerCase())));
}

describe('anonymous catalogue reads', () => {
  it('answers the second read from memory with the same body and headers', async () => {
    const visitor = caller({ locale: 'en' });
    const path = `/api/client/faqs?pageSize=7&page=1&category=booking`;
    const first = await visitor.get(path);
    expectStatus(first, 200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await visitor.get(path);
    expectStatus(second, 200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(lastingHeaders(second.headers)).toEqual(lastingHeaders(first.headers));
    expect(second.headers).toMatchObject({
      'content-language': 'en',
      'cache-control': 'public, max-age=0, must-revalidate',
      'permissions-policy': expect.stringContaining('camera=(self)'),
      'content-security-policy': expect.any(String),
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^"[\w-]+"$/),
    });
    expect(second.headers.vary).toEqual(expect.stringContaining('Accept-Language'));
    expect(second.headers.vary).toEqual(expect.stringContaining('Accept-Encoding'));
    // the same parameters in another order are the same answer
    const reordered = await visitor.get(`/api/client/faqs?category=booking&page=1&pageSize=7`);
    expect(reordered.headers['x-cache']).toBe('HIT');
  });

  it('answers 304 without a body to a browser that has the current version', async () => {
    const visitor = caller();
    const first = await visitor.get('/api/client/countries?pageSize=20');
    expectStatus(first, 200);
    const again = await visitor.get('/api/client/countries?pageSize=20').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await visitor.get('/api/client/countries?pageSize=20').set('If-None-Match', '"something-else"');
    expectStatus(other, 200);
  });

  it('sends Brotli, gzip or plain bytes of the same JSON, as the browser accepts', async () => {
    const path = '/api/client/countries?pageSize=200';
    const plain = await rawGet(path, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.data.length).toBeGreaterThan(20);
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-cache']).toBe('HIT');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
  });

  it('keeps each language apart', async () => {
    const fr = await caller({ locale: 'fr' }).get('/api/client/specializations?pageSize=5');
    const en = await caller({ locale: 'en' }).get('/api/client/specializations?pageSize=5');
    const frAgain = await caller({ locale: 'fr' }).get('/api/client/specializations?pageSize=5');
    const enAgain = await caller({ locale: 'en' }).get('/api/client/specializations?pageSize=5');
    expect([frAgain.headers['x-cache'], enAgain.headers['x-cache']]).toEqual(['HIT', 'HIT']);
    expect(frAgain.headers['content-language']).toBe('fr');
    expect(enAgain.headers['content-language']).toBe('en');
    expect(frAgain.body).toEqual(fr.body);
    expect(enAgain.body).toEqual(en.body);
    expect(fr.body.data.map((item: { name: string }) => item.name)).not.toEqual(en.body.data.map((item: { name: string }) => item.name));
  });

  it('never answers a wrong key with a stored 200', async () => {
    expectStatus(await caller().get('/api/client/languages?pageSize=3'), 200);
    for (let i = 0; i < 2; i += 1) {
      const wrong = await caller().get('/api/client/languages?pageSize=3').set('x-api-key', 'not-the-key');
      expectStatus(wrong, 401);
      expect(wrong.headers['x-cache']).not.toBe('HIT');
      expect(wrong.body.error.name).toBe('UnauthorizedError');
    }
  });

  it('never answers a signed-in caller from memory', async () => {
    const client = await signUpClient();
    const path = '/api/client/quotes?pageSize=3';
    expectStatus(await caller().get(path), 200);
    expect((await caller().get(path)).headers['x-cache']).toBe('HIT');
    for (let i = 0; i < 2; i += 1) {
      const signedIn = await client.http.get(path);
      expectStatus(signedIn, 200);
      expect(signedIn.headers['x-cache']).toBe('MISS');
    }
  });
});

describe('a change shows on the very next public read', () => {
  it('a blog post edited in the back office', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const author = (await admin.http.post('/api/admin-panel/authors', { name: `Cache ${s}` })).body;
    const input = { title: { fr: `Cache ${s}`, en: `Cache ${s}` }, excerpt: { fr: 'Avant.', en: 'Before.' }, body: { fr: 'Texte.', en: 'Text.' }, author: author.id, published_date: '2026-01-15' };
    const draft = await admin.http.post('/api/admin-panel/blogs', input);
    expectStatus(draft, 201);
    expectStatus(await admin.http.put(`/api/admin-panel/blogs/${draft.body.id}`, { ...draft.body, published: true }), 200);
    const visitor = caller({ locale: 'en' });
    const slug = (await visitor.get(`/api/client/blogs?pageSize=50`)).body.data.find((blog: { title: string }) => blog.title === `Cache ${s}`).slug;
    const read = () => visitor.get(`/api/client/blogs/${slug}`);
    expect((await read()).body.data.excerpt).toBe('Before.');
    expect((await read()).headers['x-cache']).toBe('HIT');

    const current = (await admin.http.get(`/api/admin-panel/blogs/${draft.body.id}`)).body;
    expectStatus(await admin.http.put(`/api/admin-panel/blogs/${draft.body.id}`, { ...current, excerpt: { fr: 'Après.', en: 'After.' } }), 200);
    const after = await read();
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.data.excerpt).toBe('After.');
    expect((await visitor.get(`/api/client/blogs?pageSize=50`)).body.data.find((blog: { slug: string }) => blog.slug === slug).excerpt).toBe('After.');

    expectStatus(await admin.http.delete(`/api/admin-panel/blogs/${draft.body.id}`), 200);
    expectStatus(await read(), 404);
  });

  it('a specialization renamed: the reference list, the expert search and the expert detail', async () => {
    const admin = await sharedAdmin();
    const visitor = caller({ locale: 'en' });
    const [first] = (await visitor.get('/api/client/specializations?pageSize=100')).body.data as { slug: string; name: string }[];
    const search = `/api/client/consultants?specialization=${first.slug}`;
    const [card] = (await visitor.get(search)).body.data as { id: string }[];
    const detail = `/api/client/consultants/${card.id}`;
    for (const path of ['/api/client/specializations?pageSize=100', search, detail]) {
      await visitor.get(path);
      expect((await visitor.get(path)).headers['x-cache']).toBe('HIT');
    }
    const [record] = (await admin.http.get(`/api/admin-panel/specializations?filter=${q({ q: first.slug })}`)).body as { id: string; slug: string; name: { fr: string; en: string } }[];
    const renamed = `${first.name} ${unique()}`;
    expectStatus(await admin.http.put(`/api/admin-panel/specializations/${record.id}`, { ...record, name: { ...record.name, en: renamed } }), 200);
    try {
      const names = (await visitor.get('/api/client/specializations?pageSize=100')).body.data.map((item: { name: string }) => item.name);
      expect(names).toContain(renamed);
      const cards = (await visitor.get(search)).body.data as { id: string; specializations: { slug: string; name: string }[] }[];
      expect(cards.find((item) => item.id === card.id)!.specializations).toContainEqual({ slug: first.slug, name: renamed });
      expect((await visitor.get(detail)).body.data.specializations).toContainEqual({ slug: first.slug, name: renamed });
    } finally {
      expectStatus(await admin.http.put(`/api/admin-panel/specializations/${record.id}`, record), 200);
    }
    expect((await visitor.get(detail)).body.data.specializations).toContainEqual({ slug: first.slug, name: first.name });
  });

  it("a consultant's profile edited by the consultant, then deactivated by an admin", async () => {
    const consultant = await bookableConsultant();
    const visitor = caller({ locale: 'fr' });
    const detail = `/api/client/consultants/${consultant.profileId}`;
    const search = `/api/client/consultants?search=${encodeURIComponent(consultant.display_name)}`;
    for (const path of [detail, search]) {
      expectStatus(await visitor.get(path), 200);
      expect((await visitor.get(path)).headers['x-cache']).toBe('HIT');
    }
    expectStatus(await consultant.http.put('/api/consultant/profile/detail', { ...validDetail(), bio_fr: `Bio revue ${unique()}.` }), 200);
    const edited = await visitor.get(detail);
    expect(edited.headers['x-cache']).toBe('MISS');
    expect(edited.body.data.bio).toMatch(/^Bio revue/);

    const admin = await sharedAdmin();
    expectStatus(await admin.http.put(`/api/admin-panel/consultants/${consultant.profileId}/active`, { active: false }), 200);
    expectStatus(await visitor.get(detail), 404);
    expect((await visitor.get(search)).body.data.map((card: { id: string }) => card.id)).not.toContain(consultant.profileId);
  });

  it('the web settings saved in the back office', async () => {
    const admin = await sharedAdmin();
    const visitor = caller({ locale: 'en' });
    const before = (await admin.http.get('/api/admin-panel/web-setting/current')).body;
    await visitor.get('/api/client/web-setting/get-record');
    expect((await visitor.get('/api/client/web-setting/get-record')).headers['x-cache']).toBe('HIT');
    const title = `Ayuvie ${unique()}`;
    try {
      expectStatus(await admin.http.put('/api/admin-panel/web-setting/current', { ...before, site_title: { ...before.site_title, en: title } }), 200);
      expect((await visitor.get('/api/client/web-setting/get-record')).body.data.site_title).toBe(title);
      expect((await caller({ locale: 'en' }).get('/api/consultant/web-setting/get-record')).body.data.site_title).toBe(title);
    } finally {
      expectStatus(await admin.http.put('/api/admin-panel/web-setting/current', before), 200);
    }
    expect((await visitor.get('/api/client/web-setting/get-record')).body.data.site_title).toBe(before.site_title.en);
  });

  it("a booking takes the slot out of that consultant's slots, and leaves another consultant's stored", async () => {
    const [booked, other] = [await bookableConsultant(), await bookableConsultant()];
    const client = await readyClient();
    const [start] = await slotStarts(client.http, booked.profileId);
    await slotStarts(client.http, other.profileId);
    const otherPath = `/api/client/consultants/${other.profileId}/slots`;
    expect((await caller().get(otherPath)).headers['x-cache']).toBe('HIT');
    expect((await caller().get(`/api/client/consultants/${booked.profileId}/slots`)).headers['x-cache']).toBe('HIT');

    expectStatus(await book(client, booked.profileId, start), 201);
    const after = await caller().get(`/api/client/consultants/${booked.profileId}/slots`);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.data.map((slot: { start: string }) => slot.start)).not.toContain(start);
    expect((await caller().get(otherPath)).headers['x-cache']).toBe('HIT');
  });
});

describe('answers built from availability follow the clock', () => {
  const MIN_NOTICE_MS = 12 * 3_600_000;

  it('a stored answer is not served once its first free slot passes the minimum notice', async () => {
    const consultant = await bookableConsultant();
    const slotsPath = `/api/client/consultants/${consultant.profileId}/slots`;
    const detailPath = `/api/client/consultants/${consultant.profileId}`;
    const first = await caller().get(slotsPath);
    expectStatus(first, 200);
    const soonest: string = first.body.data[0].start;
    const leavesAt = Date.parse(soonest) - MIN_NOTICE_MS;
    const clock = serverClock();
    try {
      // Half a minute before the soonest slot leaves the bookable window: both answers still show it.
      clock.set(leavesAt - 30_000);
      const before = await caller().get(slotsPath);
      expect(before.body.data[0].start).toBe(soonest);
      expect((await caller().get(slotsPath)).headers['x-cache']).toBe('HIT');
      const detail = await caller().get(detailPath);
      expectStatus(detail, 200);
      expect(detail.body.data.next_available_at).toBe(soonest);
      expect((await caller().get(detailPath)).headers['x-cache']).toBe('HIT');

      // One second after (well within the minute availability answers are kept): neither shows it.
      clock.set(leavesAt + 1_000);
      const after = await caller().get(slotsPath);
      expect(after.headers['x-cache']).toBe('MISS');
      expect(after.body.data.map((slot: { start: string }) => slot.start)).not.toContain(soonest);
      const detailAfter = await caller().get(detailPath);
      expect(detailAfter.headers['x-cache']).toBe('MISS');
      expect(detailAfter.body.data.next_available_at).not.toBe(soonest);
      expect(Date.parse(detailAfter.body.data.next_available_at)).toBeGreaterThan(Date.parse(soonest));
    } finally {
      clock.reset();
    }
  });
});
