/**
 * Not-found page and blog navigation (spec §2). Expected texts come from fr.json and the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, launchBrowser, newPage, translations, type ApiList } from './support';

interface Post {
  slug: string;
  title: string;
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
});
