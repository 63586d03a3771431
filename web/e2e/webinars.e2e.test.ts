/**
 * Webinars in the browser (docs/api-webinars.md): the demo consultant writes a webinar in the consultant
 * area (start typed in their own zone, Europe/Paris) and publishes it after a confirmation; a visitor
 * finds it on the public list and its page, in French and in English (title, host, time in the
 * visitor's zone with the zone's name, "free", seats left; the page's own title and the Event JSON-LD
 * the server wrote), is sent to sign in to register; the demo client (forms done) registers, sees it
 * marked "registered" and on their dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD, api, apiCall, launchBrowser, seriousViolations, signIn, translations, type ApiList, runStamp } from './support';
import { clock } from '../src/lib/clock';

const STEP_TIMEOUT = 150_000;
const fr = translations.fr;
const en = translations.en;
const stamp = runStamp(import.meta.url);
const titles = { fr: `Respirer en conscience ${stamp}`, en: `Mindful breathing ${stamp}` };
const descriptions = { fr: 'Une heure de pratique guidée de la respiration, pour tous.', en: 'One hour of guided breathing practice, for everyone.' };
/** Ten days from now, 18:30 on the consultant's clock (Europe/Paris). */
const day = new Date(clock.ms() + 10 * 86_400_000);
const wallStart = `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day)}T18:30`;
/** Text as shown, with the narrow and non-breaking spaces of French formatting made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

let browser: Browser;
let slug = '';

/** A context in `timezoneId` and its page. */
async function open(timezoneId: string, locale = 'fr-FR'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, timezoneId, locale });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  browser = await launchBrowser();
}, STEP_TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('webinars', () => {
  it(
    'the demo consultant writes a webinar in their own time zone and publishes it',
    async () => {
      const w = fr.consultant.webinars;
      const [specializations, languages] = await Promise.all([
        api<ApiList<{ slug: string; name: string }>>('specializations?page=1&pageSize=1000'),
        api<ApiList<{ code: string; name: string }>>('languages?page=1&pageSize=1000'),
      ]);
      const { context, page } = await open('Europe/Paris');
      try {
        await signIn(page, 'consultant', 'consultant@demo.local', DEMO_PASSWORD);
        await page.goto('/consultant/webinars');
        expect(await page.title()).toMatch(new RegExp(`^${fr.titles.consultant.webinars}`));
        await page.getByRole('button', { name: w.new, exact: true }).click();
        const form = page.getByTestId('webinar-form');
        await form.getByLabel(w.fields.title_fr, { exact: true }).fill(titles.fr);
        await form.getByLabel(w.fields.title_en, { exact: true }).fill(titles.en);
        await form.getByLabel(w.fields.description_fr, { exact: true }).fill(descriptions.fr);
        await form.getByLabel(w.fields.description_en, { exact: true }).fill(descriptions.en);
        await form.getByRole('combobox', { name: w.fields.specialization }).click();
        await page.getByRole('option', { name: specializations.data[0].name, exact: true }).click();
        await form.getByRole('combobox', { name: w.fields.language }).click();
        await page.getByRole('option', { name: (languages.data.find((entry) => entry.code === 'fr') ?? languages.data[0]).name, exact: true }).click();
        await form.getByLabel(w.fields.start, { exact: true }).fill(wallStart);
        expect(await seriousViolations(page, '[data-testid="webinar-form"]')).toEqual([]);
        await form.getByRole('button', { name: w.save, exact: true }).click();

        const row = page.getByTestId('consultant-webinar').filter({ hasText: titles.fr });
        await row.waitFor();
        expect(await row.getAttribute('data-status')).toBe('draft');
        slug = (await row.getAttribute('data-slug')) ?? '';
        await row.getByRole('button', { name: w.publish, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: w.publish, exact: true }).click();
        await expect.poll(() => row.getAttribute('data-status')).toBe('published');
        // 18:30 in Paris, as typed
        expect(plain(await row.textContent())).toContain('18:30');
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'a visitor finds it on the list and its page, in French and in English, in their own time zone',
    async () => {
      expect(slug).not.toBe('');
      const { context, page } = await open('Asia/Kolkata');
      try {
        const detail = await api<{ data: { start: string; consultant: { id: string; display_name: string } } }>(`webinars/${slug}`);
        // 18:30 in Paris is 23:00 in India (winter) or 22:00 (summer): the card says the visitor's time
        const shown = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }).format(new Date(detail.data.start));
        await page.goto('/webinars');
        expect(await page.title()).toMatch(new RegExp(`^${fr.titles.webinars} · `));
        const card = page.getByTestId('webinar-card').filter({ hasText: titles.fr });
        await card.waitFor();
        expect(plain(await card.getByTestId('webinar-when').textContent())).toContain(shown);
        expect(plain(await card.getByTestId('webinar-when').textContent())).toMatch(/heure de l.Inde/);
        expect(plain(await card.getByTestId('webinar-fee').textContent())).toBe(fr.webinars.free);
        expect(plain(await card.getByTestId('webinar-seats').textContent())).toBe(fr.webinars.seatsLeft_other.replace('{{count}}', '20'));

        await card.getByRole('link', { name: titles.fr }).click();
        await page.waitForURL(`**/webinars/${slug}`);
        await page.getByTestId('webinar-description').getByText(descriptions.fr).waitFor();
        expect(await page.title()).toMatch(new RegExp(`^${titles.fr} · `));
        expect(await page.getByTestId('webinar-host-link').getAttribute('href')).toBe(`/our-experts/details/${detail.data.consultant.id}`);

        // The page as the server writes it (no JavaScript): its head and its Event JSON-LD, in English.
        const html = await (await fetch(`${BASE_URL}/webinars/${slug}?lang=en`, { headers: { Accept: 'text/html' } })).text();
        expect(html).toContain(`<title>${titles.en} · `);
        const events = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
          .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
          .filter((data) => data['@type'] === 'Event');
        expect(events[0]).toMatchObject({ name: titles.en, startDate: detail.data.start, eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' });

        await page.goto(`/webinars/${slug}?lang=en`);
        await page.getByTestId('webinar-description').getByText(descriptions.en).waitFor();
        expect(await page.title()).toMatch(new RegExp(`^${titles.en} · `));
        await page.goto('/webinars?lang=en');
        const english = page.getByTestId('webinar-card').filter({ hasText: titles.en });
        await english.waitFor();
        expect(plain(await english.getByTestId('webinar-fee').textContent())).toBe(en.webinars.free);

        // A visitor who wants a seat signs in first, and comes back here (the interface stays in English).
        await page.goto(`/webinars/${slug}`);
        await page.getByRole('button', { name: en.webinars.registration.signInToRegister, exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/public/client/sign-in' && url.searchParams.get('redirect') === `/webinars/${slug}`);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'the demo client registers and sees it on their dashboard',
    async () => {
      const r = fr.webinars.registration;
      const { context, page } = await open('Europe/Paris');
      try {
        await signIn(page, 'client', 'client@demo.local', DEMO_PASSWORD);
        await page.goto(`/webinars/${slug}`);
        await page.getByRole('button', { name: r.register, exact: true }).click();
        await page.getByTestId('webinar-registered').getByText(r.registered).waitFor();
        await expect.poll(async () => plain(await page.getByTestId('webinar-seats').textContent())).toBe(fr.webinars.seatsLeft_other.replace('{{count}}', '19'));
        expect(await seriousViolations(page, '[data-testid="webinar-registration"]')).toEqual([]);

        await page.goto('/client/dashboard');
        const mine = page.getByTestId('dashboard-webinars');
        await mine.getByRole('link', { name: titles.fr }).waitFor();
        const token = await page.evaluate(() => JSON.parse(localStorage.getItem('clientSession') ?? '{}').Token as string);
        const registrations = await apiCall<{ data: { webinar: { slug: string } }[] }>('GET', 'client/webinar-registrations', undefined, token);
        expect(registrations.data.map((entry) => entry.webinar.slug)).toContain(slug);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});
