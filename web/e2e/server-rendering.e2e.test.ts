/**
 * The public pages' first screen rendered on the server (docs/performance.md "Server-rendered first
 * screen"): what a visitor sees before any JavaScript has run, and what stays true once the app has
 * taken the page over.
 * - With JavaScript off, each public page shows its heading and its content (the expert search its
 *   results for the query in the address, a post its title, the FAQ its questions).
 * - With JavaScript on, the app hydrates that markup: no mismatch reported by React, no style refused by the
 *   Content-Security-Policy, the same heading, and the page works (a search typed on the server-rendered
 *   search page narrows its results).
 * - An edit in the back office shows on the next load of a server-rendered page.
 * Expected values come from the API and the translation files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, API_KEY, BASE_URL, DEMO_PASSWORD, launchBrowser, newPage, signIn, translations, type ApiList } from './support';

interface Card {
  id: string;
  display_name: string;
}
interface Post {
  slug: string;
  title: string;
}
interface Faq {
  id: string;
  question: string;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A page with JavaScript off, as a visitor without scripts (or a crawler) gets it. */
async function withoutScripts<T>(path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    return await read(page);
  } finally {
    await context.close();
  }
}

/** The page's heading (its `h1` inside `main`). */
const heading = (page: Page) => page.locator('main h1').first().innerText();

/** What the console said that a visitor's page must never say: hydration mismatches, React errors, refused styles or scripts. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/hydration|did not match|Minified React error|Content Security Policy|Refused to/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('server-rendered public pages', () => {
  const fr = translations.fr;

  it('shows every public page with its heading and content without JavaScript, and hydrates it without a mismatch', async () => {
    const experts = (await api<ApiList<Card>>('consultants?page=1&pageSize=4')).data;
    const posts = (await api<ApiList<Post>>('blogs?page=1&pageSize=9')).data;
    expect(experts.length, 'the seed has visible experts').toBeGreaterThan(0);
    expect(posts.length, 'the seed has posts').toBeGreaterThan(0);
    const pages: { path: string; shows: string[] }[] = [
      { path: '/', shows: experts.map((expert) => expert.display_name) },
      { path: '/about-us', shows: [] },
      { path: '/alternative-medicine', shows: [] },
      { path: '/sdg-media', shows: [] },
      { path: '/lifestyle-product', shows: [] },
      { path: '/blog', shows: posts.slice(0, 3).map((post) => post.title) },
      { path: `/blog/${posts[0].slug}`, shows: [posts[0].title] },
      { path: '/faq', shows: [] },
      { path: '/our-experts', shows: [] },
      { path: `/our-experts/details/${experts[0].id}`, shows: [experts[0].display_name] },
      { path: '/terms-conditions', shows: [] },
      { path: '/privacy-policy', shows: [] },
      { path: '/contact-us', shows: [fr.contact.title] },
      { path: '/starter-kit', shows: [] },
      { path: '/verification', shows: [fr.verification.page.badgesTitle, fr.verification.page.limitsTitle] },
      { path: '/waiting-list', shows: [] },
    ];
    for (const { path, shows } of pages) {
      const served = await withoutScripts(path, async (page) => ({ heading: await heading(page), text: await page.locator('main').innerText() }));
      expect(served.heading.trim(), `heading of ${path} without JavaScript`).not.toBe('');
      for (const text of shows) expect(served.text, `${path} without JavaScript`).toContain(text);

      const { context, page } = await newPage(browser);
      try {
        const problems = watchProblems(page);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await heading(page), `heading of ${path} once hydrated`).toBe(served.heading);
        expect(problems, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 300_000);

  it('hydrates the English pages in English, and a signed-in visitor’s page, whose header then shows the account', async () => {
    for (const path of ['/?lang=en', '/faq?lang=en', '/our-experts?lang=en']) {
      const served = await withoutScripts(path, async (page) => ({ heading: await heading(page), lang: await page.evaluate(() => document.documentElement.lang) }));
      expect(served.lang).toBe('en');
      const { context, page } = await newPage(browser);
      try {
        const problems = watchProblems(page);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await heading(page), path).toBe(served.heading);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(problems, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'client', 'client@demo.local', DEMO_PASSWORD);
      const problems = watchProblems(page);
      await page.goto('/');
      // The header's account link (the icon at this width) leads to the client area, instead of "sign in".
      await page.getByRole('link', { name: translations.fr.session.area.client, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('renders the expert search for the query in the address, in the language asked, and keeps it searchable once hydrated', async () => {
    const all = (await api<ApiList<Card>>('consultants?page=1&pageSize=50')).data;
    const target = all[0];
    const word = target.display_name.split(/\s+/).pop()!;
    const expected = (await api<ApiList<Card>>(`consultants?page=1&pageSize=12&search=${encodeURIComponent(word)}`, 'en')).data.map((card) => card.id);
    expect(expected).toContain(target.id);

    const shown = await withoutScripts(`/our-experts?search=${encodeURIComponent(word)}&lang=en`, async (page) => ({
      ids: await page.locator('[data-testid="expert-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-expert-id'))),
      lang: await page.evaluate(() => document.documentElement.lang),
      heading: await heading(page),
    }));
    expect(shown.ids).toEqual(expected);
    expect(shown.lang).toBe('en');
    expect(shown.heading).toBe(translations.en.experts.title);

    const { context, page } = await newPage(browser);
    try {
      const problems = watchProblems(page);
      await page.goto('/our-experts');
      await page.waitForLoadState('networkidle');
      await page.getByTestId('expert-search-input').fill(word);
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      await page.locator(`[data-testid="expert-card"][data-expert-id="${target.id}"]`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows an edit made in the back office on the next load of a server-rendered page', async () => {
    const headers = { 'x-api-key': API_KEY, 'Accept-Language': 'fr', Accept: 'application/json', 'Content-Type': 'application/json' };
    const login = await fetch(`${BASE_URL}/api/admin-panel/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    const { jwt } = (await login.json()) as { jwt: string };
    const admin = { ...headers, Authorization: `Bearer ${jwt}` };
    const question = (text: string) => ({ question: { fr: `${text} ?`, en: `${text}?` }, answer: { fr: 'Oui.', en: 'Yes.' }, category: 'booking', published: true });

    // Read once, so that the page is in the server's caches before the edit.
    const before = await withoutScripts('/faq', (page) => page.locator('main').innerText());
    const stamp = `Rendu sur le serveur ${BASE_URL.length}-${before.length}`;
    const created = await fetch(`${BASE_URL}/api/admin-panel/faqs`, { method: 'POST', headers: admin, body: JSON.stringify(question(stamp)) });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as Faq;
    try {
      expect(await withoutScripts('/faq', (page) => page.locator('main').innerText())).toContain(`${stamp} ?`);
      const current = await (await fetch(`${BASE_URL}/api/admin-panel/faqs/${id}`, { headers: admin })).json();
      const edited = await fetch(`${BASE_URL}/api/admin-panel/faqs/${id}`, { method: 'PUT', headers: admin, body: JSON.stringify({ ...current, ...question(`${stamp} modifiée`) }) });
      expect(edited.status, await edited.clone().text()).toBe(200);
      const after = await withoutScripts('/faq', (page) => page.locator('main').innerText());
      expect(after).toContain(`${stamp} modifiée ?`);
    } finally {
      await fetch(`${BASE_URL}/api/admin-panel/faqs/${id}`, { method: 'DELETE', headers: admin });
    }
  }, 120_000);
});
