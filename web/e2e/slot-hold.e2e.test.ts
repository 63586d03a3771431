/**
 * The chosen slot survives sign-up (docs/api-bookings.md "Holding a slot while signing up"): a new
 * visitor on a phone (390 px) chooses a time on an expert's page, goes from the sign-in page to the
 * sign-up (a reload on the way), creates an account with the code e-mailed to a fresh address (read from
 * the mail catcher), and lands back on the expert's page with the same slot chosen. Meanwhile the slot
 * is held: it is missing from the free slots everybody else is shown, and the page renews the hold
 * before it expires while the new client goes on (consent form, health assessment).
 *
 * Needs `E2E_MAIL_URL` (the MailDev web API), as the other sign-up journeys do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  BASE_URL,
  DEMO_PASSWORD,
  apiCall,
  launchBrowser,
  seriousViolations,
  translations,
  signUpClientOnPage,
  type ProfileAnswer,
  type SignedIn,
  type SlotsAnswer,
  runStamp,
  ownAddress,
} from './support';

const STEP_TIMEOUT = 150_000;
const ZONE = 'Europe/Paris';
const fr = translations.fr;
const b = fr.bookings;
/** A client address of this file's own (one trusted proxy hop in the e2e set-up), clear of the others' per-address limits. */
const OWN_ADDRESS = ownAddress(import.meta.url);

/** `YYYY-MM-DD` of an instant in `ZONE` (the day picker's keys). */
const dayKey = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const timeOf = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

let browser: Browser;
let context: BrowserContext;
let page: Page;
let consultantId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: BASE_URL, timezoneId: ZONE, locale: 'fr-FR' });
  context.setDefaultTimeout(20_000);
  await context.setExtraHTTPHeaders(OWN_ADDRESS);
  page = await context.newPage();
  // The page's timers run on a clock the test can move forward (the hold's renewal is due minutes later).
  await page.clock.install();
  const demo = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
  consultantId = (await apiCall<ProfileAnswer>('GET', 'consultant/profile', undefined, demo.jwt)).data.profile.documentId;
}, STEP_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a slot chosen before signing up', () => {
  it(
    'is held while the visitor creates an account, and is still chosen when they come back',
    async () => {
      // Not the soonest slot, which other journeys book: the last one of the first free day, else the second.
      const free = (await apiCall<SlotsAnswer>('GET', `client/consultants/${consultantId}/slots`)).data;
      const firstDay = free.filter((slot) => dayKey(slot.start) === dayKey(free[0].start));
      const target = (firstDay.length > 1 ? firstDay[firstDay.length - 1] : free[1]).start;

      await page.goto(`/our-experts/details/${consultantId}`);
      const panel = page.getByRole('region', { name: b.panel.title });
      await panel.getByTestId(`slot-day-${dayKey(target)}`).click();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/public/client/sign-in'),
        panel
          .getByRole('group', { name: b.slots.list })
          .getByRole('button', { name: timeOf(target), exact: true })
          .click(),
      ]);

      // Held: everybody else's free slots leave it out.
      const others = await apiCall<SlotsAnswer>('GET', `client/consultants/${consultantId}/slots`);
      expect(others.data.map((slot) => slot.start)).not.toContain(target);

      // No account yet: from the sign-in to the sign-up, which survives a reload.
      await Promise.all([page.waitForURL((url) => url.pathname === '/public/client/sign-up'), page.getByRole('link', { name: fr.auth.signIn.signUp, exact: true }).click()]);
      await page.reload();

      const email = `e2e-hold-${runStamp(import.meta.url)}@example.org`;
      const password = 'E2e-hold-2026';
      await signUpClientOnPage(page, { email, password, given_name: 'Maëlle', family_name: 'Réserve', date_of_birth: '1991-04-12', contact_number: '612345679' });

      // Back on the expert's page, signed in, with the same slot chosen (and still held for them alone).
      await page.waitForURL((url) => url.pathname === `/our-experts/details/${consultantId}` && new URL(url).searchParams.get('start') === target);
      const chosen = panel.getByTestId('booking-chosen');
      await chosen.waitFor();
      expect(await chosen.innerText()).toContain(timeOf(target));
      expect(
        await panel
          .getByRole('group', { name: b.slots.list })
          .getByRole('button', { name: timeOf(target), exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await panel.getByRole('button', { name: b.panel.continue, exact: true }).isEnabled()).toBe(true);
      const stillOthers = await apiCall<SlotsAnswer>('GET', `client/consultants/${consultantId}/slots`);
      expect(stillOthers.data.map((slot) => slot.start)).not.toContain(target);
      expect(await seriousViolations(page)).toEqual([]);

      // Minutes later, still on the way (a new client fills the consent form and the health assessment
      // first), the page has renewed the hold: same slot, later expiry.
      const keptHold = () => page.evaluate(() => JSON.parse(window.sessionStorage.getItem('slotHold') ?? 'null') as { start: string; expires_at: string } | null);
      const before = await keptHold();
      expect(before?.start).toBe(target);
      await page.clock.fastForward('06:30');
      await expect.poll(async () => (await keptHold())?.expires_at, { timeout: 20_000 }).not.toBe(before?.expires_at);
      const renewed = await keptHold();
      expect(renewed?.start).toBe(target);
      expect(Date.parse(renewed!.expires_at)).toBeGreaterThan(Date.parse(before!.expires_at));
    },
    STEP_TIMEOUT,
  );
});
