/**
 * The waiting list (spec §1 "waiting lists"; docs/api-engagement.md "Waiting list"): a visitor whose
 * expert search finds nobody follows the "join the waiting list" link, finds the form prefilled with
 * the searched specialization, chooses a country, joins, sees the confirmation and receives the
 * confirmation e-mail in the interface language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, launchBrowser, newPage, waitForMail, type ApiList } from './support';
import { clock } from '../src/lib/clock';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('waiting list', () => {
  it('is reached from an empty expert search with its specialization, and confirms by page and by e-mail', async () => {
    const [specialization] = (await api<ApiList<{ slug: string; name: string }>>('specializations?pageSize=1000')).data;
    const { context, page } = await newPage(browser, 375, 800);
    try {
      await page.goto(`/our-experts?specialization=${specialization.slug}&search=${encodeURIComponent('personne-introuvable-xyz')}`);
      await page.getByTestId('expert-list-empty').waitFor();
      await page.getByRole('link', { name: 'Pas encore d’expert ? Rejoignez la liste d’attente' }).click();
      await page.waitForURL((url) => url.pathname === '/waiting-list');
      expect(new URL(page.url()).searchParams.get('specialization')).toBe(specialization.slug);
      await expect.poll(() => page.getByRole('combobox', { name: 'Spécialité' }).inputValue()).toBe(specialization.name);
      expect(await page.getByRole('radio', { name: 'Je cherche un expert' }).isChecked()).toBe(true);

      const country = page.getByRole('combobox', { name: 'Pays' });
      await country.click();
      await country.fill('Belgi');
      await page.getByRole('option', { name: 'Belgique' }).click();
      const email = `attente-${clock.ms()}@example.org`;
      await page.getByRole('textbox', { name: 'Nom' }).fill('Camille Durand');
      await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
      const sent = clock.ms();
      await page.getByRole('button', { name: 'M’inscrire sur la liste d’attente' }).click();

      await expect.poll(() => page.getByTestId('waiting-list-done').textContent()).toContain('liste d’attente');
      const mail = await waitForMail(email, sent);
      expect(mail.subject).toMatch(/Vous êtes sur la liste d’attente/);
      expect(mail.text).toContain(`${specialization.name} — Belgique`);
    } finally {
      await context.close();
    }
  });
});
