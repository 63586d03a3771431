/**
 * Newsletter campaigns in the back office (spec §1 "a newsletter"; docs/messaging.md "Newsletter
 * campaigns"): the demo admin writes a campaign in French and English in the rich-text editor, previews
 * both e-mails before saving, saves it, sends a test to their own address, then sends it now; an English
 * subscriber (subscribed and confirmed through the public routes, set up by the API) receives the English
 * campaign with its unsubscribe link, and the campaign's page counts it as sent.
 *
 * Names carry a per-run marker; expected texts come from the translation files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import raFrench from 'ra-language-french';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { BASE_URL, DEMO_PASSWORD, apiCall, launchBrowser, signIn, waitForMail, runStamp, ownAddress } from './support';
import { clock } from '../src/lib/clock';

/** Each step waits on real servers and e-mails: more than the default 60 s. */
const STEP_TIMEOUT = 180_000;

const A = { ra: { ...raFrench.ra, ...adminFr.ra }, app: adminFr.app, resources: adminFr.resources };
const C = A.resources['newsletter-campaigns'];
/** `text` with polyglot's `%{key}` replaced. */
const fill = (text: string, values: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** `text` as a literal inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stamp = runStamp(import.meta.url);
/** A client address of this file's own (`X-Forwarded-For`), clear of the other files' per-address limits. */
const OWN_ADDRESS = ownAddress(import.meta.url);

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: BASE_URL });
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  await signIn(page, 'admin', 'admin@demo.local', DEMO_PASSWORD);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'fr'));
  await page.reload();
  await page.getByRole('menuitem', { name: A.app.menu.dashboard }).waitFor();
}, STEP_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Runs `action` and returns the answer of the API call `method` on a path matching `path` that it makes. */
async function answerTo(method: string, path: RegExp, action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname), { timeout: 45_000 }), action()]);
  return response;
}

/** Fails with the answer's body when its status is not `status`; @returns the parsed body. */
async function expectAnswer<T = unknown>(response: Response, status: number): Promise<T> {
  const body = await response.text();
  expect(response.status(), `${response.request().method()} ${response.url()} → ${body}`).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

/** A newsletter subscriber confirmed through the public routes, its e-mails in `locale`. */
async function confirmedSubscriber(locale: 'fr' | 'en'): Promise<string> {
  const email = `campagne-${stamp}-${locale}@example.org`;
  const started = clock.ms();
  await apiCall('POST', 'client/newsletter', { email, locale }, undefined, OWN_ADDRESS);
  const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec((await waitForMail(email, started)).text)?.[1];
  expect(token).toBeTruthy();
  await apiCall('POST', 'client/newsletter/confirm', { token }, undefined, OWN_ADDRESS);
  return email;
}

/** Fills the subject and the rich-text body of the campaign form's tab `tab`. */
async function writeIn(tab: string, subject: string, body: string) {
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.getByRole('textbox', { name: new RegExp(`^${escape(C.fields.subject)}`) }).fill(subject);
  const editor = panel.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type(body);
}

describe('newsletter campaigns', () => {
  it(
    'writes a campaign in French and English, previews both e-mails, sends a test to the admin, then sends it to the confirmed subscribers',
    async () => {
      const reader = await confirmedSubscriber('en');
      const subjectFr = `Nouvelles ${stamp}`;
      const subjectEn = `News ${stamp}`;

      await page.getByRole('menuitem', { name: C.name.split('||||')[1].trim(), exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/newsletter-campaigns');
      await page.getByRole('link', { name: A.ra.action.create, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/newsletter-campaigns/create');
      await writeIn(A.ra.locales.fr, subjectFr, 'Bonjour à toutes et à tous.');
      await writeIn(A.ra.locales.en, subjectEn, 'Hello everyone.');

      // The preview, before saving: both e-mails as the subscribers will get them.
      await expectAnswer(await answerTo('POST', /^\/api\/admin-panel\/newsletter-campaigns\/preview$/, () => page.getByRole('button', { name: C.preview.action, exact: true }).click()), 200);
      const englishFrame = page.frameLocator(`iframe[title="${fill(C.preview.frame, { audience: C.preview.audience_en })}"]`);
      // The body's paragraph (the same words are the e-mail's hidden preheader too).
      await englishFrame.getByRole('paragraph').filter({ hasText: 'Hello everyone.' }).waitFor();
      await englishFrame.getByRole('link', { name: 'Unsubscribe' }).waitFor();
      await page
        .frameLocator(`iframe[title="${fill(C.preview.frame, { audience: C.preview.audience_fr })}"]`)
        .getByRole('paragraph')
        .filter({ hasText: 'Bonjour à toutes et à tous.' })
        .waitFor();

      const created = await expectAnswer<{ id: string; status: string }>(
        await answerTo('POST', /^\/api\/admin-panel\/newsletter-campaigns$/, () => page.getByRole('button', { name: A.ra.action.save, exact: true }).click()),
        201,
      );
      expect(created.status).toBe('draft');
      await page.waitForURL((url) => url.pathname === `/admin/newsletter-campaigns/${created.id}/show`);

      // A test to the admin's own address, in both languages.
      const testStarted = clock.ms();
      await page.getByRole('button', { name: C.actions.test, exact: true }).click();
      await expectAnswer(
        await answerTo('POST', new RegExp(`^/api/admin-panel/newsletter-campaigns/${created.id}/test$`), () =>
          page.getByRole('dialog').getByRole('button', { name: C.actions.test, exact: true }).click(),
        ),
        200,
      );
      await page.getByText(C.notifications.tested).waitFor();
      const test = await waitForMail('admin@demo.local', testStarted);
      expect(test.subject).toMatch(/^\[(Essai|Test)\] /);

      // Sent now: the English subscriber gets the English campaign with their unsubscribe link.
      const sendStarted = clock.ms();
      await page.getByRole('button', { name: C.actions.send, exact: true }).click();
      const sent = await expectAnswer<{ status: string; recipients: number }>(
        await answerTo('POST', new RegExp(`^/api/admin-panel/newsletter-campaigns/${created.id}/send$`), () =>
          page.getByRole('dialog').getByRole('button', { name: C.actions.send, exact: true }).click(),
        ),
        200,
      );
      expect(['sending', 'sent']).toContain(sent.status);
      expect(sent.recipients).toBeGreaterThanOrEqual(1);
      await page.getByText(C.notifications.sent).waitFor();
      const mail = await waitForMail(reader, sendStarted);
      expect(mail.subject).toContain(subjectEn);
      expect(mail.text).toContain('Hello everyone.');
      expect(mail.text).toMatch(/\/newsletter\/unsubscribe\/\S+/);
      // Sent once: the page offers no second send.
      await page.getByRole('button', { name: C.actions.send, exact: true }).waitFor({ state: 'detached' });

      // Its page counts the e-mail as sent once the sending is over.
      await expect
        .poll(
          async () => {
            await page.reload();
            const counts = page.getByRole('region', { name: C.sections.counts });
            await counts.waitFor();
            return (await page.getByRole('region', { name: C.sections.sending }).getByText(C.statuses.sent, { exact: true }).count()) > 0;
          },
          { timeout: 90_000, interval: 3_000 },
        )
        .toBe(true);
    },
    STEP_TIMEOUT,
  );
});
