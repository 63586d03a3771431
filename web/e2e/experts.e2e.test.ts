/**
 * Expert search and detail (spec §2 `/our-experts/:search?`, `/our-experts/details/:id`). Expected
 * values come from the API, so the tests hold for any seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, launchBrowser, newPage, type ApiList } from './support';

interface Ref {
  slug: string;
  name: string;
}
interface Card {
  id: string;
  display_name: string;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function shownTotal(page: Page): Promise<number> {
  const total = page.getByTestId('expert-total');
  await total.waitFor();
  return Number(await total.getAttribute('data-total'));
}

/** A specialization held by some but not all listed experts. */
async function narrowingSpecialization(): Promise<{ spec: Ref; total: number; all: number }> {
  const all = (await api<ApiList<Card>>('consultants?pageSize=1')).meta.pagination.total;
  const specs = (await api<ApiList<Ref>>('specializations?pageSize=1000')).data;
  for (const spec of specs) {
    const total = (await api<ApiList<Card>>(`consultants?pageSize=1&specialization=${encodeURIComponent(spec.slug)}`)).meta.pagination.total;
    if (total > 0 && total < all) return { spec, total, all };
  }
  throw new Error('The seed has no specialization held by some but not all experts: the narrowing test needs one.');
}

describe('expert search', () => {
  it('narrows the list by specialization, in the URL and on every card', async () => {
    const { spec, total, all } = await narrowingSpecialization();
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/our-experts');
      expect(await shownTotal(page)).toBe(all);

      const input = page.getByTestId('filter-specialization').getByRole('combobox');
      await input.click();
      await input.fill(spec.name);
      await page.locator(`[role="option"][data-slug="${spec.slug}"]`).click();

      await page.waitForURL((url) => url.pathname === '/our-experts' && url.searchParams.get('specialization') === spec.slug);
      await page.waitForFunction(
        (expected) => document.querySelector('[data-testid="expert-total"]')?.getAttribute('data-total') === String(expected),
        total,
      );
      expect(await shownTotal(page)).toBeLessThan(all);

      const cards = page.getByTestId('expert-card');
      await page.waitForFunction(
        (expected) => document.querySelectorAll('[data-testid="expert-card"]').length === expected,
        Math.min(total, 12),
      );
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        expect(await cards.nth(i).getByTestId('expert-specializations').innerText()).toContain(spec.name);
      }
    } finally {
      await context.close();
    }
  });

  it('opens an expert detail page from a card', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/our-experts');
      const card = page.getByTestId('expert-card').first();
      await card.waitFor();
      const id = await card.getAttribute('data-expert-id');
      const name = (await card.getByTestId('expert-name').innerText()).trim();
      expect(id).toBeTruthy();

      await card.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === `/our-experts/details/${id}`);
      const detailName = page.getByTestId('expert-detail-name');
      await detailName.waitFor();
      expect((await detailName.innerText()).trim()).toBe(name);
      expect((await page.getByTestId('page-title').innerText()).trim()).toBe(name);
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown expert', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/our-experts/details/no-such-expert-id');
      await page.getByTestId('not-found').waitFor();
    } finally {
      await context.close();
    }
  });
});
