/**
 * The back office at work (spec §2 admin routes, §4 review and trash; DESIGN §4 admin-ui): the demo admin,
 * signed in through the public admin sign-in page, works through the react-admin screens with clicks and
 * typing, in French (the default), and the public site follows:
 *
 * 1. creates a disorder named in French and English: the expert search offers it among its disorder
 *    filters in both languages; moved to the trash it leaves them, found in the trash view and restored
 *    it comes back; switched to English, the back office names it (and its menu) in English;
 * 2. approves a consultant whose profile is submitted (made through the API): the consultant appears in
 *    the expert search and its page opens;
 * 3. marks a booking paid (a confirmed booking of the demo client awaiting a direct payment, made through
 *    the API): the booking's page in the back office and the client's booking page say it is paid;
 * 4. uploads a new logo (a PNG made here) in the web settings and saves: the public header shows it;
 * 5. creates a fixed-amount coupon typing "12,50" euros the French way: 1250 minor units are saved, the
 *    list shows 12,50 €, and the coupon's edit page, titled with its code, shows "12,50" again.
 *
 * Names carry a per-run marker; expected texts come from the translation files. The API is used only to
 * set up (a submitted consultant, a pending booking) and to read ids the interface does not show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import raFrench from 'ra-language-french';
import raEnglish from 'ra-language-english';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { en as adminEn } from '../../admin-ui/src/i18n/en';
import {
  BASE_URL,
  DEMO_PASSWORD,
  api,
  apiCall,
  launchBrowser,
  pngImage,
  signIn,
  translations,
  type ApiList,
  type BookingAnswer,
  type ProfileAnswer,
  type SignedIn,
  type SlotsAnswer,
  runStamp,
  ownAddress,
  submitConsultantProfile,
  until,
} from './support';
import { clock } from '../src/lib/clock';

/** Each step waits on real servers and e-mails: more than the default 60 s. */
const STEP_TIMEOUT = 180_000;

/** The back office's French and English texts: react-admin's own, and ours. */
const admin = {
  fr: { ra: { ...raFrench.ra, ...adminFr.ra }, app: adminFr.app, resources: adminFr.resources },
  en: { ra: { ...raEnglish.ra, ...adminEn.ra }, app: adminEn.app, resources: adminEn.resources },
};
const A = admin.fr;
const web = translations;
/** The singular (0) or plural (1) of a react-admin resource name such as `Trouble |||| Troubles`. */
const nameOf = (name: string, plural: boolean) => name.split('||||')[plural ? 1 : 0].trim();
/** `text` with polyglot's `%{key}` replaced. */
const fill = (text: string, values: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** `text` as a literal inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stamp = runStamp(import.meta.url);
/** Letters only (a name's marker): digits become letters. */
const letters = stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
/** A client address of this file's own (`X-Forwarded-For`, one trusted proxy hop in the e2e set-up). */
const OWN_ADDRESS = ownAddress(import.meta.url);

let browser: Browser;
let adminContext: BrowserContext;
/** The demo admin's page, signed in once, French interface. */
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: BASE_URL });
  adminContext.setDefaultTimeout(30_000);
  page = await adminContext.newPage();
  await signIn(page, 'admin', 'admin@demo.local', DEMO_PASSWORD);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'fr'));
  await page.reload();
  await page.getByRole('menuitem', { name: A.app.menu.dashboard }).waitFor();
}, STEP_TIMEOUT);

afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
});

/** A fresh visitor of the public site whose interface is in `language`. */
async function visitor(language: 'fr' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL });
  context.setDefaultTimeout(30_000);
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('selectedLanguage')) localStorage.setItem('selectedLanguage', chosen);
  }, language);
  return { context, page: await context.newPage() };
}

/** Runs `action` and returns the answer of the API call `method` on a path matching `path` that it makes. */
async function answerTo(target: Page, method: string, path: RegExp, action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([target.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname), { timeout: 45_000 }), action()]);
  return response;
}

/** Fails with the answer's body when its status is not `status`; @returns the parsed body. */
async function expectAnswer<T = unknown>(response: Response, status: number): Promise<T> {
  const body = await response.text();
  expect(response.status(), `${response.request().method()} ${response.url()} → ${body}`).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

/** Opens a back-office screen from the side menu, as the admin would. */
async function openMenu(name: string, path: RegExp) {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await page.waitForURL((url) => path.test(url.pathname));
  await page.waitForLoadState('networkidle');
}

/** Types `text` in the search box of the current list (labelled `label`) and waits for the list's answer. */
async function search(label: string, text: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/admin-panel/') && (new URL(r.url()).searchParams.get('filter') ?? '').includes(text), {
      timeout: 45_000,
    }),
    page.getByRole('textbox', { name: label, exact: true }).fill(text),
  ]);
  await expectAnswer(response, 200);
  await page.waitForLoadState('networkidle');
}

/**
 * The option of the public expert search's disorder filter for `slug`, after typing `typed` in the
 * filter (the list of options as a visitor sees it in `language`), or `null` once the filter says no
 * option matches.
 */
async function disorderFilterOption(language: 'fr' | 'en', typed: string, slug: string): Promise<string | null> {
  const { context, page: site } = await visitor(language);
  try {
    await site.goto('/our-experts');
    await site.waitForLoadState('networkidle');
    expect(await site.locator('html').getAttribute('lang')).toBe(language);
    const input = site.getByTestId('filter-disorders').getByRole('combobox', { name: web[language].experts.filters.disorders });
    const option = site.locator(`[role="option"][data-slug="${slug}"]`);
    const none = site.getByText(web[language].experts.filters.noOptions, { exact: true });
    // Typed as a visitor would; when the list has closed again meanwhile (its text box lost the focus, which
    // empties it), typed once more. Three tries, then what the filter shows is reported.
    for (let attempt = 1; ; attempt += 1) {
      await input.click();
      await input.fill(typed);
      const shown = await option
        .or(none)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      if (attempt === 3) {
        const state = await input.evaluate((element) => ({
          expanded: element.getAttribute('aria-expanded'),
          value: (element as HTMLInputElement).value,
          focused: document.activeElement === element,
          focus: document.activeElement?.outerHTML.slice(0, 200) ?? null,
          popup: document.querySelector('.MuiAutocomplete-popper')?.textContent ?? null,
        }));
        throw new Error(`The disorder filter showed neither the option nor "${web[language].experts.filters.noOptions}" after typing "${typed}" three times: ${JSON.stringify(state)}`);
      }
    }
    return (await option.count()) > 0 ? (await option.innerText()).trim() : null;
  } finally {
    await context.close();
  }
}

/** A field of a react-admin show page (its label and value), by the field's source. */
const shownField = (source: string): Locator => page.locator(`.ra-field-${source}`);

describe('back office', () => {
  it(
    'creates a disorder the public filters offer in French and English; trashed it leaves them, restored it is back',
    async () => {
      const nameFr = `Trouble d’essai ${letters}`;
      const nameEn = `Test disorder ${letters}`;
      const disorders = A.resources.disorders;

      // Create: the name in the French tab, then in the English tab; the slug is made from the English name.
      await openMenu(nameOf(disorders.name, true), /^\/admin\/disorders$/);
      await page.getByRole('link', { name: A.ra.action.create, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/disorders/create');
      await page
        .getByRole('tabpanel', { name: A.ra.locales.fr })
        .getByRole('textbox', { name: new RegExp(`^${escape(disorders.fields.name)}`) })
        .fill(nameFr);
      await page.getByRole('tab', { name: A.ra.locales.en }).click();
      await page
        .getByRole('tabpanel', { name: A.ra.locales.en })
        .getByRole('textbox', { name: new RegExp(`^${escape(disorders.fields.name)}`) })
        .fill(nameEn);
      const created = await expectAnswer<{ id: string; slug: string }>(
        await answerTo(page, 'POST', /^\/api\/admin-panel\/disorders$/, () => page.getByRole('button', { name: A.ra.action.save, exact: true }).click()),
        201,
      );
      expect(created.slug).toBe(`test-disorder-${letters}`);
      // The message names the disorder created, not its kind.
      await page.getByText(A.app.saved_record.created.replace('%{name}', nameFr), { exact: true }).waitFor();
      // Back on the list, which shows it.
      await page.waitForURL((url) => url.pathname === '/admin/disorders');
      await search(disorders.fields.q, nameFr);
      await page.getByRole('cell', { name: nameFr, exact: true }).waitFor();

      // The public expert search offers it, named in each language.
      expect(await disorderFilterOption('fr', nameFr, created.slug)).toBe(nameFr);
      expect(await disorderFilterOption('en', nameEn, created.slug)).toBe(nameEn);

      // Move to the trash from its form (undoable: the call goes once the notification has gone).
      await page.getByRole('cell', { name: nameFr, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin/disorders/${created.id}`);
      await page
        .getByRole('textbox', { name: new RegExp(`^${escape(disorders.fields.name)}`) })
        .first()
        .waitFor();
      expect(await page.getByRole('tabpanel', { name: A.ra.locales.fr }).getByRole('textbox').first().inputValue()).toBe(nameFr);
      const trashed = answerTo(page, 'DELETE', new RegExp(`^/api/admin-panel/disorders/${created.id}$`), () => page.getByRole('button', { name: A.app.trash.move, exact: true }).click());
      await page.getByText(nameOf(A.app.trash.moved, false), { exact: true }).waitFor();
      await expectAnswer(await trashed, 200);
      expect(await disorderFilterOption('fr', nameFr, created.slug)).toBeNull();
      expect(await disorderFilterOption('en', nameEn, created.slug)).toBeNull();

      // The trash, a button away from the list, lists it; Restore brings it back.
      await page.waitForURL((url) => url.pathname === '/admin/disorders');
      await page.getByRole('button', { name: A.app.trash.menu_short, exact: true, pressed: false }).click();
      await page.waitForURL((url) => url.pathname === '/admin/disorders/trash');
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { name: fill(A.app.trash.title, { name: nameOf(disorders.name, true) }) }).waitFor();
      await search(disorders.fields.q, nameFr);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: nameFr, exact: true }) });
      await row.waitFor();
      await expectAnswer(await answerTo(page, 'POST', new RegExp(`^/api/admin-panel/disorders/${created.id}/restore$`), () => row.getByRole('button', { name: A.app.trash.restore }).click()), 200);
      await page.getByText(nameOf(A.app.trash.restored, false), { exact: true }).waitFor();
      await row.waitFor({ state: 'detached' });
      expect(await disorderFilterOption('fr', nameFr, created.slug)).toBe(nameFr);
      expect(await disorderFilterOption('en', nameEn, created.slug)).toBe(nameEn);

      // In English, the back office's menu, titles and the list name the disorder in English.
      const E = admin.en;
      await page.getByRole('button', { name: 'Français', exact: true }).click();
      await page.getByRole('menuitem', { name: 'English', exact: true }).click();
      await page.getByRole('menuitem', { name: E.app.menu.dashboard, exact: true }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
      await openMenu(nameOf(E.resources.disorders.name, true), /^\/admin\/disorders$/);
      await page.waitForFunction((title) => document.title.startsWith(title), `${nameOf(E.resources.disorders.name, true)} · ${E.app.name}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await search(E.resources.disorders.fields.q, nameEn);
      await page.getByRole('cell', { name: nameEn, exact: true }).waitFor();
      await page.getByRole('columnheader').getByText(E.resources.disorders.fields.name, { exact: true }).waitFor();
      expect(await page.getByRole('cell', { name: nameFr, exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Français', exact: true }).click();
      await page.getByRole('menuitem', { name: A.app.menu.dashboard, exact: true }).waitFor();
      await page.getByRole('cell', { name: nameFr, exact: true }).waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'approves a submitted consultant, who then appears in the expert search',
    async () => {
      const consultant = await submittedConsultant();
      const consultants = A.resources.consultants;

      // The review queue: the "submitted" tab lists the profile; it opens on its review record.
      await openMenu(nameOf(consultants.name, true), /^\/admin\/consultants$/);
      await page.getByRole('tab', { name: consultants.statuses.submitted, exact: true }).click();
      await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('submitted'));
      await page.waitForLoadState('networkidle');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: consultant.displayName, exact: true }) });
      await row.getByRole('cell', { name: consultants.statuses.submitted, exact: true }).waitFor();
      await row.getByRole('cell', { name: consultant.displayName, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin/consultants/${consultant.profileId}/show`);
      const review = page.getByRole('region', { name: consultants.sections.review });
      await review.getByText(consultants.statuses.submitted, { exact: true }).waitFor();

      // Approve, confirmed in a dialog naming the consultant.
      await page.getByRole('button', { name: consultants.actions.approve, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: fill(consultants.approve.title, { name: consultant.displayName }) });
      await dialog.getByText(consultants.approve.content).waitFor();
      await expectAnswer(
        await answerTo(page, 'POST', new RegExp(`^/api/admin-panel/consultants/${consultant.profileId}/approve$`), () =>
          dialog.getByRole('button', { name: consultants.actions.approve, exact: true }).click(),
        ),
        200,
      );
      await page.getByText(fill(consultants.notifications.approved, { name: consultant.displayName }), { exact: true }).waitFor();
      await review.getByText(consultants.statuses.approved, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: consultants.actions.approve, exact: true }).isDisabled()).toBe(true);

      // A visitor finds the consultant by name and opens the page.
      await until(async () => (await api<ApiList<{ id: string }>>(`consultants?search=${encodeURIComponent(consultant.familyName)}`)).data.some((card) => card.id === consultant.profileId));
      const { context, page: site } = await visitor('fr');
      try {
        await site.goto('/our-experts');
        await site.getByTestId('expert-search-input').fill(consultant.familyName);
        const card = site.locator(`[data-testid="expert-card"][data-expert-id="${consultant.profileId}"]`);
        await card.getByTestId('expert-name').getByText(consultant.displayName).waitFor();
        await card.getByRole('link').first().click();
        await site.waitForURL((url) => url.pathname === `/our-experts/details/${consultant.profileId}`);
        await site.getByTestId('expert-detail-name').getByText(consultant.displayName).waitFor();
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'marks a booking awaiting a direct payment paid; the back office and the client see it paid',
    async () => {
      const booking = await pendingBooking();
      const bookings = A.resources.bookings;

      // Found in the bookings by its token; its page says the payment is awaited.
      await openMenu(nameOf(bookings.name, true), /^\/admin\/bookings$/);
      await search(bookings.fields.q, booking.token);
      await page.getByRole('row').filter({ hasText: booking.consultantName }).filter({ hasText: bookings.payment_statuses.pending }).first().click();
      await page.waitForURL((url) => url.pathname === `/admin/bookings/${booking.id}/show`);
      await page.getByText(booking.token, { exact: true }).waitFor();
      const payment = shownField('payment_status');
      await payment.getByText(bookings.payment_statuses.pending, { exact: true }).waitFor();

      // Mark paid with a reference, confirmed in the dialog.
      await page.getByRole('button', { name: bookings.actions.mark_paid, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: bookings.actions.mark_paid_title });
      await dialog.getByRole('textbox', { name: bookings.actions.payment_reference }).fill(`VIR-${stamp}`);
      await expectAnswer(
        await answerTo(page, 'POST', new RegExp(`^/api/admin-panel/bookings/${booking.id}/mark-paid$`), () =>
          dialog.getByRole('button', { name: bookings.actions.mark_paid_confirm, exact: true }).click(),
        ),
        200,
      );
      await page.getByText(bookings.notifications.mark_paid, { exact: true }).waitFor();
      await payment.getByText(bookings.payment_statuses.paid, { exact: true }).waitFor();
      await shownField('payment_reference').getByText(`VIR-${stamp}`, { exact: true }).waitFor();
      await page.getByRole('button', { name: bookings.actions.refund, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: bookings.actions.mark_paid, exact: true }).count()).toBe(0);

      // The client's booking page says it is paid.
      const { context, page: client } = await visitor('fr');
      try {
        await signIn(client, 'client', 'client@demo.local', DEMO_PASSWORD);
        await client.goto(`/booking/${booking.token}`);
        await client.getByTestId('booking-payment').getByText(web.fr.bookings.payment.paid, { exact: true }).waitFor();
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'uploads a new logo in the web settings; the public header shows it',
    async () => {
      const settings = A.resources['web-setting'];
      const logo = pngImage(240, 160, [clock.ms() % 200, 120, 90]);

      await openMenu(nameOf(settings.name, true), /^\/admin\/web-setting$/);
      await page.getByRole('textbox', { name: new RegExp(`^${escape(settings.fields.site_title)}`) }).waitFor();
      await page.waitForLoadState('networkidle');
      const field = page.getByRole('group', { name: settings.fields.web_logo, exact: true });
      const before = (await field.locator('img').count()) > 0 ? await field.locator('img').first().getAttribute('src') : null;

      const uploaded = await expectAnswer<{ url?: string; data?: { url: string } }>(
        await answerTo(page, 'POST', /^\/api\/admin-panel\/media$/, () => field.locator('input[type="file"]').setInputFiles({ name: `logo-${stamp}.png`, mimeType: 'image/png', buffer: logo })),
        201,
      );
      const url = uploaded.data?.url ?? uploaded.url ?? '';
      expect(url).not.toBe('');
      expect(url).not.toBe(before);
      await field.locator(`img[src="${url}"]`).waitFor();
      await expectAnswer(await answerTo(page, 'PUT', /^\/api\/admin-panel\/web-setting\/current$/, () => page.getByRole('button', { name: A.ra.action.save, exact: true }).click()), 200);
      await page.getByText(A.ra.notification.updated.split('||||')[0].trim(), { exact: true }).waitFor();

      // The public site, reloaded, shows the new logo in its header.
      const { context, page: site } = await visitor('fr');
      try {
        await site.goto('/');
        await site.reload();
        const image = site.getByRole('banner').getByTestId('logo').getByRole('img', { name: web.fr.common.logoAlt });
        await image.waitFor();
        expect(new URL((await image.getAttribute('src')) ?? '', BASE_URL).pathname).toBe(new URL(url, BASE_URL).pathname);
        // Loaded and decoded (decode() waits for the file and fails on a broken one): the new logo, 240 px wide.
        expect(await image.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBe(240);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'saves an amount typed the French way in minor units, and shows it the French way again',
    async () => {
      const coupons = A.resources.coupons;
      const code = `E2E${letters.toUpperCase()}`.slice(0, 32);
      const amountLabel = new RegExp(`^${escape(fill(coupons.fields.amount_off, { currency: 'EUR' }))}`);

      await openMenu(nameOf(coupons.name, true), /^\/admin\/coupons$/);
      await page.getByRole('link', { name: A.ra.action.create, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/coupons/create');
      await page.getByRole('textbox', { name: new RegExp(`^${escape(coupons.fields.code)}`) }).fill(code);
      await page.getByRole('combobox', { name: new RegExp(`^${escape(coupons.fields.kind)}`) }).click();
      await page.getByRole('option', { name: coupons.kinds.fixed, exact: true }).click();
      await page.getByRole('textbox', { name: new RegExp(`^${escape(coupons.fields.currency)}`) }).fill('EUR');
      await page.getByRole('textbox', { name: amountLabel }).fill('12,50');
      const created = await expectAnswer<{ id: string; amount_off_minor: number; currency: string }>(
        await answerTo(page, 'POST', /^\/api\/admin-panel\/coupons$/, () => page.getByRole('button', { name: A.ra.action.save, exact: true }).click()),
        201,
      );
      expect(created).toMatchObject({ amount_off_minor: 1250, currency: 'EUR' });

      // The list shows the amount in euros, the French way; the coupon's page is titled with its code.
      await page.waitForURL((url) => url.pathname === '/admin/coupons');
      await search(coupons.fields.q, code);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
      await row.getByText(/^12,50\s€$/).waitFor();
      await row.getByRole('cell', { name: code, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin/coupons/${created.id}`);
      await page.getByRole('heading', { name: fill(coupons.page.edit, { recordRepresentation: code }), exact: true }).waitFor();
      const amount = page.getByRole('textbox', { name: amountLabel });
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="amount_off_minor"]')?.value === '12,50');
      expect(await amount.inputValue()).toBe('12,50');
      expect(await amount.getAttribute('inputmode')).toBe('decimal');
    },
    STEP_TIMEOUT,
  );
});

/**
 * A new consultant whose complete profile is submitted for review (docs/api-consultant.md), through the
 * API as the consultant area would do it: sign-up with the e-mailed code, every required section with
 * its files, weekly timings, then `profile/submit`. Reference values come from the API.
 */
async function submittedConsultant(): Promise<{ profileId: string; familyName: string; displayName: string }> {
  const familyName = `Revue${letters}`.slice(0, 40);
  const profileId = await submitConsultantProfile({
    email: `e2e-review-${stamp}@example.org`,
    password: 'E2e-review-2026',
    person: { title: 'Dr', given_name: 'Solène', family_name: familyName, date_of_birth: '1981-04-12', contact_number: '06 12 34 56 78', years_of_experience: 9 },
    address: { city: 'Nantes', house_number: '3', street_1: 'Quai de la Fosse', postal_code: '44000' },
    bio: { fr: 'Sophrologue à Nantes : sommeil, stress et confiance en soi.', en: 'Sophrologist in Nantes: sleep, stress and self-confidence.' },
    fee: 5500,
    portrait: [60, 130, 110],
    degree: { degree_name: 'Diplôme de sophrologie', school_name: 'Institut de Nantes', graduation_year: '2011' },
    weekday: 2,
    headers: OWN_ADDRESS,
  });
  return { profileId, familyName, displayName: `Solène ${familyName}` };
}

/**
 * A confirmed booking of the demo client with the demo consultant awaiting a direct payment (the demo
 * client has had sessions with this consultant, so no first consultation is free), through the client
 * API as the booking page would make it.
 */
async function pendingBooking(): Promise<{ id: string; token: string; consultantName: string }> {
  const client = await apiCall<SignedIn>('POST', 'client/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD }, undefined, OWN_ADDRESS);
  const consultant = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD }, undefined, OWN_ADDRESS);
  const profile = await apiCall<ProfileAnswer>('GET', 'consultant/profile', undefined, consultant.jwt, OWN_ADDRESS);
  const consultantId = profile.data.profile.documentId;
  const slots = await apiCall<SlotsAnswer>('GET', `client/consultants/${consultantId}/slots`);
  const slot = slots.data[slots.data.length - 1];
  expect(slot, 'the demo consultant has a free slot').toBeDefined();
  const booked = await apiCall<BookingAnswer & { data: { id: string; status: string; payment_status: string; consultant: { display_name: string } } }>(
    'POST',
    'client/bookings',
    { consultantId, start: slot.start },
    client.jwt,
    { ...OWN_ADDRESS, 'Idempotency-Key': `e2e-back-office-${stamp}` },
  );
  expect(booked.data).toMatchObject({ status: 'confirmed', payment_status: 'pending' });
  return { id: booked.data.id, token: booked.data.token, consultantName: booked.data.consultant.display_name };
}
