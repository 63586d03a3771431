/**
 * The outbox in the back office (docs/messaging.md "Back office"): a visitor asks for the starter kit
 * (made through the API); the demo admin, signed in through the public admin sign-in page, opens the
 * Outbox from the side menu, finds the e-mail by its address with its template and status in words
 * (never its content), opens it and sends it again once it confirms that it was already sent: the
 * recipient receives it a second time, with the same Message-ID. The list and the message's page have
 * no serious accessibility violation, in French and in English.
 *
 * Expected texts come from the translation files; the API is used only to set up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import raFrench from 'ra-language-french';
import raEnglish from 'ra-language-english';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { en as adminEn } from '../../admin-ui/src/i18n/en';
import { BASE_URL, DEMO_PASSWORD, MAIL_URL, apiCall, launchBrowser, seriousViolations, signIn, runStamp, ownAddress } from './support';
import { clock } from '../src/lib/clock';

/** Each step waits on real servers and e-mails: more than the default 60 s. */
const STEP_TIMEOUT = 180_000;

const admin = {
  fr: { ra: { ...raFrench.ra, ...adminFr.ra }, app: adminFr.app, resources: adminFr.resources },
  en: { ra: { ...raEnglish.ra, ...adminEn.ra }, app: adminEn.app, resources: adminEn.resources },
};
/** The singular (0) or plural (1) of a react-admin resource name such as `Trouble |||| Troubles`. */
const nameOf = (name: string, plural: boolean) => name.split('||||')[plural ? 1 : 0].trim();

const stamp = runStamp(import.meta.url);
/** A client address of this file's own (`X-Forwarded-For`, one trusted proxy hop in the e2e set-up). */
const OWN_ADDRESS = ownAddress(import.meta.url);

/** An e-mail caught by MailDev, with its headers. */
interface CaughtMail {
  id: string;
  subject: string;
  headers: Record<string, string>;
}

/** The e-mails to `address` once there are `count` of them (MailDev's REST API), oldest first. */
async function mailsWhen(address: string, count: number): Promise<CaughtMail[]> {
  const deadline = clock.ms() + 30_000;
  for (;;) {
    const mails = (await (await fetch(`${MAIL_URL}/email?to.address=${encodeURIComponent(address)}`)).json()) as CaughtMail[];
    if (mails.length >= count) return mails;
    if (clock.ms() > deadline) throw new Error(`${mails.length} e-mails to ${address} after 30 s, ${count} expected`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let browser: Browser;
let context: BrowserContext;
/** The demo admin's page, signed in once. */
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: BASE_URL });
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  await signIn(page, 'admin', 'admin@demo.local', DEMO_PASSWORD);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'fr'));
  await page.reload();
  await page.getByRole('menuitem', { name: admin.fr.app.menu.dashboard }).waitFor();
}, STEP_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the outbox in the back office', () => {
  it(
    'finds an e-mail by its address, shows it without its content and sends it again; accessible in French and English',
    async () => {
      const email = `outbox-${stamp}@example.org`;
      await apiCall('POST', 'client/starter-kit', { name: 'Camille Durand', email, locale: 'fr' }, undefined, OWN_ADDRESS);
      const [first] = await mailsWhen(email, 1);
      const A = admin.fr;
      const outbox = A.resources.outbox;

      // The list, from the side menu, searched by the address.
      await page.getByRole('menuitem', { name: nameOf(outbox.name, true), exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/outbox');
      await page.getByRole('textbox', { name: A.ra.action.search, exact: true }).fill(email);
      const row = page.getByRole('row').filter({ hasText: email });
      await row.waitFor();
      await row.getByText(outbox.statuses.sent, { exact: true }).waitFor();
      expect(await row.innerText()).toContain(outbox.templates['starter-kit']);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);

      // The message's page: no content, its Message-ID; "Send again" asks first, as it was sent already.
      await row.click();
      await page.waitForURL((url) => /^\/admin\/outbox\/[^/]+\/show$/.test(url.pathname));
      await page.getByText(outbox.content.hidden).waitFor();
      await page.getByText(first.headers['message-id'], { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: outbox.actions.resend, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(outbox.confirm.sent_content).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: outbox.actions.resend, exact: true }).click();
      await page.getByText(nameOf(outbox.notifications.queued, false)).waitFor();

      // The recipient receives it a second time, with the same Message-ID.
      const mails = await mailsWhen(email, 2);
      expect(mails).toHaveLength(2);
      expect(mails.map((mail) => mail.headers['message-id'])).toEqual([first.headers['message-id'], first.headers['message-id']]);
      // Sent again: the page, reloaded, says so (the worker records the outcome right after the mail server took it).
      const delivery = page.getByRole('region', { name: outbox.sections.delivery });
      await expect
        .poll(
          async () => {
            await page.reload();
            return delivery.innerText();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toMatch(new RegExp(`${outbox.fields.status}\\s+${outbox.statuses.sent}\\s[\\s\\S]*${outbox.fields.attempts}\\s+2(\\s|$)`));

      // In English.
      const E = admin.en;
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'));
      try {
        await page.reload();
        await page.getByText(E.resources.outbox.content.hidden).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('menuitem', { name: nameOf(E.resources.outbox.name, true), exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/admin/outbox');
        await page.getByRole('columnheader', { name: E.resources.outbox.fields.attempts }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.evaluate(() => localStorage.setItem('selectedLanguage', 'fr'));
      }
    },
    STEP_TIMEOUT,
  );
});
