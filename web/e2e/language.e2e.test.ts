/**
 * Home page language (spec §2 "Language selector", §9): French by default, switching to English updates
 * the interface and persists across reloads. A shared English link (`?lang=en`, docs/seo.md) opens in
 * English, with the head the server wrote in English, which the page's Content-Security-Policy accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, launchBrowser, newPage, translations } from './support';
import { clock } from '../src/lib/clock';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('home page language', () => {
  it('renders in French by default and remembers it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      const nav = page.getByTestId('main-nav');
      await nav.getByRole('link', { name: translations.fr.nav.aboutUs, exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await nav.getByRole('link', { name: translations.fr.nav.experts, exact: true }).isVisible()).toBe(true);
      expect(await page.getByTestId('language-selector').innerText()).toContain(translations.fr.language.short.fr);
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('fr');
      await page.getByTestId('copyright').waitFor();
      expect(await page.getByTestId('copyright').innerText()).toContain(`© ${clock.now().getFullYear()}`);
    } finally {
      await context.close();
    }
  });

  it('switches to English, and the choice survives a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      const nav = page.getByTestId('main-nav');
      await nav.getByRole('link', { name: translations.fr.nav.aboutUs, exact: true }).waitFor();

      await page.getByTestId('language-selector').click();
      await page.getByTestId('language-option-en').click();

      await nav.getByRole('link', { name: translations.en.nav.aboutUs, exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await nav.getByRole('link', { name: translations.fr.nav.aboutUs, exact: true }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');

      // Content follows the language too: the home title is the English page content (or the English
      // interface fallback when the CMS page has no title).
      const home = await api<{ data: { title: string } }>('pages/home', 'en').catch(() => null);
      const expectedTitle = home?.data.title || translations.en.home.heroTitle;
      await page.waitForFunction((title) => document.querySelector('[data-testid="page-title"]')?.textContent?.trim() === title, expectedTitle);

      await page.reload();
      await nav.getByRole('link', { name: translations.en.nav.experts, exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.getByTestId('language-selector').innerText()).toContain(translations.en.language.short.en);
    } finally {
      await context.close();
    }
  });

  it('opens a ?lang=en link in English, with the server’s English head, and keeps the choice for the next page', async () => {
    const { context, page } = await newPage(browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    try {
      const response = await page.goto('/faq?lang=en');
      const served = (await response?.text()) ?? '';
      expect(served).toMatch(/<html lang="en"/);
      expect(served).toContain(`<title>${translations.en.titles.faq} · `);
      expect(served).toContain('<script type="application/ld+json">');
      await page.getByTestId('main-nav').getByRole('link', { name: translations.en.nav.aboutUs, exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(translations.en.seo.descriptions.faq);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/faq\?lang=en$/);
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);

      // The next first load, without the parameter, is English from the server already (the cookie).
      const next = await page.goto('/about-us');
      expect((await next?.text()) ?? '').toContain(`<title>${translations.en.titles.aboutUs} · `);
      await page.waitForFunction((title) => document.title.startsWith(title), translations.en.titles.aboutUs);
      expect(refusals).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
