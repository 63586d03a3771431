/**
 * A review from the client's rating to its moderation, in the browser (docs/api-reviews.md):
 *
 * 1. the demo client opens the page of a session it attended with the demo consultant (the browser-test
 *    fixtures' session, both in the room for 50 minutes two days ago), rates it with the stars (a radio
 *    group) and a text, and sees its review there;
 * 2. the expert's public page shows the rating and the review, newest first;
 * 3. the demo consultant answers it once from "My reviews"; the answer shows under the review on the
 *    expert's page and the form is gone;
 * 4. the demo admin hides it with a reason in the back office: it leaves the expert's page, and the
 *    client's booking page shows it with the reason.
 *
 * Each party has its own browser context, French interface. Expected texts come from the translation
 * files; the API is used only to find the session and the ids the pages need.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { BASE_URL, DEMO_PASSWORD, apiCall, launchBrowser, signIn, translations, type SignedIn, runStamp } from './support';

const STEP_TIMEOUT = 180_000;
const r = translations.fr.reviews;
const A = adminFr.resources.reviews;
const stamp = runStamp(import.meta.url);
/** `text` with i18next's `{{key}}` replaced. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

let browser: Browser;
const contexts: BrowserContext[] = [];
let client: Page;
let consultant: Page;
let admin: Page;

/** The session to review: its booking page's token, and the consultant's id. */
let session: { id: string; token: string; consultantId: string };
/** The review once written. */
let reviewId: string;
const reviewText = `Séance ${stamp} : une écoute attentive et des conseils concrets pour mieux dormir.`;
const replyText = `Merci pour ce retour ${stamp}, au plaisir de vous revoir.`;
const reason = `Motif ${stamp} : informations personnelles dans le texte.`;

async function signedInPage(role: 'client' | 'consultant' | 'admin'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  context.setDefaultTimeout(30_000);
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, role, `${role}@demo.local`, DEMO_PASSWORD);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  client = await signedInPage('client');
  consultant = await signedInPage('consultant');
  admin = await signedInPage('admin');
  const login = await apiCall<SignedIn>('POST', 'client/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD });
  const past = await apiCall<{ data: { id: string; token: string; consultant: { id: string } }[] }>('GET', 'client/bookings?when=past&page=1&pageSize=50', undefined, login.jwt);
  for (const booking of past.data) {
    const state = await apiCall<{ data: { status: string } }>('GET', `client/bookings/${booking.id}/review`, undefined, login.jwt);
    if (state.data.status === 'open') {
      session = { id: booking.id, token: booking.token, consultantId: booking.consultant.id };
      break;
    }
  }
  if (!session) throw new Error('The demo client has no attended session to review: are the browser-test fixtures written (E2E_FIXTURES)?');
}, STEP_TIMEOUT);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('a review from the rating to its moderation', () => {
  it(
    'the client rates an attended session with the stars and a text, and sees its review',
    async () => {
      await client.goto(`/booking/${session.token}`);
      const section = client.getByTestId('session-review');
      await section.getByRole('heading', { name: r.form.title }).waitFor();
      // Publishing without a rating is refused under the stars, in French.
      await section.getByLabel(r.form.text).fill(reviewText);
      await section.getByRole('button', { name: r.form.submit }).click();
      await section.getByRole('group', { name: r.form.rating }).locator('.MuiFormHelperText-root').waitFor();
      // The stars are a radio group: choose 4 stars by their name.
      const fourStars = fill(r.stars_other, { count: 4 });
      await section.locator('label').filter({ hasText: fourStars }).click();
      expect(await section.getByRole('radio', { name: fourStars }).isChecked()).toBe(true);
      await section.getByRole('button', { name: r.form.submit }).click();
      await client.getByText(r.form.published).waitFor();
      await section.getByRole('heading', { name: r.yourReview }).waitFor();
      await expect.poll(() => section.getByTestId('review-text').textContent()).toBe(reviewText);
      reviewId = (await section.getByTestId('review-item').getAttribute('data-id'))!;
      expect(reviewId).toBeTruthy();
    },
    STEP_TIMEOUT,
  );

  it(
    'the expert’s page shows the rating and the review, newest first',
    async () => {
      await client.goto(`/our-experts/details/${session.consultantId}`);
      const reviews = client.getByTestId('expert-reviews');
      await reviews.getByRole('heading', { name: r.title }).waitFor();
      await reviews.getByTestId('rating-summary').waitFor();
      await expect.poll(() => reviews.getByTestId('review-item').first().getAttribute('data-id')).toBe(reviewId);
      await expect.poll(() => reviews.getByTestId('review-item').first().getByTestId('review-text').textContent()).toBe(reviewText);
      await reviews
        .getByTestId('review-item')
        .first()
        .getByRole('img', { name: fill(r.stars_other, { count: 4 }) })
        .waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'the consultant answers it once from "My reviews", and the answer shows on the expert’s page',
    async () => {
      await consultant.goto('/consultant/reviews');
      const item = consultant.locator(`[data-testid="review-item"][data-id="${reviewId}"]`);
      await expect.poll(() => item.getByTestId('review-text').textContent()).toBe(reviewText);
      await item.getByRole('textbox').fill(replyText);
      await item.getByRole('button', { name: r.reply.submit }).click();
      await consultant.getByText(r.reply.sent).waitFor();
      await expect.poll(async () => (await item.getByTestId('review-reply').textContent()) ?? '').toContain(replyText);
      await expect.poll(() => item.getByTestId('reply-form').count()).toBe(0);

      await client.goto(`/our-experts/details/${session.consultantId}`);
      const shown = client.locator(`[data-testid="review-item"][data-id="${reviewId}"]`);
      await expect.poll(async () => (await shown.getByTestId('review-reply').textContent()) ?? '').toContain(r.replyHeading);
      await expect.poll(async () => (await shown.getByTestId('review-reply').textContent()) ?? '').toContain(replyText);
    },
    STEP_TIMEOUT,
  );

  it(
    'the admin hides it with a reason: gone from the expert’s page, shown to its author with the reason',
    async () => {
      await admin.goto(`/admin/reviews/${reviewId}/show`);
      await admin.getByText(reviewText).waitFor();
      await admin.getByRole('button', { name: A.actions.hide }).click();
      const dialog = admin.getByRole('dialog', { name: A.hide.title });
      await dialog.getByRole('textbox').fill(reason);
      await dialog.getByRole('button', { name: A.actions.hide }).click();
      await admin.getByText(A.notifications.hidden).waitFor();
      await admin.getByText(reason).waitFor();

      await client.goto(`/our-experts/details/${session.consultantId}`);
      await client.getByTestId('expert-reviews').getByRole('heading', { name: r.title }).waitFor();
      await expect.poll(() => client.locator(`[data-testid="review-item"][data-id="${reviewId}"]`).count()).toBe(0);

      await client.goto(`/booking/${session.token}`);
      const hidden = client.getByTestId('session-review').getByTestId('review-hidden');
      await expect.poll(async () => (await hidden.textContent()) ?? '').toContain(reason);
    },
    STEP_TIMEOUT,
  );
});
