/**
 * Webinars' registrants and past registrations in the browser (docs/api-webinars.md): the demo
 * consultant publishes a paid webinar and a free one (through its API); the demo client (forms done)
 * registers for both; the consultant cancels the free one. Then:
 *
 * - the consultant, on its "Webinars" page, opens the paid webinar's registrants: the demo client with
 *   "pending", records the direct payment, and sees "paid" (the panel passes axe, no sideways scroll at
 *   375 px);
 * - the client's dashboard shows the paid webinar under "My webinars" and the cancelled one under "Past
 *   webinars" ("Webinar cancelled"), in French and in English (axe, 375 px);
 * - the home page shows the next webinars, server-rendered (in the HTML before any script runs), and
 *   links to the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD, api, apiCall, launchBrowser, seriousViolations, signIn, translations, type ApiList } from './support';
import { clock } from '../src/lib/clock';

const STEP_TIMEOUT = 150_000;
const fr = translations.fr;
const en = translations.en;
const stamp = `${clock.ms().toString(36)}${process.pid.toString(36)}`;
/** Text as shown, with the narrow and non-breaking spaces of French formatting made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

let browser: Browser;
let consultantJwt = '';
let clientJwt = '';
let clientName = '';
const paid = { id: '', title: `Souffle et sommeil ${stamp}` };
const cancelled = { id: '', title: `Marche consciente ${stamp}` };

/** A context and its page, at `width` px. */
async function open(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL, timezoneId: 'Europe/Paris', locale: 'fr-FR' });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A webinar the demo consultant writes and publishes through its API, `days` ahead on the hour. */
async function publish(title: string, days: number, fee_minor: number): Promise<string> {
  const [specialization] = (await api<ApiList<{ slug: string }>>('specializations?page=1&pageSize=1')).data;
  const start = new Date(Math.ceil((clock.ms() + days * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
  const draft = await apiCall<{ data: { id: string } }>(
    'POST',
    'consultant/webinars',
    { title_fr: title, title_en: title, description_fr: 'Une heure de pratique guidée.', specialization: specialization.slug, language: 'fr', start, duration_minutes: 60, capacity: 10, fee_minor },
    consultantJwt,
  );
  await apiCall('POST', `consultant/webinars/${draft.data.id}/publish`, {}, consultantJwt);
  return draft.data.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  consultantJwt = (await apiCall<{ jwt: string }>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD })).jwt;
  clientJwt = (await apiCall<{ jwt: string }>('POST', 'client/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD })).jwt;
  paid.id = await publish(paid.title, 9, 1500);
  cancelled.id = await publish(cancelled.title, 8, 0);
  for (const id of [paid.id, cancelled.id]) await apiCall('POST', `client/webinars/${id}/registration`, {}, clientJwt);
  await apiCall('DELETE', `consultant/webinars/${cancelled.id}`, undefined, consultantJwt);
  const registrations = await apiCall<{ data: { client: { display_name: string } }[] }>('GET', `consultant/webinars/${paid.id}/registrations`, undefined, consultantJwt);
  clientName = registrations.data[0].client.display_name;
}, STEP_TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('webinar registrants and past registrations', () => {
  it(
    'the consultant sees who registered and records a direct payment',
    async () => {
      const w = fr.consultant.webinars;
      const { context, page } = await open();
      try {
        await signIn(page, 'consultant', 'consultant@demo.local', DEMO_PASSWORD);
        await page.goto('/consultant/webinars');
        const row = page.getByTestId('consultant-webinar').filter({ hasText: paid.title });
        await row.getByRole('button', { name: w.registrants.showFor.replace('{{title}}', paid.title), exact: true }).click();
        const panel = page.getByTestId('webinar-registrants');
        await panel.getByRole('heading', { name: w.registrants.title.replace('{{title}}', paid.title) }).waitFor();
        const registrant = panel.getByTestId('webinar-registrant').filter({ hasText: clientName });
        await registrant.waitFor();
        expect(plain(await registrant.getByTestId('registrant-payment').textContent())).toBe(`${w.registrants.payment.pending}15,00 €`);
        expect(await seriousViolations(page, '[data-testid="webinar-registrants"]')).toEqual([]);

        await registrant.getByRole('button', { name: w.registrants.markPaidFor.replace('{{name}}', clientName), exact: true }).click();
        await expect.poll(async () => plain(await registrant.getByTestId('registrant-payment').textContent())).toBe(`${w.registrants.payment.paid}15,00 €`);
        expect(await registrant.getByRole('button', { name: w.registrants.markPaid }).count()).toBe(0);
        const answer = await apiCall<{ data: { payment_status: string }[] }>('GET', `consultant/webinars/${paid.id}/registrations`, undefined, consultantJwt);
        expect(answer.data.map((entry) => entry.payment_status)).toEqual(['paid']);

        // The cancelled webinar's registration is listed as cancelled and refunded-or-free, with nothing to record.
        await page
          .getByTestId('consultant-webinar')
          .filter({ hasText: cancelled.title })
          .getByRole('button', { name: w.registrants.showFor.replace('{{title}}', cancelled.title), exact: true })
          .click();
        const other = page.getByTestId('webinar-registrant').filter({ hasText: clientName });
        await expect.poll(async () => plain(await other.getByTestId('registrant-status').textContent())).toBe(w.registrants.status.cancelled);
        expect(await other.getByRole('button', { name: w.registrants.markPaid }).count()).toBe(0);
      } finally {
        await context.close();
      }

      // On a phone: the panel's table becomes cards, nothing scrolls sideways.
      const phone = await open(375);
      try {
        await signIn(phone.page, 'consultant', 'consultant@demo.local', DEMO_PASSWORD);
        await phone.page.goto('/consultant/webinars');
        await phone.page
          .getByTestId('consultant-webinar')
          .filter({ hasText: paid.title })
          .getByRole('button', { name: w.registrants.showFor.replace('{{title}}', paid.title), exact: true })
          .click();
        await phone.page.getByTestId('webinar-registrant').first().waitFor();
        expect(await scrollsSideways(phone.page)).toBe(false);
      } finally {
        await phone.context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'the client’s dashboard keeps the cancelled webinar under past webinars, in French and in English',
    async () => {
      for (const width of [1280, 375]) {
        const { context, page } = await open(width);
        try {
          await signIn(page, 'client', 'client@demo.local', DEMO_PASSWORD);
          await page.goto('/client/dashboard');
          await page.getByTestId('dashboard-webinars').getByRole('link', { name: paid.title }).waitFor();
          const past = page.getByTestId('dashboard-past-webinars');
          await past.getByRole('heading', { name: fr.client.webinars.past.title }).waitFor();
          const row = past.getByTestId('past-webinar').filter({ hasText: cancelled.title });
          expect(plain(await row.getByTestId('past-webinar-outcome').textContent())).toBe(fr.client.webinars.past.webinarCancelled);
          expect(plain(await row.getByTestId('past-webinar-payment').textContent())).toBe(fr.webinars.paymentStatus.free);
          // The upcoming part does not list it.
          expect(await page.getByTestId('dashboard-webinar-list').getByText(cancelled.title).count()).toBe(0);
          if (width === 375) {
            expect(await scrollsSideways(page)).toBe(false);
            continue;
          }
          expect(await seriousViolations(page, '[data-testid="dashboard-webinars"]')).toEqual([]);
          await page.goto('/client/dashboard?lang=en');
          const english = page.getByTestId('dashboard-past-webinars');
          await english.getByRole('heading', { name: en.client.webinars.past.title }).waitFor();
          expect(plain(await english.getByTestId('past-webinar').filter({ hasText: cancelled.title }).getByTestId('past-webinar-outcome').textContent())).toBe(
            en.client.webinars.past.webinarCancelled,
          );
          expect(await seriousViolations(page, '[data-testid="dashboard-webinars"]')).toEqual([]);
        } finally {
          await context.close();
        }
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'the home page shows the next webinars in its first HTML and links to them all',
    async () => {
      const next = await api<ApiList<{ title: string; slug: string }>>('webinars?page=1&pageSize=3');
      expect(next.data.length).toBeGreaterThan(0);
      // Before any script runs: the server's HTML has the section and its cards.
      const html = await (await fetch(`${BASE_URL}/`, { headers: { Accept: 'text/html' } })).text();
      expect(html).toContain('data-testid="home-webinars"');
      expect(html).toContain(`href="/webinars/${next.data[0].slug}"`);
      for (const language of ['fr', 'en'] as const) {
        const { context, page } = await open();
        try {
          await page.goto(language === 'en' ? '/?lang=en' : '/');
          const section = page.getByTestId('home-webinars');
          await section.getByRole('heading', { name: translations[language].home.upcomingWebinars }).waitFor();
          expect(await section.getByTestId('webinar-card').count()).toBe(next.data.length);
          expect(await seriousViolations(page, '[data-testid="home-webinars"]')).toEqual([]);
          await section.getByRole('link', { name: translations[language].home.seeAllWebinars }).click();
          await page.waitForURL((url) => url.pathname === '/webinars');
        } finally {
          await context.close();
        }
      }
    },
    STEP_TIMEOUT,
  );
});
