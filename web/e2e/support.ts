/**
 * Browser-test support: Debian's Chromium through playwright-core (never a downloaded browser), the
 * base URL of the seeded app (`E2E_BASE_URL`), and API reads to learn expected values from whatever
 * seed is loaded.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import fr from '../src/lib/i18n/locales/fr.json';
import en from '../src/lib/i18n/locales/en.json';

/** Origin of the app under test (CMS serving the web build, or the Vite dev server with its proxy). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
/** Public API key of the development set-up. */
export const API_KEY = process.env.E2E_API_KEY ?? 'dev-public-api-key';

/** Translation files, to assert the texts a user sees. */
export const translations = { fr, en };

/** Launches headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh desktop context (empty localStorage) and page. */
export async function newPage(browser: Browser, width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page };
}

/** A list answer of the client API. */
export interface ApiList<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/**
 * GETs `/api/client/<path>` with the public key.
 *
 * @param language - `Accept-Language` (default `fr`, the interface default).
 */
export async function api<T>(path: string, language: 'fr' | 'en' = 'fr'): Promise<T> {
  const response = await fetch(`${BASE_URL}/api/client/${path}`, {
    headers: { 'x-api-key': API_KEY, 'Accept-Language': language, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
