/**
 * Not-found page and blog navigation (spec §2): a post opened from the list, and its head after that
 * in-app navigation (canonical URL and `hreflang` alternates with each language's slug, docs/seo.md) the
 * same as a fresh load's. Expected texts come from fr.json and the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, launchBrowser, newPage, translations, type ApiList } from './support';

interface Post {
  slug: string;
  title: string;
}

/** The head's URLs of the page: canonical, `hreflang` alternates (fr, en, x-default) and `og:url`. */
interface HeadUrls {
  canonical: string | null;
  fr: string | null;
  en: string | null;
  xDefault: string | null;
  ogUrl: string | null;
}

/** The head's URLs as the page shows them now (after its scripts ran). */
function headUrls(page: Page): Promise<HeadUrls> {
  return page.evaluate(() => {
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href') ?? null;
    return {
      canonical: href('link[rel="canonical"]'),
      fr: href('link[rel="alternate"][hreflang="fr"]'),
      en: href('link[rel="alternate"][hreflang="en"]'),
      xDefault: href('link[rel="alternate"][hreflang="x-default"]'),
      ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    };
  });
}

/** The head's URLs as the server writes them into the page's HTML (no script run). */
function servedHeadUrls(html: string): HeadUrls {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1].replace(/&amp;/g, '&') ?? null;
  return {
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    fr: attribute(/<link rel="alternate" hreflang="fr" href="([^"]*)"/),
    en: attribute(/<link rel="alternate" hreflang="en" href="([^"]*)"/),
    xDefault: attribute(/<link rel="alternate" hreflang="x-default" href="([^"]*)"/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/),
  };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('not-found page', () => {
  it('is shown for an unknown path, inside the site layout', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/this/path/does-not-exist');
      const notFound = page.getByTestId('not-found');
      await notFound.waitFor();
      expect(await notFound.getByRole('heading', { level: 1 }).innerText()).toBe(translations.fr.errors.notFound.title);
      expect(await page.getByTestId('main-nav').isVisible()).toBe(true);

      await notFound.getByRole('link', { name: translations.fr.errors.backHome }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});

describe('blog', () => {
  it('opens a post from the list', async () => {
    const posts = await api<ApiList<Post>>('blogs?page=1&pageSize=9');
    expect(posts.data.length).toBeGreaterThan(0);
    const first = posts.data[0];

    const { context, page } = await newPage(browser);
    try {
      await page.goto('/blog');
      const card = page.getByTestId('blog-card').first();
      await card.waitFor();
      expect((await card.getByTestId('blog-card-title').innerText()).trim()).toBe(first.title);

      await card.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === `/blog/${first.slug}`);
      await page.getByTestId('blog-post').waitFor();
      expect((await page.getByTestId('page-title').innerText()).trim()).toBe(first.title);
    } finally {
      await context.close();
    }
  });

  it.each(['fr', 'en'] as const)('a post opened in the app (%s) has the head of a fresh load: each language’s URL with its own slug', async (language) => {
    const posts = await api<ApiList<Post>>('blogs?page=1&pageSize=9', language);
    const first = posts.data[0];
    const other = await api<{ data: { slugs: { fr: string; en: string | null } } }>(`blogs/${first.slug}`, language);
    expect(other.data.slugs.en, 'the seeded post has a slug per language').not.toBe(other.data.slugs.fr);

    const { context, page } = await newPage(browser);
    try {
      await page.goto(language === 'en' ? '/blog?lang=en' : '/blog');
      const card = page.getByTestId('blog-card').first();
      await card.waitFor();
      await card.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === `/blog/${first.slug}`);
      await page.getByTestId('blog-post').waitFor();
      await page.waitForFunction((title) => document.title.startsWith(title), first.title);
      const inApp = await headUrls(page);
      const origin = new URL(page.url()).origin;
      expect(inApp.fr).toBe(`${origin}/blog/${other.data.slugs.fr}`);
      expect(inApp.en).toBe(`${origin}/blog/${other.data.slugs.en ?? other.data.slugs.fr}?lang=en`);
      expect(inApp.canonical).toBe(inApp[language]);

      // The same page loaded afresh: the server's HTML, and the head once the app has run.
      const served = await context.request.get(page.url());
      expect(servedHeadUrls(await served.text())).toEqual(inApp);
      const fresh = await context.newPage();
      await fresh.goto(page.url());
      await fresh.getByTestId('blog-post').waitFor();
      await fresh.waitForFunction((title) => document.title.startsWith(title), first.title);
      expect(await headUrls(fresh)).toEqual(inApp);
    } finally {
      await context.close();
    }
  });
});
