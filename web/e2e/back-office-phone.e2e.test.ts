/**
 * The back office as its users expect it (spec §2 admin routes and menus, §9; DESIGN §4 admin-ui), on a
 * phone (390 × 844), in French then in English, as the demo admin signed in once:
 *
 * 1. the side menu (a drawer on a phone) shows the spec's groups; a group of several links folds away
 *    and opens again from its title;
 * 2. the dashboard lists the work to do record by record; a new client's line opens that client's page;
 * 3. a list reaches its trash with the "Trash" toggle above it, and comes back;
 * 4. a record created on the phone opens on an edit page titled with its name; moved to the trash, it is
 *    a line of the trash's simple list (no table) with the date and its buttons, and Restore brings it back;
 * 5. the main screens (dashboard, consultants, clients, bookings, complaints, a reference list and its
 *    trash, a blog post's creation) have no serious or critical axe violation and no sideways scroll, in
 *    both languages; lists are simple lists of names (no table); three lists also as tables on a wide
 *    screen;
 * 6. the Export button of a list downloads a CSV file in the admin's language: UTF-8 byte-order mark,
 *    `;` between cells in French (`,` in English), column names from the translation files, and no
 *    password, token or hash column.
 *
 * Expected texts come from the translation files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import raFrench from 'ra-language-french';
import raEnglish from 'ra-language-english';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { en as adminEn } from '../../admin-ui/src/i18n/en';
import { BASE_URL, DEMO_PASSWORD, launchBrowser, seriousViolations, signIn, runStamp } from './support';

/** Each step waits on a real server: more than the default 60 s. */
const STEP_TIMEOUT = 180_000;

/** The back office's texts in each language: react-admin's own, and ours. */
const admin = {
  fr: { ra: { ...raFrench.ra, ...adminFr.ra }, app: adminFr.app, resources: adminFr.resources },
  en: { ra: { ...raEnglish.ra, ...adminEn.ra }, app: adminEn.app, resources: adminEn.resources },
};
type Language = keyof typeof admin;
/** The singular or plural of a react-admin resource name such as `Trouble |||| Troubles`. */
const nameOf = (name: string, plural: boolean) => name.split('||||')[plural ? 1 : 0].trim();
/** `text` with polyglot's `%{key}` replaced. */
const fill = (text: string, values: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** `text` as a literal inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Letters only, different at each run: the marker of the records this file creates. */
const letters = runStamp(import.meta.url).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);

/** The lists also checked on a wide screen (tables). */
const WIDE_SCREENS = ['/admin/consultants', '/admin/bookings', '/admin/disorders'];

/** The screens checked at phone width. */
const SCREENS = ['/admin/', '/admin/consultants', '/admin/clients', '/admin/bookings', '/admin/complaints', '/admin/disorders', '/admin/disorders/trash', '/admin/blogs/create'];

let browser: Browser;
let context: BrowserContext;
/** The demo admin's page, signed in once, on a phone. */
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: BASE_URL, acceptDownloads: true, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  await signIn(page, 'admin', 'admin@demo.local', DEMO_PASSWORD);
}, STEP_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Reloads the back office in `language` at `path` and waits for its first answers. */
async function openIn(language: Language, path: string) {
  await page.evaluate((chosen) => localStorage.setItem('selectedLanguage', chosen), language);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
}

/** Goes to `path` inside the back office as its links do (no reload), and waits for its answers. */
async function goInApp(path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path.replace(/\/$/, '') || url.pathname === path);
  await page.waitForLoadState('networkidle');
}

/** Whether the page scrolls sideways. */
const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** Opens the side menu's drawer (a phone shows it on demand). */
async function openMenu(language: Language) {
  await page.getByRole('button', { name: admin[language].ra.action.open_menu, exact: true }).click();
  await page.getByRole('menu').waitFor();
}

/** Clicks Export on the current list and returns the downloaded file's text (BOM kept). */
async function exportCsv(language: Language): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: admin[language].ra.action.export, exact: true }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The cells of a CSV line (no quoted separators in the lines this test reads). */
const headerOf = (csv: string, separator: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]
    .split(separator);

describe.each(['fr', 'en'] as const)('the back office on a phone, in %s', (language) => {
  const A = admin[language];

  it(
    'folds a menu group away, lists the work to do with links to the records, and reaches a list’s trash from the list',
    async () => {
      await openIn(language, '/admin/');
      await openMenu(language);
      const menu = page.getByRole('menu');
      expect(await menu.getByRole('group', { name: A.app.menu.country }).isVisible()).toBe(true);
      const blog = menu.getByRole('menuitem', { name: A.app.menu.blog, exact: true });
      const authors = menu.getByRole('menuitem', { name: nameOf(A.resources.authors.name, true), exact: true });
      expect(await blog.getAttribute('aria-expanded')).toBe('true');
      await authors.waitFor();
      await blog.click();
      await authors.waitFor({ state: 'detached' });
      expect(await blog.getAttribute('aria-expanded')).toBe('false');
      await blog.click();
      await authors.waitFor();
      await page.keyboard.press('Escape');

      // The newest client's line opens the client's page.
      const work = page.getByRole('region', { name: A.app.dashboard.work_to_do });
      const newClients = work.getByRole('region', { name: A.app.dashboard.new_clients });
      const first = newClients.getByRole('link').first();
      await first.waitFor();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/admin\/clients\/[^/]+\/show$/);
      await first.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.waitForLoadState('networkidle');

      // A list's trash is a toggle away, and the list is one more.
      await goInApp('/admin/disorders');
      const views = page.getByRole('group', { name: A.app.trash.views });
      await views.getByRole('button', { name: A.app.trash.menu_short, exact: true, pressed: false }).click();
      await page.waitForURL((url) => url.pathname === '/admin/disorders/trash');
      await page.getByRole('heading', { name: A.app.trash.title.replace('%{name}', nameOf(A.resources.disorders.name, true)) }).waitFor();
      await views.getByRole('button', { name: A.app.trash.live, exact: true, pressed: false }).click();
      await page.waitForURL((url) => url.pathname === '/admin/disorders');
    },
    STEP_TIMEOUT,
  );

  it(
    'opens a record on a page titled with its name, and shows the trash as a simple list whose lines restore',
    async () => {
      const disorders = A.resources.disorders;
      const name = language === 'fr' ? `Trouble mobile ${letters}` : `Phone disorder ${letters}`;
      await openIn(language, '/admin/disorders/create');
      const nameBox = (locale: 'fr' | 'en') => page.getByRole('tabpanel', { name: A.ra.locales[locale] }).getByRole('textbox', { name: new RegExp(`^${escape(disorders.fields.name)}`) });
      await nameBox('fr').fill(name);
      await page.getByRole('tab', { name: A.ra.locales.en }).click();
      await nameBox('en').fill(name);
      const [created] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin-panel/disorders'),
        page.getByRole('button', { name: A.ra.action.save, exact: true }).click(),
      ]);
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      // The message naming the saved disorder covers the foot of the phone's screen, where the form's
      // buttons are, until it goes (and it stays while the pointer is over it).
      await page.mouse.move(1, 1);
      await page.getByText(fill(A.app.saved_record.created, { name }), { exact: true }).waitFor({ state: 'detached' });

      // The record's page names it, in the header and in the browser's tab.
      await goInApp(`/admin/disorders/${id}`);
      const title = fill(disorders.page.edit, { recordRepresentation: name });
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      await page.waitForFunction((expected) => document.title === expected, `${title} · ${A.app.name}`);

      // Moved to the trash (undoable: the call goes once the message has gone).
      const [trashed] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === `/api/admin-panel/disorders/${id}`, { timeout: 45_000 }),
        page
          .getByRole('button', { name: A.app.trash.move, exact: true })
          .click()
          .then(() => page.mouse.move(1, 1)),
      ]);
      expect(trashed.status()).toBe(200);

      // The trash on a phone: a simple list of names, each line with its date and buttons.
      await goInApp('/admin/disorders/trash');
      await page.getByRole('textbox', { name: disorders.fields.q, exact: true }).fill(name);
      const line = page.getByRole('listitem').filter({ hasText: name });
      await line.getByText(new RegExp(`^${escape(fill(A.app.trash.trashed_on, { date: '' }))}`)).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await line.getByRole('button', { name: A.app.trash.delete_permanently }).isVisible()).toBe(true);
      const problems = (await seriousViolations(page)).map((problem) => `/admin/disorders/trash: ${problem}`);
      if (await scrollsSideways()) problems.push('/admin/disorders/trash: horizontal scroll at 390 px');
      expect(problems).toEqual([]);
      const [restored] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/admin-panel/disorders/${id}/restore`),
        line.getByRole('button', { name: A.app.trash.restore }).click(),
      ]);
      expect(restored.status()).toBe(200);
      await page.getByText(nameOf(A.app.trash.restored, false), { exact: true }).waitFor();
      await line.waitFor({ state: 'detached' });
    },
    STEP_TIMEOUT,
  );

  it(
    'shows the main screens as simple lists with no serious accessibility problem and no sideways scroll',
    async () => {
      await openIn(language, '/admin/');
      const problems: string[] = [];
      for (const path of SCREENS) {
        await goInApp(path);
        await page.locator('#main-content').waitFor();
        problems.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
        if (await scrollsSideways()) problems.push(`${path}: horizontal scroll at 390 px`);
        if (path !== '/admin/' && !path.endsWith('/create') && (await page.getByRole('table').count()) > 0) problems.push(`${path}: a table instead of a simple list`);
      }
      // The same lists on a wide screen: tables whose sortable headers are large enough targets and
      // whose Export button is named.
      await page.setViewportSize({ width: 1366, height: 900 });
      try {
        for (const path of WIDE_SCREENS) {
          await goInApp(path);
          await page.getByRole('table').first().waitFor();
          problems.push(...(await seriousViolations(page)).map((line) => `${path} at 1366 px: ${line}`));
        }
      } finally {
        await page.setViewportSize({ width: 390, height: 844 });
      }
      expect(problems).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'exports a list as a CSV file in the admin’s language, without secrets',
    async () => {
      await openIn(language, '/admin/disorders');
      const separator = language === 'fr' ? ';' : ',';
      const disorders = await exportCsv(language);
      expect(disorders.startsWith('\uFEFF')).toBe(true);
      const fields = A.resources.disorders.fields;
      expect(headerOf(disorders, separator)).toEqual(expect.arrayContaining([`${fields.name} (fr)`, `${fields.name} (en)`, fields.slug]));

      await goInApp('/admin/clients');
      const clients = await exportCsv(language);
      const header = headerOf(clients, separator);
      expect(header).toEqual(expect.arrayContaining([A.resources.clients.fields.email]));
      expect(header.filter((cell) => /password|mot de passe|token|jeton|hash/i.test(cell))).toEqual([]);
      expect(clients).not.toMatch(/\$2[aby]\$|eyJhbGciOi/);
    },
    STEP_TIMEOUT,
  );
});
