/**
 * One rule for times, in the browser (DESIGN §3, §4): a booking shows at the same time, with the zone's
 * human name (never an IANA id), on the client dashboard, the my-booking list and the booking page, in
 * the viewer's zone — the profile's time zone. When the device (the browser context's `timezoneId`) is in
 * another zone, a notice says so and offers to show times in the device's zone or to update the profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  BASE_URL,
  DEMO_PASSWORD,
  PDF,
  apiCall,
  firstOption,
  launchBrowser,
  signIn,
  signUpByApi,
  translations,
  type BookingAnswer,
  type ConsentFormAnswer,
  type HealthAssessmentAnswer,
  type ProfileAnswer,
  type SignedIn,
  type SlotsAnswer,
  runStamp,
} from './support';

const STEP_TIMEOUT = 150_000;
const PROFILE_ZONE = 'America/New_York';
const DEVICE_ZONE = 'Asia/Tokyo';
const fr = translations.fr;

const stamp = runStamp(import.meta.url);
const email = `e2e-times-${stamp}@example.org`;
const password = 'E2e-times-2026';

/** Intl puts narrow and no-break spaces in dates; compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** What every page must show of the booking in `zone`: the date, the time range and the zone's name. */
function expected(start: string, end: string, zone: string) {
  const date = new Intl.DateTimeFormat('fr', { timeZone: zone, dateStyle: 'long' }).format(new Date(start));
  const time = (instant: string) => new Intl.DateTimeFormat('fr', { timeZone: zone, timeStyle: 'short' }).format(new Date(instant));
  const name = new Intl.DateTimeFormat('fr', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date(start)).find((p) => p.type === 'timeZoneName')!.value;
  return { date: plain(date), range: plain(`${time(start)}–${time(end)}`), zone: name };
}

let browser: Browser;
let token: string;
let booking: { start: string; end: string; token: string };

async function signedInPage(timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, timezoneId, locale: 'fr-FR' });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await signIn(page, 'client', email, password);
  return { context, page };
}

/** The booking as the dashboard, the list and the booking page show it. */
async function shownEverywhere(page: Page) {
  await page.goto('/client/dashboard');
  const dashboard = plain(await page.getByTestId('next-booking-when').textContent());
  await page.goto('/client/my-booking');
  const row = page.getByTestId('booking-row').first();
  await row.waitFor();
  const list = {
    date: plain(await row.getByTestId('row-date').textContent()),
    time: plain(await row.getByTestId('row-time').textContent()),
    intro: plain(
      await page
        .getByText(/^Horaires affichés en /)
        .first()
        .textContent(),
    ),
  };
  await page.goto(`/booking/${booking.token}`);
  await page.getByTestId('booking-details').waitFor();
  const details = { date: plain(await page.getByTestId('booking-date').textContent()), zone: plain(await page.getByTestId('booking-zone').textContent()) };
  const detailsTime = plain(await page.getByTestId('booking-time').textContent());
  return { dashboard, list, details, detailsTime };
}

function expectSameBooking(shown: Awaited<ReturnType<typeof shownEverywhere>>, zone: string) {
  const want = expected(booking.start, booking.end, zone);
  expect(shown.dashboard).toContain(`${want.date}, ${want.range} (${want.zone})`);
  expect(shown.list).toEqual({ date: want.date, time: want.range, intro: `Horaires affichés en ${want.zone}` });
  expect(shown.details.date).toBe(want.date);
  expect(shown.detailsTime.startsWith(want.range)).toBe(true);
  expect(shown.details.zone).toBe(`Horaires affichés en ${want.zone}`);
  for (const text of [shown.dashboard, shown.list.intro, shown.details.zone]) expect(text).not.toMatch(/[A-Z][a-z]+\/[A-Z]/);
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A new client whose profile is in New York, with both forms done and one booking.
  await signUpByApi('client', email, password, {
    title: 'Mr',
    gender: 'male',
    given_name: 'Noah',
    family_name: `Horloge${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`.slice(0, 40),
    date_of_birth: '1988-07-09',
    preferred_contact_type: 'email',
    isd_code: '+1',
    contact_number: '+1 212 555 0147',
    time_zone: PROFILE_ZONE,
    correspondence_language: 'fr',
    languages_spoken: ['en'],
    country_of_residence: 'US',
    nationality: 'american-us',
  });
  token = (await apiCall<SignedIn>('POST', 'client/auth/login', { email, password })).jwt;
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
    else if (question.required) answers[question.key] = 'Réveils nocturnes fréquents.';
  }
  await apiCall('PUT', 'client/health-assessment', { answers }, token);
  const demo = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
  const consultantId = (await apiCall<ProfileAnswer>('GET', 'consultant/profile', undefined, demo.jwt)).data.profile.documentId;
  const slots = await apiCall<SlotsAnswer>('GET', `client/consultants/${consultantId}/slots`);
  const created = await apiCall<BookingAnswer>('POST', 'client/bookings', { consultantId, start: slots.data[0].start }, token, { 'Idempotency-Key': `times-${stamp}` });
  booking = { start: created.data.start, end: created.data.end, token: created.data.token };
}, STEP_TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('times in the viewer’s zone', () => {
  it(
    'a device in the profile’s zone: the same time and zone name on the dashboard, the list and the booking page, no notice',
    async () => {
      const { context, page } = await signedInPage(PROFILE_ZONE);
      try {
        const shown = await shownEverywhere(page);
        expectSameBooking(shown, PROFILE_ZONE);
        expect(shown.dashboard).toContain('heure de l’Est nord-américain');
        expect(await page.getByTestId('time-zone-notice').count()).toBe(0);
        // This client's long name fits the area's top bar on a small phone.
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto('/client/dashboard');
        await page.getByTestId('user-menu-name').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'a device elsewhere: times stay in the profile’s zone, a notice names both zones and switches to the device’s',
    async () => {
      const { context, page } = await signedInPage(DEVICE_ZONE);
      try {
        await page.goto('/client/dashboard');
        const notice = page.getByTestId('time-zone-notice');
        await notice.waitFor();
        expect(plain(await notice.textContent())).toContain('Votre appareil est réglé sur « heure normale du Japon », mais votre profil utilise « heure de l’Est nord-américain ».');
        expectSameBooking(await shownEverywhere(page), PROFILE_ZONE);
        // The notice is on the booking page too; show times in the device's zone from there.
        await page.getByTestId('time-zone-notice').getByRole('button', { name: 'Afficher les heures de mon appareil (heure normale du Japon)' }).click();
        await page.getByText('Horaires affichés en heure normale du Japon').first().waitFor();
        expect(await page.getByTestId('time-zone-notice').count()).toBe(0);
        expectSameBooking(await shownEverywhere(page), DEVICE_ZONE);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'updating the profile from the notice moves the profile to the device’s zone',
    async () => {
      const { context, page } = await signedInPage(DEVICE_ZONE);
      try {
        await page.goto('/client/my-booking');
        const notice = page.getByTestId('time-zone-notice');
        await notice.waitFor();
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/client/general-info'),
          notice.getByRole('button', { name: fr.timeZone.updateProfile, exact: true }).click(),
        ]);
        expect(response.status()).toBe(200);
        await notice.waitFor({ state: 'detached' });
        const profile = await apiCall<ProfileAnswer>('GET', 'client/profile', undefined, token);
        expect(profile.data.profile.time_zone).toBe(DEVICE_ZONE);
        expectSameBooking(await shownEverywhere(page), DEVICE_ZONE);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});
