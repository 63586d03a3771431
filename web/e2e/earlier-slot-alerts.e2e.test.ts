/**
 * Earlier-slot alerts (docs/api-bookings.md "Earlier-slot alerts"), as a client lives them: on the page of
 * their upcoming booking they turn on "Tell me if an earlier slot frees up"; another client cancels an
 * earlier booking with the same expert; the e-mail arrives in the SMTP catcher with the freed time, and its
 * link opens the move page, whose one button moves the booking there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DEMO_PASSWORD,
  PDF,
  apiCall,
  firstOption,
  launchBrowser,
  newPage,
  signIn,
  signUpByApi,
  translations,
  waitForMail,
  type BookingAnswer,
  type ConsentFormAnswer,
  type HealthAssessmentAnswer,
  type ProfileAnswer,
  type SignedIn,
  type SlotsAnswer,
} from './support';
import { clock } from '../src/lib/clock';

const STEP_TIMEOUT = 180_000;
const HOUR = 3_600_000;
const fr = translations.fr;
const stamp = clock.ms().toString(36);
const password = 'E2e-earlier-2026';

let browser: Browser;

/** A new client (French e-mails, Paris time) with both forms done; answers its token. */
async function readyClient(name: string): Promise<{ email: string; token: string }> {
  const email = `e2e-earlier-${name}-${stamp}@example.org`;
  await signUpByApi('client', email, password, {
    title: 'Ms',
    gender: 'female',
    given_name: 'Alix',
    family_name: `Avance${name}`,
    date_of_birth: '1990-03-14',
    preferred_contact_type: 'email',
    isd_code: '+33',
    contact_number: '+33 6 12 34 56 78',
    time_zone: 'Europe/Paris',
    correspondence_language: 'fr',
    languages_spoken: ['fr'],
    country_of_residence: 'FR',
    nationality: 'french-fr',
  });
  const token = (await apiCall<SignedIn>('POST', 'client/auth/login', { email, password })).jwt;
  const consent = new FormData();
  consent.append('version', (await apiCall<ConsentFormAnswer>('GET', 'client/consent-form', undefined, token)).data.current.version);
  consent.append('accept', 'true');
  consent.append('file', new Blob([PDF], { type: 'application/pdf' }), 'consentement.pdf');
  await apiCall('POST', 'client/consent-form', consent, token);
  const { data } = await apiCall<HealthAssessmentAnswer>('GET', 'client/health-assessment', undefined, token);
  const answers: Record<string, unknown> = {};
  for (const question of data.questionnaire.sections.flatMap((section) => section.questions)) {
    if (question.required_if) continue;
    if (question.type === 'boolean') answers[question.key] = false;
    else if (question.type === 'single' || question.type === 'scale') answers[question.key] = firstOption(question).value;
    else if (question.type === 'multi') answers[question.key] = [firstOption(question).value];
    else if (question.required) answers[question.key] = 'Rien de particulier.';
  }
  await apiCall('PUT', 'client/health-assessment', { answers }, token);
  return { email, token };
}

/** Book the first of `starts` still free (other browser tests book the same expert). */
async function bookOneOf(consultantId: string, starts: string[], token: string): Promise<BookingAnswer['data'] & { id: string }> {
  for (const start of starts) {
    try {
      return (await apiCall<{ data: BookingAnswer['data'] & { id: string } }>('POST', 'client/bookings', { consultantId, start }, token, { 'Idempotency-Key': `earlier-${stamp}-${start}` })).data;
    } catch (error) {
      if (!String(error).includes('409')) throw error;
    }
  }
  throw new Error('no free slot left to book');
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('earlier-slot alert', () => {
  it(
    'a client turns the alert on, another booking is cancelled, the e-mail arrives and its link moves the booking',
    async () => {
      const demo = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
      const consultantId = (await apiCall<ProfileAnswer>('GET', 'consultant/profile', undefined, demo.jwt)).data.profile.documentId;
      const from = new Date(clock.ms() + 26 * HOUR).toISOString();
      const to = new Date(clock.ms() + 50 * 24 * HOUR).toISOString();
      const slots = (await apiCall<SlotsAnswer>('GET', `client/consultants/${consultantId}/slots?from=${from}&to=${to}`)).data.map((slot) => slot.start);
      expect(slots.length).toBeGreaterThan(6);
      const [waiting, other] = await Promise.all([readyClient('attente'), readyClient('autre')]);
      const earlier = await bookOneOf(consultantId, slots.slice(0, 3), other.token);
      const mine = await bookOneOf(consultantId, slots.slice(-3), waiting.token);

      const { context, page } = await newPage(browser, 375, 800);
      try {
        await signIn(page, 'client', waiting.email, password);
        await page.goto(`/booking/${mine.token}`);
        const alertSwitch = page.getByRole('switch', { name: fr.bookings.earlierSlot.label });
        await alertSwitch.waitFor();
        expect(await alertSwitch.isChecked()).toBe(false);
        await alertSwitch.click();
        await expect.poll(() => alertSwitch.isChecked()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // Another client cancels the earlier booking: the slot frees up.
        const cancelled = clock.ms();
        await apiCall('POST', `client/bookings/${earlier.id}/cancel`, {}, other.token);
        const mail = await waitForMail(waiting.email, cancelled);
        expect(mail.subject).toMatch(/^Un créneau plus tôt s’est libéré pour votre consultation avec /u);
        expect(mail.text).toContain('(Europe/Paris)');
        const link = /https?:\/\/\S+\/bookings\/move\?token=[A-Za-z0-9_.%-]+/u.exec(mail.text)?.[0];
        expect(link).toBeTruthy();

        const target = new URL(link!);
        await page.goto(`${target.pathname}${target.search}`);
        expect(await page.title()).toContain(fr.titles.earlierSlotMove);
        await page.getByRole('button', { name: fr.bookings.move.action }).click();
        const result = page.getByTestId('move-result');
        await result.waitFor();
        expect(await result.getAttribute('data-outcome')).toBe('moved');
        expect(await result.textContent()).toContain(fr.bookings.move.moved);

        // The booking now starts at the freed time; the alert is spent.
        const moved = await apiCall<{ data: { start: string; earlier_slot_alert: boolean } }>('GET', `client/bookings/by-token/${mine.token}`, undefined, waiting.token);
        expect(moved.data.start).toBe(earlier.start);
        expect(moved.data.earlier_slot_alert).toBe(false);

        // The same link again: already used.
        await page.goto(`${target.pathname}${target.search}`);
        await page.getByRole('button', { name: fr.bookings.move.action }).click();
        await page.getByTestId('move-result').waitFor();
        expect(await page.getByTestId('move-result').getAttribute('data-outcome')).toBe('used');
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});
