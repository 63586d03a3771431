/**
 * The free starter kit and brochure (spec §1 "sent by e-mail on request"; docs/api-engagement.md): a
 * visitor opens `/starter-kit` on a phone-sized screen, asks for the guides in English from the French
 * interface, sees the confirmation, and the e-mail arrives in English with the two PDF files attached.
 * Expected texts come from the translation files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MAIL_URL, launchBrowser, newPage, translations, waitForMail, type Mail, runStamp } from './support';
import { clock } from '../src/lib/clock';

const k = translations.fr.starterKit;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('free starter kit and brochure', () => {
  it('a visitor asks for the guides and receives them by e-mail as two PDF files', async () => {
    const { context, page } = await newPage(browser, 375, 800);
    const email = `kit-${runStamp(import.meta.url)}@example.org`;
    try {
      const started = clock.ms();
      await page.goto('/starter-kit');
      await page.getByRole('heading', { name: k.title, level: 1 }).waitFor();
      await expect.poll(() => page.title()).toContain(translations.fr.titles.starterKit);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const language = page.getByLabel(k.fields.locale);
      expect(await language.inputValue()).toBe('fr');

      await page.getByLabel(k.fields.name).fill('Camille Durand');
      await page.getByLabel(k.fields.email).fill(email);
      await language.selectOption('en');
      await page.getByRole('button', { name: k.send }).click();

      const status = page.getByRole('status').filter({ hasText: k.sentTitle });
      await status.waitFor();
      expect(await status.innerText()).toContain(email);

      const mail = (await waitForMail(email, started)) as Mail & { id: string; attachments?: { fileName: string; contentType: string; generatedFileName: string }[] };
      expect(mail.subject).toMatch(/^Your starter kit and brochure/);
      expect(mail.text).toContain('Hello Camille Durand');
      expect((mail.attachments ?? []).map((file) => [file.fileName, file.contentType])).toEqual([
        ['starter-kit.pdf', 'application/pdf'],
        ['brochure.pdf', 'application/pdf'],
      ]);
      for (const file of mail.attachments ?? []) {
        const bytes = Buffer.from(await (await fetch(`${MAIL_URL}/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName)}`)).arrayBuffer());
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});
