/**
 * Next steps instead of dead ends (spec §1 "Booking a consultation requires … a health assessment"):
 * the demo client, in the middle of a booking (the expert's page with a time slot chosen), opens the
 * health assessment from it, saves it, and the saved answers' page offers to return to that booking,
 * where the slot is still chosen and "Continuer" (to the review of the booking) can be pressed. The answers are the demo client's own
 * saved ones, sent again unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD, apiCall, launchBrowser, seriousViolations, signIn, translations, type HealthAssessmentAnswer, type ProfileAnswer, type SignedIn, type SlotsAnswer } from './support';

const STEP_TIMEOUT = 150_000;
const fr = translations.fr;
const h = fr.client.health;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  await signIn(page, 'client', 'client@demo.local', DEMO_PASSWORD);
}, STEP_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('after the health assessment', () => {
  it(
    'offers to return to the booking in progress, where the chosen slot is still chosen',
    async () => {
      const demo = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
      const consultantId = (await apiCall<ProfileAnswer>('GET', 'consultant/profile', undefined, demo.jwt)).data.profile.documentId;
      const slot = (await apiCall<SlotsAnswer>('GET', `client/consultants/${consultantId}/slots`)).data[0].start;
      const booking = `/our-experts/details/${consultantId}?${new URLSearchParams({ start: slot }).toString()}`;
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('clientSession') ?? '{}').Token as string);
      const { sections } = (await apiCall<HealthAssessmentAnswer>('GET', 'client/health-assessment', undefined, token)).data.questionnaire;

      // The booking's "fill in the health assessment" link keeps the booking in `?redirect=`.
      await page.goto(`/client/health-assesment?${new URLSearchParams({ redirect: booking }).toString()}`);
      for (const [index, section] of sections.entries()) {
        await page.getByRole('heading', { name: section.title, exact: true }).waitFor();
        const button = page.getByRole('button', { name: index === sections.length - 1 ? h.submit : h.next, exact: true });
        const path = index === sections.length - 1 ? '/api/client/health-assessment' : '/api/client/health-assessment/draft';
        const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === path), button.click()]);
        expect(answer.status(), await answer.text()).toBe(200);
      }

      await page.waitForURL(/\/client\/health-assessment-doc$/);
      const next = page.getByTestId('health-next-step');
      await next.getByRole('heading', { name: h.nextTitle }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('health-next-title');
      expect(await next.textContent()).toContain(h.nextBookingText);
      expect(await seriousViolations(page, '[data-testid="health-next-step"]')).toEqual([]);

      await next.getByRole('link', { name: h.nextBooking }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === booking);
      const panel = page.getByRole('region', { name: fr.bookings.panel.title });
      await expect.poll(() => panel.getByTestId('review-booking').isEnabled(), { message: 'the chosen slot is still chosen' }).toBe(true);
    },
    STEP_TIMEOUT,
  );
});
