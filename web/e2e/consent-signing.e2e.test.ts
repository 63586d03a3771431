/**
 * The consent form signed on screen (spec §5 "A consent form must be filled and uploaded for a booking to
 * take place"; docs/api-bookings.md "Client forms"): a new client reads the form and signs it in the
 * browser, and finds the signed PDF the platform made listed in "Your consent", ready to download.
 *
 * 1. French, desktop: sending without a signature says what is missing under the pad; the signature is
 *    drawn with the mouse; the PDF is listed and downloads.
 * 2. English, phone width (390 px), keyboard only: the typed signature replaces the drawn one; no page
 *    scrolls sideways at 375 px.
 *
 * Each step checks the page with axe (0 serious or critical violations). One browser context and one
 * sign-in for the whole file; expected texts come from the translation files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, seriousViolations, signIn, signUpByApi, translations, runStamp, ownAddress } from './support';

const STEP_TIMEOUT = 150_000;
const stamp = runStamp(import.meta.url);
const email = `e2e-consent-${stamp}@example.org`;
const password = 'E2e-consent-2026';
const familyName = `Signataire${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`.slice(0, 40);
/** `text` with i18next's `{{key}}` replaced. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Waits for the answer of `POST path` that `act` triggers and checks its status. */
async function expectPost(path: string, status: number, act: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path, { timeout: 30_000 }), act()]);
  expect(response.status(), await response.text()).toBe(status);
}

/** The signed copy listed in "Your consent" downloads as a PDF named `name`. */
async function expectSignedCopy(name: string) {
  const link = page.getByTestId('consent-signed-file');
  await expect.poll(() => link.textContent()).toContain(name);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: BASE_URL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  await signUpByApi(
    'client',
    email,
    password,
    {
      title: 'Ms',
      gender: 'female',
      given_name: 'Inès',
      family_name: familyName,
      date_of_birth: '1990-04-05',
      preferred_contact_type: 'email',
      isd_code: '+33',
      contact_number: '+33 6 12 34 56 78',
      time_zone: 'Europe/Paris',
      correspondence_language: 'fr',
      languages_spoken: ['fr'],
      country_of_residence: 'FR',
      nationality: 'french-fr',
    },
    ownAddress(import.meta.url),
  );
  await signIn(page, 'client', email, password);
}, STEP_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('consent form signed on screen', () => {
  it(
    'French, desktop: the signature drawn with the mouse gives a signed PDF listed and downloadable',
    async () => {
      const c = translations.fr.client.consent;
      await page.goto('/client/consent-form-doc');
      const form = page.getByTestId('consent-sign-form');
      await expect.poll(() => page.getByTestId('consent-status').textContent()).toBe(c.toDo);
      expect(await seriousViolations(page)).toEqual([]);

      await form.getByRole('checkbox', { name: fill(c.signAccept, { version: '1.0' }) }).check();
      await form.getByLabel(c.fullName).fill(`Inès ${familyName}`);
      await form.getByRole('button', { name: c.signSubmit }).click();
      await expect.poll(() => form.getByText(translations.fr.validation.signatureEmpty).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      const pad = form.getByRole('img', { name: c.padLabel });
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
      await page.mouse.down();
      for (const [x, y] of [
        [0.2, 0.3],
        [0.3, 0.75],
        [0.4, 0.25],
        [0.55, 0.6],
        [0.7, 0.4],
      ])
        await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
      await page.mouse.up();
      await expect.poll(() => pad.getAttribute('data-strokes')).toBe('1');
      await expect.poll(() => form.getByText(translations.fr.validation.signatureEmpty).count()).toBe(0);

      await expectPost('/api/client/consent-form/sign', 200, () => form.getByRole('button', { name: c.signSubmit }).click());
      await expect.poll(() => page.getByTestId('consent-status').textContent()).toBe(c.upToDate);
      expect(await page.getByTestId('consent-accepted-version').textContent()).toBe('1.0');
      await expectSignedCopy('consentement-signe-v1.0.pdf');
      expect(await seriousViolations(page)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'English, phone width, keyboard only: the typed signature replaces the copy, nothing scrolls sideways',
    async () => {
      const c = translations.en.client.consent;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'));
      await page.reload();
      const form = page.getByTestId('consent-sign-form');
      await expect.poll(() => form.getByRole('heading', { name: c.signTitle }).count()).toBe(1);

      await form.getByRole('checkbox', { name: fill(c.signAccept, { version: '1.0' }) }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Ines Signer');
      await page.keyboard.press('Tab');
      // The radio group: the arrow key moves from "Draw" to "Type my signature".
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('drawn');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => form.getByRole('radio', { name: c.typeMode }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('I. Signer');
      await expectPost('/api/client/consent-form/sign', 200, () => page.keyboard.press('Enter'));

      await expectSignedCopy('signed-consent-v1.0.pdf');
      expect(await page.getByTestId('consent-status').textContent()).toBe(c.upToDate);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    },
    STEP_TIMEOUT,
  );
});
