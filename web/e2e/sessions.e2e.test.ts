/**
 * Sessions and budgets in the browser (docs/api-auth.md "Sessions", "Limits"):
 * - a signed-in client whose access token is no longer accepted stays signed in: the API client trades
 *   the httpOnly refresh cookie for a new token and the page loads; signing out ends the refresh
 *   session, so the old cookie cannot bring the session back;
 * - past the contact budget across all addresses, the contact form still goes through: the browser
 *   solves the proof-of-work challenge, saying so, and sends the message again.
 * The e2e server trusts one proxy hop (scripts/e2e/run.mjs), so the flood below can stand for many
 * addresses with X-Forwarded-For.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API_KEY, BASE_URL, DEMO_PASSWORD, launchBrowser, newPage, signIn, translations } from './support';

const fr = translations.fr;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('sessions', () => {
  it('a refused access token is renewed from the refresh cookie; sign-out ends it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'client', 'client@demo.local', DEMO_PASSWORD);
      const cookies = await context.cookies();
      const refresh = cookies.find((cookie) => cookie.name === 'refresh_client');
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/client/auth' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_client');

      // The stored access token stops being accepted (as after its hour): a token the server never signed.
      await page.evaluate(() => {
        const session = JSON.parse(localStorage.getItem('clientSession') ?? '{}');
        localStorage.setItem('clientSession', JSON.stringify({ ...session, Token: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.not-a-valid-signature' }));
      });
      await page.goto('/client/dashboard');
      await page.getByRole('heading', { name: fr.client.dashboard.nextBooking }).waitFor();
      expect(page.url()).toContain('/client/dashboard');
      const storedToken = () => page.evaluate(() => JSON.parse(localStorage.getItem('clientSession') ?? '{}').Token as string);
      await expect.poll(storedToken, { timeout: 15_000 }).not.toContain('not-a-valid-signature');
      const renewed = await storedToken();
      expect(renewed.split('.')).toHaveLength(3);

      // Sign-out ends the refresh session on the server.
      const lastCookie = (await context.cookies()).find((cookie) => cookie.name === 'refresh_client')!.value;
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('user-menu-logout').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/client/'));
      await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'refresh_client' && cookie.value !== '')).toBe(false);
      const again = await fetch(`${BASE_URL}/api/client/auth/refresh`, { method: 'POST', headers: { 'x-api-key': API_KEY, Cookie: `refresh_client=${lastCookie}` } });
      expect(again.status).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('budgets across all addresses', () => {
  it('past the contact budget, the form still sends after an automatic anti-robot check', async () => {
    // A flood from many addresses spends the contact budget (20 a minute by default).
    for (let i = 0; i < 25; i += 1) {
      await fetch(`${BASE_URL}/api/client/contact-us`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-api-key': API_KEY, 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: JSON.stringify({ name: 'Flood', email: `flood-${i}@example.org`, subject: 'Spam', message: 'Spam message number ' + i }),
      });
    }
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/contact-us');
      await page.getByLabel(new RegExp(`^${fr.contact.fields.name}`)).fill('Jeanne Martin');
      await page.getByLabel(new RegExp(`^${fr.contact.fields.email}`)).fill('jeanne.martin@example.org');
      await page.getByLabel(new RegExp(`^${fr.contact.fields.subject}`)).fill('Première consultation');
      await page.getByLabel(new RegExp(`^${fr.contact.fields.message}`)).fill('Bonjour, comment se passe une première consultation ?');
      await page.getByRole('button', { name: fr.contact.send, exact: true }).click();
      await page.getByText(fr.session.challenge).waitFor();
      // The page itself confirms, with the address the answer goes to and the next steps.
      await page.getByRole('heading', { name: fr.contact.sentTitle }).waitFor({ timeout: 60_000 });
      await page.getByText(fr.contact.sentText.replace('{{email}}', 'jeanne.martin@example.org')).waitFor();
      expect(await page.getByLabel(new RegExp(`^${fr.contact.fields.message}`)).count(), 'the form gives way to the confirmation').toBe(0);
      await page.getByRole('link', { name: fr.contact.backHome }).waitFor();
      await page.getByRole('button', { name: fr.contact.writeAnother }).click();
      expect(await page.getByLabel(new RegExp(`^${fr.contact.fields.message}`)).inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });
});
