/**
 * Expert search and detail (spec §2 `/our-experts/:search?`, `/our-experts/details/:id`): filters,
 * the next free time slot on the cards, the "available this week" filter and the orders, and the
 * booking panel beside the profile (wide screens) or behind a sticky Book button (small screens); the
 * search on a phone (results on the first screen, filters in a drawer that counts the results, pickers
 * ranking what the visitor types in the visitor's language; in English, the drawer scanned by axe as
 * filters are chosen and while the results behind it are being replaced).
 * Expected values come from the API, so the tests hold for any seed with one consultant who has weekly
 * timings (the demo consultant).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, BASE_URL, hydrated, launchBrowser, newPage, seriousViolations, translations, type ApiList } from './support';

interface Ref {
  slug: string;
  name: string;
}
interface Card {
  id: string;
  display_name: string;
  next_available_at: string | null;
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

/** The number of listed experts (holding `specialization` when given), as the API counts them now. */
async function expertCount(specialization?: string): Promise<number> {
  const filter = specialization ? `&specialization=${encodeURIComponent(specialization)}` : '';
  return (await api<ApiList<Card>>(`consultants?pageSize=1${filter}`)).meta.pagination.total;
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
    const { spec } = await narrowingSpecialization();
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/our-experts');
      // The whole list, as the API counts it now: another journey running beside this one may approve an expert.
      await expect.poll(async () => (await shownTotal(page)) - (await expertCount()), { timeout: 20_000 }).toBe(0);

      const input = page.getByTestId('filter-specialization').getByRole('combobox');
      await input.click();
      await input.fill(spec.name);
      // The page's own search for that specialization: the total it shows is that answer's (another journey may approve an expert meanwhile).
      const filtered = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === '/api/client/consultants' && url.searchParams.get('specialization') === spec.slug;
      });
      await page.locator(`[role="option"][data-slug="${spec.slug}"]`).click();

      await page.waitForURL((url) => url.pathname === '/our-experts' && url.searchParams.get('specialization') === spec.slug);
      const answered = ((await (await filtered).json()) as ApiList<Card>).meta.pagination.total;
      await expect.poll(() => shownTotal(page), { timeout: 20_000 }).toBe(answered);
      expect(await shownTotal(page)).toBeLessThan(await expertCount());

      const cards = page.getByTestId('expert-card');
      const listed = Math.min(await expertCount(spec.slug), 12);
      await page.waitForFunction((expected) => document.querySelectorAll('[data-testid="expert-card"]').length === expected, listed);
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

/** Ids of the cards shown, in order, once the list shows `expectedTotal`. */
async function shownIds(page: Page, expectedTotal: number): Promise<(string | null)[]> {
  await page.waitForFunction((total) => document.querySelector('[data-testid="expert-total"]')?.getAttribute('data-total') === String(total), expectedTotal);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return page.getByTestId('expert-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-expert-id')));
}

/**
 * The page's own answer to its soonest-first list request (the next free slots move with the clock, so
 * the page's list is checked against what the API told the page, not against an earlier read).
 */
async function soonestFirstAnswer(page: Page): Promise<ApiList<Card>> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/consultants') && url.searchParams.get('sort') === 'next_available' && r.request().method() === 'GET';
  });
  return (await response.json()) as ApiList<Card>;
}

/** Cards in soonest-first order: next free slots ascending, experts without one last. */
function expectSoonestFirst(cards: Card[]): void {
  const at = (card: Card) => (card.next_available_at ? Date.parse(card.next_available_at) : Number.POSITIVE_INFINITY);
  for (let i = 1; i < cards.length; i += 1) expect(at(cards[i]), `${cards[i].display_name} after ${cards[i - 1].display_name}`).toBeGreaterThanOrEqual(at(cards[i - 1]));
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('expert availability', () => {
  it("cards show the next free time slot in the viewer's zone, with the zone's name", async () => {
    const [soonest] = (await api<ApiList<Card>>('consultants?sort=next_available&pageSize=1')).data;
    expect(soonest.next_available_at, 'the seed needs a consultant with weekly timings').toBeTruthy();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, timezoneId: 'Asia/Kolkata' });
    try {
      const page = await context.newPage();
      await page.goto('/our-experts?sort=next_available');
      const card = page.locator(`[data-testid="expert-card"][data-expert-id="${soonest.id}"]`);
      const next = card.getByTestId('expert-next-slot');
      await next.waitFor();
      expect(await next.getAttribute('data-next-slot')).toBe(soonest.next_available_at);
      const time = new Intl.DateTimeFormat('fr', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(soonest.next_available_at!));
      const text = await next.innerText();
      expect(text).toContain('Prochain créneau libre');
      expect(text).toContain(time);
      expect(text).toMatch(/heure .*Inde/);
    } finally {
      await context.close();
    }
  });

  it('the "available this week" filter and the orders change the list, and survive a reload', async () => {
    const all = (await api<ApiList<Card>>('consultants?pageSize=1')).meta.pagination.total;
    const weekList = await api<ApiList<Card>>('consultants?available=week&pageSize=12');
    const week = weekList.data;
    const weekTotal = weekList.meta.pagination.total;
    expect(weekTotal).toBeGreaterThan(0);
    expect(weekTotal).toBeLessThan(all);
    const byName = (await api<ApiList<Card>>('consultants?pageSize=12')).data.map((c) => c.id);
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/our-experts');
      // The whole list, as the API counts it now: another journey running beside this one may approve an expert.
      await expect.poll(async () => (await shownTotal(page)) - (await expertCount()), { timeout: 20_000 }).toBe(0);

      await page.getByRole('switch', { name: 'Disponible cette semaine' }).click();
      await page.waitForURL((url) => url.searchParams.get('available') === 'week');
      expect(await shownIds(page, weekTotal)).toEqual(week.map((c) => c.id));
      for (const slot of await page.getByTestId('expert-next-slot').all()) expect(await slot.getAttribute('data-next-slot')).toBeTruthy();

      expect(await page.getByRole('switch', { name: 'Disponible cette semaine' }).isChecked()).toBe(true);
      await page.getByRole('switch', { name: 'Disponible cette semaine' }).click();
      await page.waitForURL((url) => !url.searchParams.has('available'));
      await page.getByRole('combobox', { name: 'Trier par' }).click();
      let sorted = soonestFirstAnswer(page);
      await page.getByRole('option', { name: 'Prochaine disponibilité' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'next_available');
      let answer = await sorted;
      expectSoonestFirst(answer.data);
      expect(answer.data.map((c) => c.id)).not.toEqual(byName);
      expect(await shownIds(page, all)).toEqual(answer.data.map((c) => c.id));

      sorted = soonestFirstAnswer(page);
      await page.reload();
      answer = await sorted;
      expectSoonestFirst(answer.data);
      expect(await shownIds(page, all)).toEqual(answer.data.map((c) => c.id));
      expect(await page.getByRole('combobox', { name: 'Trier par' }).innerText()).toContain('Prochaine disponibilité');
    } finally {
      await context.close();
    }
  });
});

describe('booking panel placement on the expert page', () => {
  /** A consultant with free time slots (the panel then shows them). */
  async function bookableExpert(): Promise<Card> {
    const [first] = (await api<ApiList<Card>>('consultants?available=week&sort=next_available&pageSize=1')).data;
    expect(first, 'the seed needs a consultant with free time slots').toBeTruthy();
    return first;
  }

  it('puts the panel beside the profile at 1366 px, with no Book button', async () => {
    const expert = await bookableExpert();
    const { context, page } = await newPage(browser, 1366, 768);
    try {
      await page.goto(`/our-experts/details/${expert.id}`);
      const profile = page.getByTestId('expert-detail');
      const panel = page.getByTestId('booking-panel');
      await panel.getByRole('heading', { name: 'Réserver une consultation' }).waitFor();
      const p = (await profile.boundingBox())!;
      const b = (await panel.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(p.x + p.width);
      expect(Math.abs(b.y - p.y)).toBeLessThan(120);
      expect(b.y + 40).toBeLessThan(768);
      expect(await page.getByTestId('book-cta').isVisible()).toBe(false);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('at 375 px shows a sticky Book button at the bottom that brings the panel into view', async () => {
    const expert = await bookableExpert();
    const { context, page } = await newPage(browser, 375, 740);
    try {
      // Instant scrolling (the page honours reduced motion), so that positions are final after the click.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/our-experts/details/${expert.id}`);
      const heading = page.getByTestId('booking-panel').getByRole('heading', { name: 'Réserver une consultation' });
      await heading.waitFor({ state: 'attached' });
      const cta = page.getByRole('button', { name: 'Réserver', exact: true });
      await cta.waitFor();
      const button = (await cta.boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(740);
      expect(button.y).toBeGreaterThan(740 - 120);
      expect((await heading.boundingBox())!.y).toBeGreaterThan(740);
      expect(await scrollsSideways(page)).toBe(false);

      await cta.click();
      await page.waitForFunction(() => {
        const box = document.getElementById('booking-panel-title')?.getBoundingClientRect();
        return Boolean(box) && box!.top >= 0 && box!.bottom <= window.innerHeight;
      });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-panel-title');
      // The bar rests above the panel: it does not cover the panel's heading.
      const bar = (await page.getByTestId('book-bar').boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual((await heading.boundingBox())!.y);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('expert search on a phone (390 px)', () => {
  const WIDTH = 390;
  const HEIGHT = 844;

  it('shows the first result on the first screen, filters in a drawer that counts the results, and stays at the results', async () => {
    const { spec, total: narrowed } = await narrowingSpecialization();
    const { context, page } = await newPage(browser, WIDTH, HEIGHT);
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/our-experts');
      const first = page.getByTestId('expert-card').first();
      await first.waitFor();
      await hydrated(page);
      // The whole first card is on the first screen, with nothing to scroll (sideways either).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = (await first.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT);
      expect(await scrollsSideways(page)).toBe(false);
      // No side panel on a phone: a button opens the filters.
      expect(await page.getByRole('complementary', { name: 'Filtrer' }).count()).toBe(0);

      // Read a little further, then open the filters.
      await page.evaluate(() => window.scrollBy(0, 400));
      await page.getByRole('button', { name: 'Filtres', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Filtrer' });
      await drawer.waitFor();
      const all = await expertCount();
      const show = drawer.getByTestId('show-results');
      await expect.poll(async () => (await show.innerText()).trim(), { timeout: 20_000 }).toBe(`Voir les ${all} experts`);
      expect(await seriousViolations(page)).toEqual([]);

      // The language picker speaks French and ranks what starts with the typed text first.
      const languages = drawer.getByTestId('filter-languages');
      expect(await languages.getByRole('button', { name: 'Ouvrir' }).count()).toBe(1);
      const languageInput = languages.getByRole('combobox');
      await languageInput.fill('Fran');
      const firstLanguage = page.getByRole('listbox').getByRole('option').first();
      await firstLanguage.waitFor();
      expect((await firstLanguage.innerText()).trim()).toBe('Français');
      await languageInput.press('Escape');
      await languageInput.fill('');

      // A filter applies at once: the drawer's button counts the narrowed list.
      const input = drawer.getByTestId('filter-specialization').getByRole('combobox');
      await input.fill(spec.name);
      await page.locator(`[role="option"][data-slug="${spec.slug}"]`).click();
      await page.waitForURL((url) => url.searchParams.get('specialization') === spec.slug);
      await expect.poll(async () => Number(await show.getAttribute('data-total')), { timeout: 20_000 }).toBe(narrowed);
      expect((await show.innerText()).trim()).toBe(narrowed === 1 ? 'Voir 1 expert' : `Voir les ${narrowed} experts`);
      expect(await drawer.getByRole('button', { name: 'Effacer' }).count()).toBeGreaterThan(0);

      // Back to the results: the list is the narrowed one, its count and first card in view.
      await show.click();
      await drawer.waitFor({ state: 'hidden' });
      expect(await shownTotal(page)).toBe(narrowed);
      expect(await page.getByRole('button', { name: 'Filtres (1)' }).isVisible()).toBe(true);
      const card = (await page.getByTestId('expert-card').first().boundingBox())!;
      expect(card.y).toBeGreaterThanOrEqual(0);
      expect(card.y).toBeLessThan(HEIGHT);
      const count = (await page.getByTestId('expert-total').boundingBox())!;
      expect(count.y).toBeGreaterThanOrEqual(0);
      expect(count.y + count.height).toBeLessThanOrEqual(HEIGHT);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('in English, the filter drawer has no serious accessibility problem as filters are chosen, nor while the results reload', async () => {
    const e = translations.en.experts.filters;
    const { spec, total: narrowed } = await narrowingSpecialization();
    const english = (await api<ApiList<Ref>>('specializations?pageSize=1000', 'en')).data.find((candidate) => candidate.slug === spec.slug)!;
    const { context, page } = await newPage(browser, WIDTH, HEIGHT);
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/our-experts?lang=en');
      await page.getByTestId('expert-card').first().waitFor();
      await hydrated(page);
      await page.getByRole('button', { name: e.open, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: e.title });
      await drawer.waitFor();
      const show = drawer.getByTestId('show-results');
      const all = await expertCount();
      await expect.poll(async () => (await show.innerText()).trim(), { timeout: 20_000 }).toBe(e.showResults_other.replace('{{count}}', String(all)));
      expect(await seriousViolations(page), 'drawer open').toEqual([]);

      // A picker's list open, in English.
      const input = drawer.getByTestId('filter-specialization').getByRole('combobox');
      await input.fill(english.name);
      const option = page.locator(`[role="option"][data-slug="${spec.slug}"]`);
      await option.waitFor();
      expect((await option.innerText()).trim()).toBe(english.name);
      expect(await seriousViolations(page), 'options listed').toEqual([]);

      // A filter chosen: the chosen value, its remove button and "Clear filters".
      await option.click();
      await page.waitForURL((url) => url.searchParams.get('specialization') === spec.slug);
      await expect.poll(async () => Number(await show.getAttribute('data-total')), { timeout: 20_000 }).toBe(narrowed);
      await drawer.getByRole('button', { name: e.clear, exact: true }).waitFor();
      expect(await seriousViolations(page), 'a filter chosen').toEqual([]);

      // "Available this week" switched on, its results held back: the page while the list is being replaced.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/api/client/consultants' && url.searchParams.get('available') === 'week',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await drawer.getByRole('switch', { name: e.available }).click();
      const results = page.getByRole('region', { name: translations.en.experts.results, includeHidden: true });
      await expect.poll(async () => results.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('true');
      expect(await seriousViolations(page), 'results being replaced').toEqual([]);
      release();
      await expect.poll(async () => results.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
      expect(await seriousViolations(page), 'results replaced').toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
