/**
 * Accounts in the browser (spec §2, §5, §6; docs/api-auth.md): a client signs up with the code
 * e-mailed to a fresh address (read from the SMTP catcher's web API), signs in and reaches a guarded
 * page; the client guard keeps the wanted path across the sign-in; the sign-up code e-mail follows the
 * interface language.
 *
 * Needs `E2E_MAIL_URL`, the MailDev 2 web API of the catcher the CMS sends to (`GET /email`).
 * Reference values (country, language, nationality) are read from the API, so any seed works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, launchBrowser, newPage, signUpClientOnPage, translations, type ApiList, DEMO_PASSWORD, waitForMail, codeOf, runStamp } from './support';
import { clock } from '../src/lib/clock';

const fr = translations.fr;
const en = translations.en;

/** A fresh address for this run. */
function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${runStamp(import.meta.url)}@example.org`.toLowerCase();
}

/** Asks for a sign-up code on the current (sign-up) page and returns when the API confirmed it. */
async function requestCode(page: Page, email: string, texts: typeof fr) {
  await page.getByLabel(new RegExp(`^${texts.auth.signUp.email.label}`)).fill(email);
  await page.getByRole('button', { name: texts.auth.signUp.email.send, exact: true }).click();
  await page.getByTestId('otp-message').waitFor();
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('client accounts', () => {
  it('signs up with the e-mailed code, then signs in and reaches a guarded page', async () => {
    const email = uniqueEmail('signup');
    const password = 'E2e-password-2026';
    const countries = await api<ApiList<{ code: string; name: string; isd_code: string }>>('countries?page=1&pageSize=1000');
    const france = countries.data.find((c) => c.code === 'FR') ?? countries.data[0];
    expect(france.isd_code).toBe('+33');

    const { context, page } = await newPage(browser);
    try {
      await page.goto('/public/client/sign-up');
      await signUpClientOnPage(page, { email, password, given_name: 'Élise', family_name: 'Testeuse', date_of_birth: '1990-05-17', contact_number: '612345678' });

      await page.waitForURL((url) => url.pathname === '/client/dashboard');
      await page.getByTestId('dashboard-welcome').waitFor();
      expect(await page.getByTestId('dashboard-email').innerText()).toBe(email);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('clientSession') ?? '{}').status)).toBe(true);

      // Log out (the account dropdown), then sign in with the new account.
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('user-menu-logout').click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('clientSession'))).toBeNull();
      await page.getByTestId('account-links').getByRole('link', { name: fr.session.signIn, exact: true }).waitFor();

      await page.goto('/public/client/sign-in');
      await page.getByLabel(new RegExp(`^${fr.auth.signIn.email}`)).fill(email);
      await page.getByLabel(new RegExp(`^${fr.auth.signIn.password}`)).fill(password);
      await page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/client/dashboard');
      expect(await page.getByTestId('dashboard-welcome').innerText()).toContain('Élise');

      // Another guarded page of the area, from the top bar's dropdown (spec §2 "Menus").
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('user-menu-change-password').click();
      await page.waitForURL((url) => url.pathname === '/client/change-password');
      await page.getByTestId('change-password').waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor of /client/dashboard to the client sign-in, and back after signing in', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/client/dashboard');
      await page.waitForURL((url) => url.pathname === '/public/client/sign-in');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/client/dashboard');

      await page.getByLabel(new RegExp(`^${fr.auth.signIn.email}`)).fill('client@demo.local');
      await page.getByLabel(new RegExp(`^${fr.auth.signIn.password}`)).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/client/dashboard');
      await page.getByTestId('dashboard-welcome').waitFor();
      expect(await page.getByTestId('dashboard-email').innerText()).toBe('client@demo.local');
    } finally {
      await context.close();
    }
  });
});

describe('language of the sign-up e-mail', () => {
  it('is English when the interface is English, French when it is French', async () => {
    // English: switch the interface before signing up.
    const english = uniqueEmail('en');
    let { context, page } = await newPage(browser);
    try {
      await page.goto('/public/client/sign-up');
      await page.getByTestId('language-selector').click();
      await page.getByTestId('language-option-en').click();
      await page.getByRole('button', { name: en.auth.signUp.email.send, exact: true }).waitFor();
      const started = clock.ms();
      await requestCode(page, english, en);
      const mail = await waitForMail(english, started);
      expect(mail.subject).toMatch(/\byour\b/i);
      expect(mail.subject).not.toMatch(/\bvotre\b/i);
      expect(mail.text).toMatch(/\b(your|code|valid)\b/i);
      expect(mail.text).not.toMatch(/\bvotre\b/i);
      expect(codeOf(mail)).toMatch(/^\d{6}$/);
    } finally {
      await context.close();
    }

    // French: the default interface language.
    const french = uniqueEmail('fr');
    ({ context, page } = await newPage(browser));
    try {
      await page.goto('/public/client/sign-up');
      const started = clock.ms();
      await requestCode(page, french, fr);
      const mail = await waitForMail(french, started);
      expect(mail.subject).toMatch(/\bvotre\b/i);
      expect(mail.subject).not.toMatch(/\byour\b/i);
      expect(mail.text).toMatch(/\bvotre\b/i);
      expect(mail.text).not.toMatch(/\byour\b/i);
    } finally {
      await context.close();
    }
  });
});
