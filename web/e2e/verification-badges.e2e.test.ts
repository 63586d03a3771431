/**
 * Verification badges in the browser (docs/api-consultant.md "Verification badges"): a consultant's
 * complete profile with a degree and a certificate is submitted (through the API, as the consultant
 * area would do it); the demo admin, in the back office (French), approves it ticking in the checklist
 * the identity and the degree only; a visitor then sees on the expert's page exactly those two badges,
 * with the month of the check, in French and in English, and opens the explanation page `/verification`
 * from the badges' link (its own title in each language); on a 375 px phone the page and the expert's
 * card stay within the screen.
 *
 * Expected texts come from the translation files; the API is used only to set up the consultant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { BASE_URL, DEMO_PASSWORD, api, launchBrowser, signIn, translations, type ApiList, submitConsultantProfile, until } from './support';
import { clock } from '../src/lib/clock';

/** Each step waits on real servers and e-mails: more than the default 60 s. */
const STEP_TIMEOUT = 180_000;

const A = adminFr.resources.consultants;
const web = translations;
/** `text` with polyglot's `%{key}` replaced. */
const fill = (text: string, values: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** `text` with i18next's `{{key}}` replaced. */
const interpolate = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const stamp = `${clock.ms().toString(36)}${process.pid.toString(36)}`;
/** Letters only (a name's marker): digits become letters. */
const letters = stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
/** A client address of this file's own (`X-Forwarded-For`, one trusted proxy hop in the e2e set-up). */
const OWN_ADDRESS = { 'X-Forwarded-For': `198.51.100.${1 + (clock.ms() % 250)}` };

const DEGREE = { degree_name: 'Diplôme de sophrologie', school_name: 'Institut de Nantes', graduation_year: '2011' };
const CERTIFICATE = { name: 'Certificat de relaxation', school: 'Académie Ouest', year: '2015', number: 'CERT-7788' };
const degreeLabel = `${DEGREE.degree_name}, ${DEGREE.school_name}, ${DEGREE.graduation_year}`;
const certificateLabel = `${CERTIFICATE.name}, ${CERTIFICATE.school}, ${CERTIFICATE.year}`;

let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let consultant: { profileId: string; familyName: string; displayName: string };

beforeAll(async () => {
  browser = await launchBrowser();
  consultant = await submittedConsultant();
  adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: BASE_URL });
  adminContext.setDefaultTimeout(30_000);
  admin = await adminContext.newPage();
  await signIn(admin, 'admin', 'admin@demo.local', DEMO_PASSWORD);
  await admin.evaluate(() => localStorage.setItem('selectedLanguage', 'fr'));
}, STEP_TIMEOUT);

afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
});

/** A fresh visitor of the public site whose interface is in `language`, on a screen `width` px wide. */
async function visitor(language: 'fr' | 'en', width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  context.setDefaultTimeout(30_000);
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('selectedLanguage')) localStorage.setItem('selectedLanguage', chosen);
  }, language);
  return { context, page: await context.newPage() };
}

/** The month and year of now as a badge shows it (`nov. 2026`, `Nov 2026`). */
const monthNow = (language: 'fr' | 'en') => new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(clock.now());

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('verification badges', () => {
  it(
    'the admin approves with the checklist, ticking the identity and the degree only',
    async () => {
      await admin.goto(`/admin/consultants/${consultant.profileId}/show`);
      await admin.getByRole('button', { name: A.actions.approve, exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: fill(A.approve.title, { name: consultant.displayName }) });
      const checklist = dialog.getByRole('group', { name: A.approve.checklist });
      // Exactly what the consultant provided, degree and certificate by name, school and year.
      const boxes = checklist.getByRole('checkbox');
      await boxes.first().waitFor();
      const names = await checklist.locator('label').allInnerTexts();
      expect(names.map((name) => name.trim())).toEqual([
        A.approve.items.identity,
        fill(A.approve.items.degree, { label: degreeLabel }),
        fill(A.approve.items.certificate, { label: certificateLabel }),
        A.approve.items.criminal_record,
        A.approve.items.contract,
      ]);
      for (const box of await boxes.all()) expect(await box.isChecked()).toBe(false);
      await checklist.getByRole('checkbox', { name: A.approve.items.identity, exact: true }).check();
      await checklist.getByRole('checkbox', { name: fill(A.approve.items.degree, { label: degreeLabel }), exact: true }).check();

      const [response] = await Promise.all([
        admin.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin-panel/consultants/${consultant.profileId}/approve`),
        dialog.getByRole('button', { name: A.actions.approve, exact: true }).click(),
      ]);
      expect(response.status(), await response.text()).toBe(200);
      expect(response.request().postDataJSON()).toEqual({ verified: [{ kind: 'identity' }, { kind: 'degree', item: expect.any(String) }] });
      await admin.getByText(fill(A.notifications.approved, { name: consultant.displayName }), { exact: true }).waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'the expert page shows exactly those badges with the month of the check, in French and in English, and opens the explanation page',
    async () => {
      await until(async () => (await api<ApiList<{ id: string }>>(`consultants?search=${encodeURIComponent(consultant.familyName)}`)).data.some((card) => card.id === consultant.profileId));
      for (const language of ['fr', 'en'] as const) {
        const t = web[language].verification;
        const { context, page } = await visitor(language);
        try {
          await page.goto(`/our-experts/details/${consultant.profileId}`);
          const badges = page.getByRole('list', { name: t.badges.listLabel }).first();
          await badges.waitFor();
          const texts = (await badges.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
          expect(texts).toEqual([
            interpolate(t.badges.withDate, { badge: t.badges.identity, month: monthNow(language) }),
            interpolate(t.badges.withDate, { badge: interpolate(t.badges.degree, { label: degreeLabel }), month: monthNow(language) }),
          ]);
          // Nothing for what was not ticked, nothing private.
          const main = await page.locator('main').innerText();
          for (const absent of [CERTIFICATE.name, CERTIFICATE.number, t.badges.criminal_record, t.badges.contract, 'admin@demo.local', 'NA1234567']) expect(main).not.toContain(absent);

          await page.getByRole('link', { name: t.badges.learnMore, exact: true }).click();
          await page.waitForURL((url) => url.pathname === '/verification');
          await page.getByRole('heading', { name: t.page.limitsTitle }).waitFor();
          await page.waitForFunction((title) => document.title.startsWith(title), web[language].titles.verification);
        } finally {
          await context.close();
        }
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'on a 375 px phone the expert’s card, its page and the explanation page stay within the screen',
    async () => {
      const t = web.fr.verification;
      const { context, page } = await visitor('fr', 375);
      try {
        await page.goto('/our-experts');
        await page.getByTestId('expert-search-input').fill(consultant.familyName);
        const card = page.locator(`[data-testid="expert-card"][data-expert-id="${consultant.profileId}"]`);
        const summary = card.getByRole('list', { name: t.badges.listLabel });
        await summary.waitFor();
        expect((await summary.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual([t.badges.short.identity, t.badges.short.degree_one]);
        expect(await scrollsSideways(page)).toBe(false);
        await card.getByRole('link', { name: t.badges.learnMore, exact: true }).waitFor();

        await page.goto(`/our-experts/details/${consultant.profileId}`);
        await page.getByTestId('verification-badge').first().waitFor();
        expect(await scrollsSideways(page)).toBe(false);
        await page.goto('/verification');
        await page.getByTestId('verification-page').waitFor();
        expect(await scrollsSideways(page)).toBe(false);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});

/**
 * A new consultant whose complete profile, with one degree and one certificate, is submitted for review
 * (docs/api-consultant.md), through the API as the consultant area would do it.
 */
async function submittedConsultant(): Promise<{ profileId: string; familyName: string; displayName: string }> {
  const familyName = `Verif${letters}`.slice(0, 40);
  const profileId = await submitConsultantProfile({
    email: `e2e-verified-${stamp}@example.org`,
    password: 'E2e-verified-2026',
    person: { title: 'Ms', given_name: 'Maëlle', family_name: familyName, date_of_birth: '1983-06-21', contact_number: '06 12 34 56 79', years_of_experience: 7 },
    address: { city: 'Rennes', house_number: '8', street_1: 'Rue de Saint-Malo', postal_code: '35000' },
    bio: { fr: 'Sophrologue à Rennes : sommeil et gestion du stress.', en: 'Sophrologist in Rennes: sleep and stress management.' },
    fee: 5000,
    portrait: [90, 120, 150],
    degree: DEGREE,
    certificate: CERTIFICATE,
    weekday: 3,
    headers: OWN_ADDRESS,
  });
  return { profileId, familyName, displayName: `Maëlle ${familyName}` };
}
