/**
 * The back office's door (spec §6; docs/api-auth.md): signed out, `/admin` sends the visitor to `/`;
 * an admin signs in on `/public/admin/sign-in` and lands on the react-admin dashboard, with a session
 * stored for the admin role only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, DEMO_PASSWORD } from './support';

describe('back office sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('redirects a signed-out visitor from /admin to the home page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${BASE_URL}/admin/`);
      await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('signs the demo admin in and opens the dashboard with the admin session only', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${BASE_URL}/public/admin/sign-in`);
      await page.fill('input[name=email]', 'admin@demo.local');
      await page.fill('input[name=password]', DEMO_PASSWORD);
      await page.click('button[type=submit]');
      await page.waitForURL(/\/admin\/?(#.*)?$/, { timeout: 15_000 });
      await page.getByText('admin@demo.local').first().waitFor({ timeout: 15_000 });
      const sessions = await page.evaluate(() => ({ admin: localStorage.getItem('adminSession'), client: localStorage.getItem('clientSession') }));
      expect(JSON.parse(sessions.admin ?? '{}')).toMatchObject({ status: true });
      expect(JSON.parse(sessions.admin ?? '{}').Token).toMatch(/^ey/);
      expect(sessions.client === null || JSON.parse(sessions.client).status !== true).toBe(true);
    } finally {
      await context.close();
    }
  });
});
