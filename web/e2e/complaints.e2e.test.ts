/**
 * A complaint from filing to decision in the browser (spec §2 client and consultant add-complaint,
 * view-complaint-by-me, view-complaint-against; admin edit-complaint; docs/api-complaints.md):
 *
 * 1. the demo client files a complaint about one of its past sessions with the demo consultant, with a
 *    PDF attached, through the add-complaint form (a late start or a no-show cannot be chosen for an
 *    upcoming session), and finds it under "by me" with its file;
 * 2. the demo consultant finds it under "against me", reads it without the client's file, and answers;
 * 3. the demo admin takes it in review and resolves it in the client's favour with a note, in the back
 *    office;
 * 4. the client's page of the complaint shows the decision in its favour, the note and the answer.
 *
 * Each party has its own browser context, French interface. Expected texts come from the translation
 * files; the API is used only to read ids and names the pages do not need to show (which session is
 * past, a complaint type's slug).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { BASE_URL, DEMO_PASSWORD, PDF, api, apiCall, launchBrowser, signIn, translations, type ApiList, type SignedIn, runStamp } from './support';
import { clock } from '../src/lib/clock';

const STEP_TIMEOUT = 180_000;
const c = translations.fr.complaints;
const A = adminFr.resources.complaints;
const stamp = runStamp(import.meta.url);
/** `text` with i18next's `{{key}}` (web) or polyglot's `%{key}` (back office) replaced. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}|%\{(\w+)\}/g, (_, a: string, b: string) => values[a ?? b] ?? '');
/** `text` as a literal inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
const contexts: BrowserContext[] = [];
let client: Page;
let consultant: Page;
let admin: Page;

/** The complaint this file files, once filed. */
let complaint: { id: string; reference: string };
const description = `La séance ${stamp} a commencé avec vingt minutes de retard et s’est terminée avant l’heure.`;
const answer = `Réponse ${stamp} : une urgence m’a retenu, j’ai proposé une nouvelle séance gratuite.`;
const decisionNote = `Décision ${stamp} : la séance sera remboursée au client.`;

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
}, STEP_TIMEOUT);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('a complaint from filing to decision', () => {
  it(
    'the client files a complaint about a past session, with a file, and finds it under "by me"',
    async () => {
      const session = await apiCall<SignedIn>('POST', 'client/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD });
      const people = await apiCall<{ data: { id: string; display_name: string; bookings: { id: string; start: string }[] }[] }>('GET', 'client/complaints/counterparties', undefined, session.jwt);
      const expert = people.data.find((person) => person.bookings.some((booking) => Date.parse(booking.start) < clock.ms() - 24 * 3600_000));
      if (!expert) throw new Error('The demo client has no past session: is the database seeded?');
      const past = expert.bookings.find((booking) => Date.parse(booking.start) < clock.ms() - 24 * 3600_000)!;
      const types = (await api<ApiList<{ slug: string; name: string; requires_started_session?: boolean }>>('complaint-types?page=1&pageSize=100')).data;
      const afterStart = types.filter((candidate) => candidate.requires_started_session);
      expect(afterStart.map((candidate) => candidate.slug).sort(), 'a late start and a no-show need a session that has started').toEqual(['late-start', 'no-show']);
      const type = afterStart[0];
      const upcoming = expert.bookings.find((booking) => Date.parse(booking.start) > clock.ms());
      if (!upcoming) throw new Error('The demo client has no upcoming session with the expert: is the database seeded?');

      await client.goto('/client/add-complaint');
      await client.getByRole('heading', { level: 1, name: c.add.title }).waitFor();
      await client.getByLabel(c.form.against.client).selectOption(expert.id);
      // A session still to come: nobody can have been late or absent yet, so those types cannot be chosen.
      await client.getByLabel(c.form.booking).selectOption(upcoming.id);
      const typeSelect = client.getByLabel(c.form.complaintType);
      for (const slug of ['late-start', 'no-show']) expect(await typeSelect.locator(`option[value="${slug}"]`).isDisabled(), `${slug} for an upcoming session`).toBe(true);
      expect(await typeSelect.locator('option[value="payment-issue"]').isDisabled()).toBe(false);
      await client.getByText(c.form.notStartedYet).waitFor();
      // The past session: they can.
      await client.getByLabel(c.form.booking).selectOption(past.id);
      expect(await typeSelect.locator(`option[value="${type.slug}"]`).isDisabled()).toBe(false);
      expect(await client.getByText(c.form.notStartedYet).count()).toBe(0);
      await client.getByLabel(c.form.complaintType).selectOption(type.slug);
      await client.getByLabel(c.form.description).fill(description);
      await client.getByTestId('complaint-attachment').setInputFiles({ name: `retard-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect.poll(() => client.getByTestId('complaint-attachment-chosen').textContent()).toContain(`retard-${stamp}.pdf`);
      await client.getByRole('button', { name: c.form.submit }).click();

      await client.waitForURL(/\/client\/view-complaint-by-me\/[^/]+$/);
      const id = new URL(client.url()).pathname.split('/').pop()!;
      const summary = client.getByTestId('complaint-summary');
      await summary.waitFor();
      const reference = /RC-[A-Z0-9]{8}/.exec((await summary.textContent()) ?? '')?.[0];
      expect(reference, 'the new complaint shows its reference').toBeTruthy();
      complaint = { id, reference: reference! };
      await expect.poll(() => client.getByText(description).count()).toBe(1);
      await expect.poll(() => client.getByTestId('complaint-attachment').textContent()).toContain(`retard-${stamp}.pdf`);

      await client.goto('/client/view-complaint-by-me');
      const link = client.getByRole('link', { name: fill(c.list.viewFor, { reference: complaint.reference }) });
      await link.first().waitFor();
      const row = client
        .getByRole('listitem')
        .filter({ hasText: complaint.reference })
        .or(client.getByRole('row').filter({ hasText: complaint.reference }));
      await expect.poll(async () => (await row.first().textContent()) ?? '').toContain(c.status.open);
    },
    STEP_TIMEOUT,
  );

  it(
    'the consultant finds it under "against me", without the client\'s file, and answers it',
    async () => {
      await consultant.goto('/consultant/view-complaint-against');
      await consultant.getByText(c.list.awaiting).waitFor();
      await consultant
        .getByRole('link', { name: fill(c.list.viewFor, { reference: complaint.reference }) })
        .first()
        .click();
      await consultant.waitForURL(`**/consultant/view-complaint-against/${complaint.id}`);
      await consultant.getByText(description).waitFor();
      expect(await consultant.getByTestId('complaint-attachment').count(), 'the client’s file is not shown to the consultant').toBe(0);
      expect(await consultant.getByText(`retard-${stamp}.pdf`).count()).toBe(0);

      await consultant.getByLabel(c.respond.field).fill(answer);
      await consultant.getByRole('button', { name: c.respond.submit }).click();
      await consultant.getByText(c.respond.sent).first().waitFor();
      await consultant.getByText(answer).waitFor();
      // Answered once: the form is gone.
      await expect.poll(() => consultant.getByLabel(c.respond.field).count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    "an admin takes it in review and resolves it in the client's favour, with a note",
    async () => {
      await admin.goto(`/admin/complaints/${complaint.id}/show`);
      await admin.getByText(description).waitFor();
      await admin.getByText(answer).waitFor();

      await admin.getByRole('button', { name: A.actions.take_in_review, exact: true }).click();
      const review = admin.getByRole('dialog');
      await review.getByRole('button', { name: A.actions.take_in_review_confirm, exact: true }).click();
      await admin.getByText(A.notifications.take_in_review).first().waitFor();

      await admin.getByRole('button', { name: A.actions.resolve, exact: true }).click();
      const resolve = admin.getByRole('dialog');
      await resolve.getByRole('radio', { name: new RegExp(`^${escape(fill(A.actions.favour_raised_by, { party: '' }).trim())}`) }).check();
      await resolve.getByLabel(A.actions.resolve_text).fill(decisionNote);
      await resolve.getByRole('button', { name: A.actions.resolve_confirm, exact: true }).click();
      await admin.getByText(A.notifications.resolve).first().waitFor();
      await expect.poll(() => admin.getByText(A.statuses.resolved).count()).toBeGreaterThan(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'the client sees the decision in its favour, the note and the answer',
    async () => {
      await client.goto(`/client/view-complaint-by-me/${complaint.id}`);
      await client.getByTestId('resolution-decision').waitFor();
      expect(await client.getByTestId('resolution-decision').textContent()).toBe(fill(c.details.decisionLine, { decision: c.decision.mine }));
      expect(await client.getByTestId('resolution-note').textContent()).toBe(decisionNote);
      // the decision's note is in the history too, as the step that resolved it
      await expect.poll(async () => (await client.getByTestId('history-note').allTextContents()).some((note) => note.includes(decisionNote))).toBe(true);
      await client.getByText(answer).waitFor();
      await expect.poll(async () => (await client.getByTestId('complaint-summary').textContent()) ?? '').toContain(c.status.resolved);
    },
    STEP_TIMEOUT,
  );
});
