/**
 * The client journey in the browser (spec §1, §2, §5; docs/api-bookings.md): a NEW client (signed up
 * through the API with the e-mailed code) whose browser is in Asia/Kolkata fills the consent form and
 * the health assessment, picks a slot of the demo consultant (Europe/Paris) shown in its own zone with
 * the zone's name, reviews what it is about to book (expert, date and time, duration, price, how payment
 * works, cancellation rule: nothing is booked before it confirms; the expert's page says once that its
 * first consultation is free), books it and sees the booking, after which every place says its free
 * first consultation with that expert is used; the demo consultant then sees it on the dashboard and
 * adds a post-meeting note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  BASE_URL,
  launchBrowser,
  translations,
  DEMO_PASSWORD,
  PDF,
  apiCall,
  firstOption,
  seriousViolations,
  signIn,
  signUpByApi,
  type HealthAssessmentAnswer,
  type ProfileAnswer,
  type SignedIn,
  type SlotsAnswer,
  runStamp,
} from './support';

const STEP_TIMEOUT = 150_000;
const ZONE = 'Asia/Kolkata';
/** Times are named by the zone's human name (Intl longGeneric), never by its IANA id. */
const SHOWN_ZONE = /heure de l.Inde/;
const fr = translations.fr;
const b = fr.bookings;

const stamp = runStamp(import.meta.url);
const email = `e2e-client-${stamp}@example.org`;
const password = 'E2e-client-2026';
const familyName = `Voyageur${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`.slice(0, 40);
const displayName = `Asha ${familyName}`;
/** `text` as a literal inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text as shown, with the narrow and non-breaking spaces of French formatting made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
/** The consultant's booking terms of `GET client/consultants/:id/slots` (minutes, hours, minor units). */
interface SlotsMeta {
  duration_minutes: number;
  change_notice_hours: number;
  fee_minor: number;
  currency: string;
  free_first_consultation: boolean;
}

let browser: Browser;
let clientContext: BrowserContext;
let page: Page;
let consultantId: string;
let bookedStart: string;

beforeAll(async () => {
  browser = await launchBrowser();
  clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, timezoneId: ZONE, locale: 'fr-FR' });
  clientContext.setDefaultTimeout(20_000);
  page = await clientContext.newPage();
  await signUpByApi('client', email, password, {
    title: 'Ms',
    gender: 'female',
    given_name: 'Asha',
    family_name: familyName,
    date_of_birth: '1992-02-03',
    preferred_contact_type: 'email',
    isd_code: '+91',
    contact_number: '+91 98765 43210',
    time_zone: ZONE,
    correspondence_language: 'en',
    languages_spoken: ['en'],
    country_of_residence: 'IN',
    nationality: 'indian-in',
  });
  // The demo consultant (consultant@demo.local) is bookable: approved, with weekly timings.
  const demo = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
  const profile = await apiCall<ProfileAnswer>('GET', 'consultant/profile', undefined, demo.jwt);
  consultantId = profile.data.profile.documentId;
}, STEP_TIMEOUT);

afterAll(async () => {
  await clientContext?.close();
  await browser?.close();
});

describe('client journey', () => {
  it(
    'a new client fills the consent form and the health assessment',
    async () => {
      await signIn(page, 'client', email, password);
      await fillClientForms(page);
    },
    STEP_TIMEOUT,
  );

  it(
    'picks a slot shown in its own time zone, books it and sees the booking',
    async () => {
      const slots = await apiCall<SlotsAnswer & { meta: SlotsMeta }>('GET', `client/consultants/${consultantId}/slots`);
      const first = slots.data[0].start;
      const shown = new Intl.DateTimeFormat('fr-FR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(first));
      await page.goto(`/our-experts/details/${consultantId}`);
      const expertName = plain(await page.getByRole('heading', { level: 1 }).textContent());
      const panel = page.getByRole('region', { name: b.panel.title });
      // The free first consultation is said once on the page: by the panel, as it stands for this client.
      await panel.getByText(b.panel.freeFirstHelp, { exact: true }).waitFor();
      await page.getByTestId('expert-detail').waitFor();
      const mentions = page.getByRole('main').getByText(/première consultation/i);
      expect(await mentions.count()).toBe(1);
      await panel.getByText(SHOWN_ZONE).first().waitFor();
      await panel.getByRole('group', { name: b.slots.days }).getByRole('button', { disabled: false }).first().click();
      const slot = panel.getByRole('group', { name: b.slots.list }).getByRole('button', { name: shown, exact: true });
      await slot.click();
      await panel.getByRole('button', { name: b.panel.continue, exact: true }).click();

      // The review: what is about to be booked, before anything is.
      await panel.getByRole('heading', { name: b.review.title }).waitFor();
      const fact = async (testId: string) => plain(await panel.getByTestId(testId).textContent());
      expect(await fact('review-expert')).toBe(expertName);
      expect(await fact('review-when')).toContain(shown);
      expect(await fact('review-when')).toMatch(SHOWN_ZONE);
      expect(await fact('review-duration')).toBe(b.panel.duration.replace('{{minutes}}', String(slots.meta.duration_minutes)));
      const fee = plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: slots.meta.currency }).format(slots.meta.fee_minor / 100));
      expect(await fact('review-fee')).toBe(fee);
      // The demo consultant offers new clients a free first consultation: nothing to pay, no coupon to type.
      expect(slots.meta.free_first_consultation).toBe(true);
      expect(await fact('review-free-first')).toBe(`−${fee}`);
      expect(await fact('review-total')).toBe(b.payment.free);
      expect(await fact('review-payment')).toBe(b.review.payFree);
      expect(await panel.getByLabel(b.panel.coupon).count()).toBe(0);
      expect(await fact('review-cancellation')).toContain(`(${slots.meta.change_notice_hours} h avant le début)`);
      expect(await seriousViolations(page, '[data-testid="booking-panel"]')).toEqual([]);
      // At phone width the review fits the screen (nothing to scroll sideways) and stays accessible.
      await page.setViewportSize({ width: 375, height: 800 });
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await expect.poll(sideways, { message: 'horizontal overflow at 375 px', timeout: 5000 }).toBe(0);
      expect(await seriousViolations(page, '[data-testid="booking-panel"]'), 'at 375 px').toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('clientSession') ?? '{}').Token as string);
      const listed = async () => (await apiCall<{ data: unknown[] }>('GET', 'client/bookings?when=upcoming', undefined, token)).data.length;
      expect(await listed(), 'nothing is booked before the confirmation').toBe(0);

      await Promise.all([page.waitForURL(/\/booking\/[A-Za-z0-9_-]{32}$/), panel.getByRole('button', { name: b.review.confirm, exact: true }).click()]);
      bookedStart = first;
      expect(await listed()).toBe(1);
      await page.getByText(shown).first().waitFor();
      await page.getByText(SHOWN_ZONE).first().waitFor();
      await page.getByTestId('booking-fees').getByText(fr.bookings.details.freeFirst.split('{{list}}')[1]).first().waitFor();
      await page.goto('/client/my-booking');
      await page.getByTestId('booking-row').first().waitFor();
      expect(await page.getByTestId('booking-row').count()).toBe(1);

      // The free first consultation is used: the expert's card, profile and booking panel all stop offering it.
      await page.goto(`/our-experts/details/${consultantId}`);
      await page.getByTestId('booking-free-first-note').getByText(b.panel.freeFirstUsed, { exact: true }).waitFor();
      expect(await page.getByTestId('free-first-consultation').count()).toBe(0);
      expect(await page.getByTestId('booking-free-first').count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'the consultant sees the booking on the dashboard and adds a note',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, timezoneId: 'Europe/Paris', locale: 'fr-FR' });
      context.setDefaultTimeout(20_000);
      const consultantPage = await context.newPage();
      try {
        await signIn(consultantPage, 'consultant', 'consultant@demo.local', DEMO_PASSWORD);
        await consultantPage.goto('/consultant/dashboard');
        const week = consultantPage.getByRole('region', { name: b.dashboard.week });
        await week.getByText(displayName).first().waitFor();
        await consultantPage.goto('/consultant/my-booking');
        const time = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(bookedStart));
        await consultantPage
          .getByRole('link', { name: new RegExp(`${escape(b.actions.addNote)}.*${escape(displayName)}.*${escape(time)}`) })
          .first()
          .click();
        await consultantPage.getByLabel(new RegExp(`^${b.notes.field}`)).fill('Première séance : sommeil et stress, revoir dans deux semaines.');
        await consultantPage.getByRole('button', { name: b.notes.submit, exact: true }).click();
        await consultantPage.getByText('Première séance : sommeil et stress, revoir dans deux semaines.').first().waitFor();
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});

/** Waits for the answer of `method path` that `click` triggers and checks its status. */
async function expectAnswer(target: Page, method: string, path: string, status: number, click: () => Promise<void>) {
  const [response] = await Promise.all([target.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path, { timeout: 30_000 }), click()]);
  expect(response.status(), await response.text()).toBe(status);
}

/**
 * Consent form and health assessment through the client area: the consent box and the signed PDF, then
 * the questionnaire's stepper, one section a step, answered as a user would (first choice, "Non" for
 * yes/no questions, a short text where an answer is required), each step saved as a draft; a reload in
 * the middle resumes at the first step not yet done.
 */
async function fillClientForms(target: Page) {
  const c = fr.client;
  await target.goto('/client/consent-form-doc');
  const send = target.getByRole('button', { name: c.consent.submit, exact: true });
  await target.getByRole('checkbox', { name: new RegExp(`^${escape(c.consent.accept.split('{{')[0])}`) }).check();
  await target.getByLabel(c.consent.chooseFile).setInputFiles({ name: 'consentement-signe.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectAnswer(target, 'POST', '/api/client/consent-form', 200, () => send.click());

  const token = await target.evaluate(() => JSON.parse(localStorage.getItem('clientSession') ?? '{}').Token as string);
  const { data } = await apiCall<HealthAssessmentAnswer>('GET', 'client/health-assessment', undefined, token);
  await target.goto('/client/health-assesment');
  const sections = data.questionnaire.sections;
  for (const [index, section] of sections.entries()) {
    await target.getByRole('heading', { name: section.title, exact: true }).waitFor();
    for (const question of section.questions) {
      if (question.required_if) continue;
      if (question.type === 'boolean') {
        await target.getByRole('radiogroup', { name: question.label }).getByRole('radio', { name: c.health.no, exact: true }).check();
      } else if (question.type === 'single' || question.type === 'scale') {
        await target
          .getByRole('radiogroup', { name: question.label })
          .getByRole('radio', { name: firstOption(question).label, exact: true })
          .check();
      } else if (question.type === 'multi') {
        if (question.required)
          await target
            .getByRole('group', { name: question.label })
            .getByRole('checkbox', { name: firstOption(question).label, exact: true })
            .check();
      } else if (question.required) {
        await target.getByRole('textbox', { name: new RegExp(`^${escape(question.label)}`) }).fill('Sommeil difficile depuis quelques mois.');
      }
    }
    if (index === 0) await expectStepperUsable(target);
    if (index === sections.length - 1) break;
    await expectAnswer(target, 'PUT', '/api/client/health-assessment/draft', 200, () => target.getByRole('button', { name: c.health.next, exact: true }).click());
    if (index === 1) {
      // Progress survives a reload: the page resumes at the third step, the earlier answers kept.
      await target.reload();
      await target.getByRole('heading', { name: sections[2].title, exact: true }).waitFor();
      await target.getByTestId('health-resumed').waitFor();
    }
  }
  await expectAnswer(target, 'PUT', '/api/client/health-assessment', 200, () => target.getByRole('button', { name: c.health.submit, exact: true }).click());
}

/**
 * The stepper's step works at 375 px (no horizontal scroll, "Step n of N" shown) and has no serious or
 * critical axe violation (WCAG 2.x A/AA) at 375 px and on a wide screen.
 */
async function expectStepperUsable(target: Page) {
  const wide = target.viewportSize();
  try {
    for (const width of [375, 1280]) {
      await target.setViewportSize({ width, height: 800 });
      if (width === 375) {
        await target.getByTestId('health-step-label').waitFor();
        // The page's content fits the screen (nothing to scroll sideways in the main region), once the
        // layout has followed the resize (the step tabs give way to the "Step n of N" label).
        const overflow = () =>
          target.evaluate(() => {
            const main = document.querySelector('main');
            return main ? main.scrollWidth - main.clientWidth : -1;
          });
        await expect.poll(overflow, { message: 'horizontal overflow of the main region at 375 px', timeout: 5000 }).toBe(0);
      } else {
        await target.getByRole('tablist', { name: fr.client.health.steps }).waitFor();
      }
      expect(await seriousViolations(target, '[data-testid="health-assessment-form"]'), `at ${width} px`).toEqual([]);
    }
  } finally {
    if (wide) await target.setViewportSize(wide);
  }
}
