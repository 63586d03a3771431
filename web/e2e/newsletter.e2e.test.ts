/**
 * The newsletter (spec §1 "a newsletter") as a visitor on a phone uses it: the footer form of a public
 * page, the confirmation e-mail, its page and button, then the unsubscribe page of the same e-mail. The
 * footer's e-mail field never makes the e-mail fields of the other forms ambiguous.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, translations, waitForMail } from './support';
import { clock } from '../src/lib/clock';

const fr = translations.fr;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('newsletter', () => {
  it('subscribes from the footer on a phone, confirms with the button of the e-mailed page, then unsubscribes', async () => {
    const { context, page } = await newPage(browser, 375, 800);
    try {
      const email = `lettre-${clock.ms()}@example.org`;
      const started = clock.ms();
      await page.goto('/#newsletter');
      const section = page.locator('section#newsletter');
      await section.getByRole('heading', { name: fr.newsletter.form.title }).waitFor();
      await section.getByLabel(fr.newsletter.form.email).fill(email);
      await section.getByRole('button', { name: fr.newsletter.form.subscribe, exact: true }).click();
      await section.getByRole('status').getByText(fr.newsletter.form.sent).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);

      const mail = await waitForMail(email, started);
      const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      const unsubscribeUrl = /https?:\/\/\S+\/newsletter\/unsubscribe\/[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
      expect(confirmUrl).toBeTruthy();
      expect(unsubscribeUrl).toBeTruthy();

      await page.goto(new URL(confirmUrl!).pathname);
      await page.getByRole('heading', { level: 1, name: fr.newsletter.confirm.title }).waitFor();
      expect(await page.title()).toContain(fr.titles.newsletterConfirm);
      await page.getByRole('button', { name: fr.newsletter.confirm.action, exact: true }).click();
      await page.getByText(fr.newsletter.confirm.done).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);

      // The link works once.
      await page.reload();
      await page.getByRole('button', { name: fr.newsletter.confirm.action, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'n’est pas (ou plus) valable' }).waitFor();

      await page.goto(new URL(unsubscribeUrl!).pathname);
      await page.getByRole('heading', { level: 1, name: fr.newsletter.unsubscribe.title }).waitFor();
      expect(await page.title()).toContain(fr.titles.newsletterUnsubscribe);
      await page.getByRole('button', { name: fr.newsletter.unsubscribe.action, exact: true }).click();
      await page.getByText(fr.newsletter.unsubscribe.done).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('leaves one field to each e-mail locator of the other forms', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/public/client/sign-in');
      await page.locator('section#newsletter').waitFor();
      expect(await page.getByLabel(new RegExp(`^${fr.auth.signIn.email}`)).count()).toBe(1);
      await page.goto('/contact-us');
      await page.locator('section#newsletter').waitFor();
      expect(await page.getByLabel(new RegExp(`^${fr.contact.fields.email}`)).count()).toBe(1);
      await page.goto('/public/client/sign-up');
      await page.locator('section#newsletter').waitFor();
      await page.getByLabel(new RegExp(`^${fr.auth.signUp.email.label}`)).waitFor();
      expect(await page.getByLabel(new RegExp(`^${fr.auth.signUp.email.label}`)).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
