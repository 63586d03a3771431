/**
 * How the server answers the web's pages (DESIGN §1, §4: unknown paths → not-found page): a page of
 * the web app answers 200 with the web's index.html; any other path answers 404 with the same
 * index.html (its router shows the not-found page), so that browsers, crawlers and monitors see the
 * right status; the back office's paths stay with react-admin (200). Needs the web build (`npm run
 * build`), whose `route-patterns.json` lists the app's pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bootStrapi } from '../helpers/strapi';
import { routeMatcher } from '../../src/middlewares/spa-static';

const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(__dirname, '..', '..', '..', 'web', 'dist'));

/**
 * The web's index.html as served: this answer's CSP nonce in place of the build's placeholder, and the
 * page's own head (docs/seo.md, tests/api/seo.test.ts) in place of the build's title and description;
 * the body is the build's.
 */
function expectWebIndex(response: request.Response, indexHtml: string) {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(nonce).toBeTruthy();
  const built = indexHtml.replaceAll('__CSP_NONCE__', nonce!);
  const body = (html: string) => html.slice(html.indexOf('</head>'));
  expect(body(response.text)).toBe(body(built));
  expect(response.text).toContain(`<style nonce="${nonce}">`);
  expect(response.text).toMatch(/<link rel="canonical" href="[^"]+" \/>/);
}

describe('web pages and unknown paths', () => {
  let server: any;
  let indexHtml: string;
  beforeAll(async () => {
    indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    server = (await bootStrapi()).server.httpServer;
  });

  it.each([
    '/',
    '/about-us',
    '/our-experts',
    '/our-experts/yoga',
    '/FAQ',
    '/public/client/sign-in',
    '/public/client/verify/a-reset-token/client%40example.org',
    '/client/dashboard',
    '/consultant/my-booking/add-note/-/client-1',
  ])('%s answers 200 with the web page', async (url) => {
    const response = await request(server).get(url).set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectWebIndex(response, indexHtml);
  });

  it.each(['/this/path/does-not-exist', '/blog/a/b', '/blog/no-such-post/', '/our-experts/details/abc123', '/client/no-such-page', '/consultant/edit-account/nothing', '/public'])(
    '%s answers 404 with the web page that shows "not found"',
    async (url) => {
      const response = await request(server).get(url).set('Accept', 'text/html');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectWebIndex(response, indexHtml);
    },
  );

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
