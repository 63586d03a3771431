/**
 * The English side of localized content in the back office (docs/api.md "Translation status"): a blog
 * post written in French only (set up through the API) is counted on the dashboard, whose figure leads
 * to the blog list filtered to the posts without English; there the demo admin sees the post marked
 * "English missing", filters the list to the posts missing or outdated, opens the post, writes its
 * English title and text in the form's English tab and saves: the post is complete, leaves the filtered
 * list and shows as complete under the "complete" filter. The list with its status column has no
 * serious accessibility violation.
 *
 * Names carry a per-run marker; expected texts come from the translation files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import raFrench from 'ra-language-french';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { BASE_URL, DEMO_PASSWORD, apiCall, launchBrowser, seriousViolations, signIn, runStamp, ownAddress } from './support';
import { clock } from '../src/lib/clock';

/** Each step waits on real servers: more than the default 60 s. */
const STEP_TIMEOUT = 180_000;

const A = { ra: { ...raFrench.ra, ...adminFr.ra }, app: adminFr.app, resources: adminFr.resources };
const T = A.app.translation;
const B = A.resources.blogs;
/** The singular (0) or plural (1) of a react-admin resource name such as `Article |||| Articles`. */
const nameOf = (name: string, plural: boolean) => name.split('||||')[plural ? 1 : 0].trim();
/** `text` as a literal inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Polyglot's plural `one |||| many` with `%{smart_count}` as a pattern matching any count. */
const countPattern = (text: string) => new RegExp(`^${escape(text.split('||||')[1].trim()).replace(escape('%{smart_count}'), '\\d+')}$`);

const stamp = runStamp(import.meta.url);
/** A client address of this file's own (`X-Forwarded-For`), clear of the other files' per-address limits. */
const OWN_ADDRESS = ownAddress(import.meta.url);
const titleFr = `Souffle ${stamp}`;
const titleEn = `Breath ${stamp}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let postId: string;

beforeAll(async () => {
  // The post, French only, made through the API as an editor's earlier work.
  const { jwt } = await apiCall<{ jwt: string }>('POST', 'admin-panel/auth/login', { email: 'admin@demo.local', password: DEMO_PASSWORD }, undefined, OWN_ADDRESS);
  const author = await apiCall<{ id: string }>('POST', 'admin-panel/authors', { name: `Plume ${stamp}` }, jwt, OWN_ADDRESS);
  const post = await apiCall<{ id: string; translation: string }>(
    'POST',
    'admin-panel/blogs',
    { title: { fr: titleFr }, body: { fr: 'Respirer lentement, par le ventre.' }, author: author.id, published_date: clock.now().toISOString().slice(0, 10), published: true },
    jwt,
    OWN_ADDRESS,
  );
  expect(post.translation).toBe('missing');
  postId = post.id;

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: BASE_URL });
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  await signIn(page, 'admin', 'admin@demo.local', DEMO_PASSWORD);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'fr'));
  await page.reload();
  await page.getByRole('menuitem', { name: A.app.menu.dashboard }).waitFor();
}, STEP_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Runs `action` and returns the answer of the API call `method` on a path matching `path` that it makes. */
async function answerTo(method: string, path: RegExp, action: () => Promise<unknown>, query?: (url: URL) => boolean): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => {
        const url = new URL(r.url());
        return r.request().method() === method && path.test(url.pathname) && (!query || query(url));
      },
      { timeout: 45_000 },
    ),
    action(),
  ]);
  return response;
}

/** Fails with the answer's body when its status is not `status`; @returns the parsed body. */
async function expectAnswer<T = unknown>(response: Response, status: number): Promise<T> {
  const body = await response.text();
  expect(response.status(), `${response.request().method()} ${response.url()} → ${body}`).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

/** Whether a list request filters by the translation status `status`. */
const filteredBy = (status: string) => (url: URL) => (JSON.parse(url.searchParams.get('filter') ?? '{}') as { translation?: string }).translation === status;

/** Picks `option` in the list's translation filter and waits for the list read with it. */
async function filterBy(option: string, status: string) {
  await expectAnswer(
    await answerTo(
      'GET',
      /^\/api\/admin-panel\/blogs$/,
      async () => {
        await page.getByRole('combobox', { name: T.filter }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      },
      filteredBy(status),
    ),
    200,
  );
}

/** The row of the post in the current list. */
const postRow = () => page.getByRole('row').filter({ hasText: titleFr });

describe('the translation status in the back office', () => {
  it(
    'the dashboard leads to the posts without English; the admin sees the post missing, filters, adds its English, and it is complete',
    async () => {
      // The dashboard: the blog posts without English, a link to them.
      await page.goto('/admin/');
      const block = page.getByRole('region', { name: A.app.dashboard.translations });
      const blogLine = block.getByRole('listitem').filter({ hasText: nameOf(B.name, true) });
      const missingLink = blogLine.getByRole('link', { name: countPattern(A.app.dashboard.translations_missing) });
      await expectAnswer(await answerTo('GET', /^\/api\/admin-panel\/blogs$/, () => missingLink.click(), filteredBy('missing')), 200);
      await page.waitForURL((url) => url.pathname === '/admin/blogs');
      await expect.poll(() => page.getByRole('combobox', { name: T.filter }).textContent()).toContain(T.statuses.missing);
      await postRow().getByText(T.statuses.missing, { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Missing or outdated: the post is there.
      await filterBy(T.statuses.incomplete, 'incomplete');
      await postRow().getByText(T.statuses.missing, { exact: true }).waitFor();

      // Its English written in the form's English tab, then saved.
      await postRow().getByText(titleFr, { exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin/blogs/${postId}`);
      await page.getByRole('tab', { name: A.ra.locales.en }).click();
      const english = page.getByRole('tabpanel', { name: A.ra.locales.en });
      await english.getByRole('textbox', { name: new RegExp(`^${escape(B.fields.title)}`) }).fill(titleEn);
      await english.locator('[contenteditable="true"]').click();
      await page.keyboard.type('Breathe slowly, from the belly.');
      const saved = await expectAnswer<{ translation: string; title: { en: string } }>(
        await answerTo('PUT', new RegExp(`^/api/admin-panel/blogs/${postId}$`), () => page.getByRole('button', { name: A.ra.action.save, exact: true }).click()),
        200,
      );
      expect(saved).toMatchObject({ translation: 'complete', title: { en: titleEn } });

      // Back on the list filtered to missing or outdated: the post has left it; among the complete ones it is marked so.
      await page.waitForURL((url) => url.pathname === '/admin/blogs');
      await page.getByRole('combobox', { name: T.filter }).waitFor();
      await expect.poll(() => postRow().count()).toBe(0);
      await filterBy(T.statuses.complete, 'complete');
      await page.getByRole('textbox', { name: A.ra.action.search }).fill(stamp);
      await postRow().getByText(T.statuses.complete, { exact: true }).waitFor();
    },
    STEP_TIMEOUT,
  );
});
