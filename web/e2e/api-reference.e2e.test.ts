/**
 * The API reference page (`/api/docs`): the OpenAPI document generated from the contracts, rendered
 * in a real browser from our own origin (no CDN), under the site's security policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('API reference', () => {
  it('lists the operations of the document and opens one', async () => {
    const { context, page } = await newPage(browser);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    try {
      await page.goto('/api/docs');
      expect(await page.title()).toMatch(/API reference/);
      const operation = page.locator('.opblock-summary-path', { hasText: '/api/client/blogs/{slug}' }).first();
      await operation.waitFor();
      await operation.click();
      await page.getByText('Invalid input').first().waitFor();
      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
