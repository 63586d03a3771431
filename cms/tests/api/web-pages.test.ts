/**
 * How the server answers the web's pages (DESIGN §1, §4: unknown paths → not-found page): a page of
 * the web app answers 200 with the web's index.html; any other path answers 404 with the same
 * index.html (its router shows the not-found page), so that browsers, crawlers and monitors see the
 * right status; the back office's paths stay with react-admin (200). Needs the web build (`npm run
 * build`), whose `route-patterns.json` lists the app's pages.
 *
 * A page's first paint (docs/performance.md): its HTML carries the API answers of its first render
 * (a JSON data block keyed like the web app's SWR reads, in the page's language, escaped) and
 * `modulepreload` links to its route's code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { API_KEY, bootStrapi, seedOnce, unique } from '../helpers/strapi';
import { sharedAdmin } from '../helpers/accounts';
import { expectStatus } from '../helpers/onboarding';
import { publishedWebinar } from '../helpers/webinars';
import { routeMatcher } from '../../src/middlewares/spa-static';
import { clock } from '../../src/contracts/clock';
import type { Answer, Schemas } from '../helpers/api-types';

const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(__dirname, '..', '..', '..', 'web', 'dist'));

/** The markup inside `<div id="root">` of a served page (empty when the browser renders it). */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html.slice(html.indexOf('</head>')))?.[1] ?? '';

/**
 * The web's index.html as served: this answer's CSP nonce in place of the build's placeholder, and the
 * page's own head (docs/seo.md, tests/api/seo.test.ts) in place of the build's title and description;
 * the body is the build's, or for a page rendered on the server (docs/performance.md "Server-rendered
 * first screen") the build's with its first screen in `#root` and without the loading overlay.
 */
function expectWebIndex(response: request.Response, indexHtml: string, rendered = false) {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(nonce).toBeTruthy();
  const built = indexHtml.replaceAll('__CSP_NONCE__', nonce!);
  const body = (html: string) => html.slice(html.indexOf('</head>'));
  if (rendered) {
    expect(rootOf(response.text)).toMatch(/<main [^>]*id="main"/);
    const withoutOverlay = body(built).replace(/\s*<div id="app-loading"[^>]*>(?:<div[^>]*><\/div>)?<\/div>/, '');
    expect(body(response.text).replace(rootOf(response.text), '')).toBe(withoutOverlay);
    // The page's styles carry this answer's nonce.
    expect(response.text).toMatch(new RegExp(`<style data-emotion="css [^"]*" nonce="${nonce!.replace(/[+/]/g, '\\$&')}">`));
  } else {
    expect(body(response.text)).toBe(body(built));
  }
  expect(response.text).toContain(`<style nonce="${nonce}">`);
  expect(response.text).toMatch(/<link rel="canonical" href="[^"]+" \/>/);
}

describe('web pages and unknown paths', () => {
  let server: Server;
  let indexHtml: string;
  beforeAll(async () => {
    indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    server = (await bootStrapi()).server.httpServer;
  });

  it.each(['/', '/about-us', '/our-experts', '/our-experts/yoga', '/FAQ', '/webinars', '/webinars?free=true&lang=en'])(
    '%s answers 200 with the web page, its first screen rendered on the server',
    async (url) => {
      const response = await request(server).get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectWebIndex(response, indexHtml, true);
    },
  );

  it.each(['/public/client/sign-in', '/public/client/verify/a-reset-token/client%40example.org', '/client/dashboard', '/consultant/my-booking/add-note/-/client-1'])(
    '%s answers 200 with the web page, rendered in the browser',
    async (url) => {
      const response = await request(server).get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectWebIndex(response, indexHtml);
    },
  );

  it.each([
    '/this/path/does-not-exist',
    '/blog/a/b',
    '/blog/no-such-post/',
    '/our-experts/details/abc123',
    '/webinars/no-such-webinar',
    '/client/no-such-page',
    '/consultant/edit-account/nothing',
    '/public',
  ])('%s answers 404 with the web page that shows "not found"', async (url) => {
    const response = await request(server).get(url).set('Accept', 'text/html');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectWebIndex(response, indexHtml);
  });

  it('a missing asset answers a plain 404, not the page', async () => {
    const response = await request(server).get('/assets/missing-chunk.js').set('Accept', '*/*');
    expect(response.status).toBe(404);
    expect(response.text ?? '').not.toContain('<div id="root">');
  });

  it('the back office keeps its own client-side routes (200)', async () => {
    const response = await request(server).get('/admin/coupons/create').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).not.toBe(indexHtml);
    expect(response.text).not.toContain('rel="canonical"');
  });
});

describe('route patterns (react-router rules)', () => {
  const matches = routeMatcher(['/', '/blog/:slug', '/our-experts/:search?', '/a/:x?/:y?', '/docs/*']);
  it.each([
    ['/', true],
    ['/blog/x', true],
    ['/BLOG/x/', true],
    ['/blog', false],
    ['/blog/x/y', false],
    ['/our-experts', true],
    ['/our-experts/yoga', true],
    ['/a', true],
    ['/a/1/2', true],
    ['/a/1/2/3', false],
    ['/docs', true],
    ['/docs/any/thing', true],
    ['/other', false],
  ] as const)('%s → %s', (url, expected) => {
    expect(matches(url)).toBe(expected);
  });
});

/** The key of a read: API path (under /api/client/), language and query. */
type ReadKey = [string, string, Record<string, unknown>?];

/** A page of a list, as the API answers a list read. */
type ListAnswer = { data: object[]; meta: { pagination: Schemas['Pagination'] } };

/** A blog post, as the API answers its read. */
type BlogAnswer = Answer<'/api/client/blogs/{slug}', 'get'>;

/** The data block of a served page: its reads as `[key, answer]` pairs, or `null` without one. */
function initialReads(html: string): [ReadKey, unknown][] | null {
  const block = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]).reads : null;
}

/** What the public API answers for a read's key. */
async function apiAnswer(server: Server, [path, language, query]: ReadKey) {
  const response = await request(server)
    .get(`/api/client/${path}`)
    .query(query ?? {})
    .set('x-api-key', API_KEY())
    .set('Accept-Language', language);
  expect(response.status).toBe(200);
  return response.body;
}

describe('first paint of the web pages: embedded API answers and preloaded code', () => {
  let server: Server;
  beforeAll(async () => {
    server = (await seedOnce()).server.httpServer;
  }, 300_000);

  it.each(['fr', 'en'])('the home page (%s) carries the answers of its first render, as the API gives them', async (language) => {
    // An upcoming webinar, so that every list of the page has an entry.
    await publishedWebinar();
    const response = await request(server)
      .get(language === 'en' ? '/?lang=en' : '/')
      .set('Accept', 'text/html');
    expect(response.status).toBe(200);
    const reads = initialReads(response.text);
    expect(reads).not.toBeNull();
    // keyed exactly like the web app's reads (web config/routes `initialData`, the layout's web settings)
    expect(reads!.map(([key]) => key)).toEqual([
      ['web-setting/get-record', language],
      ['pages/home', language],
      ['consultants', language, { page: 1, pageSize: 4 }],
      ['quotes', language, { page: 1, pageSize: 6 }],
      ['blogs', language, { page: 1, pageSize: 3 }],
      ['webinars', language, { page: 1, pageSize: 3 }],
    ]);
    const answers = Object.fromEntries(reads!.map(([[path], answer]) => [path, answer]));
    // the API's own answers (single records compared whole; lists by their shape: other tests add posts and experts)
    expect(answers['web-setting/get-record']).toEqual(await apiAnswer(server, ['web-setting/get-record', language]));
    expect(answers['pages/home']).toEqual(await apiAnswer(server, ['pages/home', language]));
    expect((answers['pages/home'] as Answer<'/api/client/pages/{slug}', 'get'>).data.figures.length).toBeGreaterThan(0);
    // The reads with a query are the lists'.
    for (const [[path, , query], answer] of reads!.filter(([key]) => key[2]) as [ReadKey, ListAnswer][]) {
      const api = await apiAnswer(server, [path, language, query]);
      expect(answer.meta.pagination).toMatchObject({ page: 1, pageSize: query!.pageSize });
      expect(answer.data.length).toBeGreaterThan(0);
      expect(Object.keys(answer.data[0]).sort()).toEqual(Object.keys(api.data[0]).sort());
    }
    // nothing of a visitor: the page is the same with a signed-in visitor's cookie and token
    const other = await request(server)
      .get(language === 'en' ? '/?lang=en' : '/')
      .set('Accept', 'text/html')
      .set('Authorization', 'Bearer not-a-visitor-token')
      .set('Cookie', 'selectedLanguage=fr; refreshToken=abc');
    expect(initialReads(other.text)).toEqual(reads);
  });

  it('the home page preloads its route code, files the server has', async () => {
    const response = await request(server).get('/').set('Accept', 'text/html');
    const head = response.text.slice(0, response.text.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);
    expect(preloads.some((url) => /^\/assets\/home-[\w-]+\.js$/.test(url))).toBe(true);
    for (const url of preloads) {
      const file = await request(server).get(url).set('Accept-Encoding', 'br');
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
      // pre-compressed at build time (all but the smallest files)
      if (/\/home-/.test(url)) expect(file.headers['content-encoding']).toBe('br');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a page with a query (filters, page number) is rendered and embedded with the answers of its own query', async () => {
    const second = await request(server).get('/blog?page=2').set('Accept', 'text/html');
    expect(initialReads(second.text)!.map(([key]) => key)).toEqual([
      ['web-setting/get-record', 'fr'],
      ['blogs', 'fr', { page: 2, pageSize: 9 }],
    ]);
    const search = await request(server).get('/our-experts/yoga').set('Accept', 'text/html');
    const reads = initialReads(search.text)!;
    const results = reads.find(([key]) => key[0] === 'consultants');
    expect(results![0]).toEqual(['consultants', 'fr', { page: 1, pageSize: 12, search: 'yoga' }]);
    expect(results![1]).toEqual(await apiAnswer(server, ['consultants', 'fr', { page: 1, pageSize: 12, search: 'yoga' }]));
    // The filters' lists are read for the page too: their pickers show the same options before and after hydration.
    expect(reads.map(([key]) => key[0])).toEqual(expect.arrayContaining(['specializations', 'languages']));
    const plain = initialReads((await request(server).get('/blog?lang=en').set('Accept', 'text/html')).text);
    expect(plain!.map(([key]) => key)).toEqual([
      ['web-setting/get-record', 'en'],
      ['blogs', 'en', { page: 1, pageSize: 9 }],
    ]);
  });

  /** A blog post written and published through the back office, by a new author. @returns the published post */
  async function publishedPost(
    admin: Awaited<ReturnType<typeof sharedAdmin>>,
    post: { title: Record<'fr' | 'en', string>; excerpt: Record<'fr' | 'en', string>; body: Record<'fr' | 'en', string>; published_date: string },
  ) {
    const author = await admin.http.post('/api/admin-panel/authors', { name: `Dr Lune ${unique()}`, bio: { fr: 'Naturopathe.', en: 'Naturopath.' } });
    expectStatus(author, 201);
    const created = await admin.http.post('/api/admin-panel/blogs', { ...post, tags: { fr: ['sommeil'], en: ['sleep'] }, author: author.body.id });
    expectStatus(created, 201);
    const published = await admin.http.put(`/api/admin-panel/blogs/${created.body.id}`, { ...created.body, published: true });
    expectStatus(published, 200);
    return published;
  }

  it('content typed in the back office cannot end the data block or add markup', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const evil = { fr: `Sommeil </script><script>alert(1)</script> & <!-- ${s}`, en: `Sleep </SCRIPT><img src=x onerror=alert(1)> ${s}` };
    const created = await publishedPost(admin, {
      title: evil,
      excerpt: { fr: 'Résumé.', en: 'Summary.' },
      body: { fr: 'Corps </script>.', en: 'Body </script>.' },
      published_date: '2026-10-05',
    });
    for (const [language, url] of [
      ['fr', `/blog/${created.body.slug.fr}`],
      ['en', `/blog/${created.body.slug.en}?lang=en`],
    ] as const) {
      const response = await request(server).get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).not.toContain('<script>alert(1)</script>');
      expect(response.text).not.toMatch(/<img src=x/i);
      // every script tag is closed by its own end tag: none ends early
      expect(response.text.match(/<\/script>/gi)!.length).toBe(response.text.match(/<script\b/gi)!.length);
      const reads = initialReads(response.text)!;
      const post = reads.find(([key]) => key[0] === `blogs/${created.body.slug[language]}`);
      expect(post![0]).toEqual([`blogs/${created.body.slug[language]}`, language]);
      expect((post![1] as BlogAnswer).data.title).toBe(evil[language]);
    }
  });
  it('with rendering off (or at its limit of renders at once) a public page goes out for the browser to render, head and answers included', async () => {
    const saved = process.env.SERVER_RENDERING;
    process.env.SERVER_RENDERING = 'false';
    try {
      // An address never asked before, so that no kept render can answer it.
      const response = await request(server).get(`/blog?page=1&from=${unique()}`).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(rootOf(response.text)).toBe('');
      expect(response.text).toContain('id="app-loading"');
      expect(response.text).toMatch(/<link rel="canonical" href="[^"]+" \/>/);
      expect(initialReads(response.text)!.map(([key]) => key[0])).toEqual(['web-setting/get-record']);
    } finally {
      if (saved === undefined) delete process.env.SERVER_RENDERING;
      else process.env.SERVER_RENDERING = saved;
    }
    const rendered = await request(server).get(`/blog?page=1&from=${unique()}`).set('Accept', 'text/html');
    expect(rootOf(rendered.text)).toMatch(/<main [^>]*id="main"/);
  });

  it.each(['fr', 'en'])('a webinar’s page (%s) is rendered on the server with its answer embedded, and the list with its first page', async (language) => {
    const { webinar } = await publishedWebinar();
    const suffix = language === 'en' ? '?lang=en' : '';
    const response = await request(server).get(`/webinars/${webinar.slug}${suffix}`).set('Accept', 'text/html');
    expect(response.status).toBe(200);
    const reads = initialReads(response.text)!;
    expect(reads.map(([key]) => key)).toEqual([
      ['web-setting/get-record', language],
      [`webinars/${webinar.slug}`, language],
    ]);
    const answer = reads[1][1] as Answer<'/api/client/webinars/{slug}', 'get'>;
    expect(answer).toEqual(await apiAnswer(server, [`webinars/${webinar.slug}`, language]));
    const title = language === 'en' ? webinar.title_en : webinar.title_fr;
    expect(answer.data.title).toBe(title);
    // the first screen: the title and the description are in the HTML, before any JavaScript runs
    const root = rootOf(response.text);
    expect(root).toContain('data-testid="webinar-detail"');
    expect(root).toContain(title);
    expect(root).toContain(language === 'en' ? webinar.description_en : webinar.description_fr);

    const list = await request(server).get(`/webinars${suffix}`).set('Accept', 'text/html');
    expect(list.status).toBe(200);
    const listReads = initialReads(list.text)!;
    expect(listReads.map(([key]) => key)).toEqual([
      ['web-setting/get-record', language],
      ['webinars', language, { page: 1, pageSize: 12 }],
      // the filters' options, rendered on the server too
      ['specializations', language, { page: 1, pageSize: 1000 }],
      ['languages', language, { page: 1, pageSize: 1000 }],
    ]);
    expect((listReads[1][1] as ListAnswer).meta.pagination.total).toBeGreaterThan(0);
  });

  it('the home page shows the next three webinars in its first HTML, and a webinar published, moved or cancelled shows on the next load', async () => {
    const home = async () => {
      const response = await request(server).get('/').set('Accept', 'text/html');
      expect(response.status).toBe(200);
      const webinars = initialReads(response.text)!.find(([key]) => key[0] === 'webinars')![1] as Answer<'/api/client/webinars', 'get'>;
      return { root: rootOf(response.text), webinars };
    };
    // Sooner than the other tests' webinars (those start days ahead): among the next three.
    const soon = new Date(Math.ceil((clock.ms() + 2 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    const { webinar, host } = await publishedWebinar({ start: soon });
    let page = await home();
    expect(page.webinars.data.find((card) => card.id === webinar.id)).toMatchObject({ title: webinar.title_fr, start: soon });
    expect(page.webinars.data.length).toBeLessThanOrEqual(3);
    // rendered on the server: the section and its cards are in the HTML, before any JavaScript runs
    expect(page.root).toContain('data-testid="home-webinars"');
    expect(page.root).toContain(webinar.title_fr);

    // Edited: the new title shows at once.
    const renamed = `Souffle du matin ${unique()}`;
    expectStatus(await host.http.put(`/api/consultant/webinars/${webinar.id}`, { title_fr: renamed }), 200);
    page = await home();
    expect(page.webinars.data.find((card) => card.id === webinar.id)?.title).toBe(renamed);
    expect(page.root).toContain(renamed);

    // Cancelled: it leaves the home page at once.
    expectStatus(await host.http.delete(`/api/consultant/webinars/${webinar.id}`), 200);
    page = await home();
    expect(page.webinars.data.map((card) => card.id)).not.toContain(webinar.id);
    expect(page.root).not.toContain(renamed);
  });

  it('an expert’s page is rendered on the server with that expert’s upcoming webinars, read with the host filter', async () => {
    const { webinar, host } = await publishedWebinar();
    const response = await request(server).get(`/our-experts/details/${host.profileId}`).set('Accept', 'text/html');
    expect(response.status).toBe(200);
    const reads = initialReads(response.text)!;
    const key: ReadKey = ['webinars', 'fr', { consultant: host.profileId, page: 1, pageSize: 12 }];
    const embedded = reads.find(([read]) => read[0] === 'webinars');
    expect(embedded![0]).toEqual(key);
    expect(embedded![1]).toEqual(await apiAnswer(server, key));
    expect((embedded![1] as ListAnswer).data).toEqual([expect.objectContaining({ id: webinar.id })]);
    const root = rootOf(response.text);
    expect(root).toContain('data-testid="expert-webinars"');
    expect(root).toContain(webinar.title_fr);
  });

  it('a post edited in the back office is embedded as edited on the next page load', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const published = await publishedPost(admin, {
      title: { fr: `Respirer ${s}`, en: `Breathe ${s}` },
      excerpt: { fr: 'Avant.', en: 'Before.' },
      body: { fr: 'Corps.', en: 'Body.' },
      published_date: '2026-10-06',
    });
    const embeddedExcerpt = async () => {
      const reads = initialReads((await request(server).get(`/blog/${published.body.slug.fr}`).set('Accept', 'text/html')).text)!;
      return (reads.find(([key]) => key[0] === `blogs/${published.body.slug.fr}`)![1] as BlogAnswer).data.excerpt;
    };
    expect(await embeddedExcerpt()).toBe('Avant.');
    expectStatus(await admin.http.put(`/api/admin-panel/blogs/${published.body.id}`, { ...published.body, excerpt: { fr: 'Après.', en: 'After.' } }), 200);
    expect(await embeddedExcerpt()).toBe('Après.');
  });
});
