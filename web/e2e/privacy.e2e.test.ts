/**
 * Privacy of personal and health data as people and admins use it (docs/privacy.md "Screens"), in the
 * French interface with the English pages checked too:
 *
 * 1. a new client opens "My data", downloads its export (the download is a ZIP holding README.txt),
 *    withdraws its consent to the processing of health data and gives it back (each change a line of the
 *    history), asks to delete its account with its password, opens the e-mailed link, confirms, is
 *    signed out and can no longer sign in;
 * 2. an admin sees the data requests (the erasure among them), exports them as a CSV file, downloads a
 *    client's ZIP from the client's page and reads the client's consent history there;
 * 3. the new screens (My data with the deletion dialog open and after it, the e-mailed link's page, the
 *    data requests) have no serious or critical axe violation and no sideways scroll at 375 px, in French
 *    and in English.
 *
 * Expected texts come from the translation files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import raFrench from 'ra-language-french';
import { fr as adminFr } from '../../admin-ui/src/i18n/fr';
import { en as adminEn } from '../../admin-ui/src/i18n/en';
import { API_KEY, BASE_URL, DEMO_PASSWORD, apiCall, launchBrowser, seriousViolations, signIn, signUpByApi, translations, waitForMail, ownAddress } from './support';
import { clock } from '../src/lib/clock';

/** Each step waits on a real server and e-mails: more than the default 60 s. */
const STEP_TIMEOUT = 180_000;

const fr = translations.fr;
const en = translations.en;
/** A client address of this file's own (`X-Forwarded-For`), clear of the other files' per-address limits. */
const OWN_ADDRESS = ownAddress(import.meta.url);
const PASSWORD = 'Privacy-2026-test';
const stamp = clock.ms();
/** The client who deletes its account, and the one whose data the admin exports. */
const leaving = `depart-${stamp}@example.org`;
const staying = `reste-${stamp}@example.org`;

/** The person fields of a French client (registration accepts the terms and the privacy policy). */
const person = (given: string) => ({
  title: 'Ms',
  gender: 'female',
  given_name: given,
  family_name: `Privacy${stamp.toString(36)}`,
  date_of_birth: '1990-05-06',
  preferred_contact_type: 'email',
  isd_code: '+33',
  contact_number: '06 12 34 56 78',
  time_zone: 'Europe/Paris',
  correspondence_language: 'fr',
  languages_spoken: ['fr'],
  country_of_residence: 'FR',
  nationality: 'french-fr',
});

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await signUpByApi('client', leaving, PASSWORD, person('Léa'), OWN_ADDRESS);
  await signUpByApi('client', staying, PASSWORD, person('Inès'), OWN_ADDRESS);
}, STEP_TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

/** A context accepting downloads, at `width` px. */
async function open(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL, acceptDownloads: true });
  context.setDefaultTimeout(30_000);
  return { context, page: await context.newPage() };
}

/** The bytes of a download. */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether a download is a ZIP archive naming README.txt among its files (names are stored as they are). */
function isZipWithReadme(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && bytes.includes(Buffer.from('README.txt'));
}

/** The serious or critical axe violations, and a sideways scroll at 375 px, of the page as it is. */
async function problemsAt375(page: Page, where: string): Promise<string[]> {
  const problems = (await seriousViolations(page)).map((violation) => `${where}: ${violation}`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  const fits = await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!fits) problems.push(`${where}: scrolls sideways at 375 px`);
  problems.push(...(await seriousViolations(page)).map((violation) => `${where} at 375 px: ${violation}`));
  if (size) await page.setViewportSize(size);
  return problems;
}

describe('a client’s own data', () => {
  it(
    'downloads its export, withdraws and gives back its health-data consent, deletes its account by the e-mailed link and can no longer sign in',
    async () => {
      const { context, page } = await open();
      try {
        await signIn(page, 'client', leaving, PASSWORD);
        await page.goto('/client/my-data');
        await page.getByRole('heading', { level: 1, name: fr.account.privacy.title }).waitFor();
        expect(await page.title()).toContain(fr.titles.client.myData);

        // The export: a ZIP named by the server, with its README.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: fr.account.privacy.export.action, exact: true }).click()]);
        expect(download.suggestedFilename()).toMatch(/\.zip$/);
        expect(isZipWithReadme(await bytesOf(download))).toBe(true);

        // The health-data consent: given (if registration did not), withdrawn once confirmed, given back.
        const consents = page.getByTestId('consents-section');
        const health = consents.getByRole('switch', { name: fr.account.privacy.consents.health.label });
        await health.waitFor();
        const firstAction = () => consents.getByTestId('consent-row').first().getByTestId('consent-action');
        const setConsent = async (given: boolean) => {
          await health.click();
          const dialog = page.getByRole('dialog', { name: given ? fr.account.privacy.consents.health.giveTitle : fr.account.privacy.consents.health.withdrawTitle });
          await dialog.getByRole('button', { name: given ? fr.account.privacy.consents.health.give : fr.account.privacy.consents.health.withdraw, exact: true }).click();
          await expect.poll(() => health.isChecked()).toBe(given);
          await expect.poll(() => firstAction().textContent()).toBe(given ? fr.account.privacy.consents.actions.given : fr.account.privacy.consents.actions.withdrawn);
        };
        if (!(await health.isChecked())) await setConsent(true);
        await setConsent(false);
        await expect.poll(() => consents.getByTestId('consent-row').first().getByTestId('consent-kind').textContent()).toBe(fr.account.privacy.consents.kinds.health_data);
        await setConsent(true);

        // The deletion: the password, then the e-mailed link.
        const started = clock.ms();
        await page.getByRole('button', { name: fr.account.privacy.erasure.action, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: fr.account.privacy.erasure.dialogTitle });
        await dialog.getByLabel(new RegExp(`^${fr.account.privacy.erasure.password}`)).fill(PASSWORD);
        await dialog.getByRole('button', { name: fr.account.privacy.erasure.submit, exact: true }).click();
        await page.getByTestId('erasure-sent').getByText(fr.account.privacy.erasure.sentTitle).waitFor();

        const mail = await waitForMail(leaving, started);
        const link = /https?:\/\/[^\s"<>]+\/public\/client\/account\/erasure\?token=[^\s"<>]+/.exec(`${mail.text} ${mail.html}`)?.[0].replace(/&amp;/g, '&');
        expect(link, `no erasure link in "${mail.subject}"`).toBeTruthy();
        const target = new URL(link!);
        await page.goto(`${target.pathname}${target.search}`);
        await page.getByRole('heading', { level: 1, name: fr.account.privacy.confirm.title }).waitFor();
        expect(await page.title()).toContain(fr.titles.erasureConfirm);
        await page.getByRole('button', { name: fr.account.privacy.confirm.action, exact: true }).click();
        await page.getByTestId('erasure-done').getByText(fr.account.privacy.confirm.done).waitFor();

        // Signed out on this device, and the account is gone.
        const session = await page.evaluate(() => JSON.parse(localStorage.getItem('clientSession') ?? '{}') as { Token?: string; status?: boolean });
        expect(Boolean(session.Token) && session.status === true).toBe(false);
        await page.goto('/client/my-data');
        await page.waitForURL((url) => url.pathname === '/public/client/sign-in');
        await page.getByLabel(new RegExp(`^${fr.auth.signIn.email}`)).fill(leaving);
        await page.getByLabel(new RegExp(`^${fr.auth.signIn.password}`)).fill(PASSWORD);
        await page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();
        await page.getByTestId('sign-in-error').waitFor();
        expect(new URL(page.url()).pathname).toBe('/public/client/sign-in');
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});

describe('the back office’s side', () => {
  it(
    'lists the data requests and exports them as CSV, downloads a client’s ZIP and reads its consent history',
    async () => {
      const { context, page } = await open();
      try {
        await signIn(page, 'admin', 'admin@demo.local', DEMO_PASSWORD);
        const A = { ...adminFr, ra: { ...raFrench.ra, ...adminFr.ra } };
        const dataRequests = A.resources['data-requests'];

        // The erasure of the first test is among the requests.
        await page.goto(`/admin/data-requests?filter=${encodeURIComponent(JSON.stringify({ kind: 'erasure' }))}`);
        await page.getByRole('columnheader', { name: dataRequests.fields.subject_label }).waitFor();
        await page.getByRole('cell', { name: dataRequests.kinds.erasure }).first().waitFor();
        const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: A.ra.action.export, exact: true }).click()]);
        const csv = (await bytesOf(csvDownload)).toString('utf8');
        expect(csv.startsWith('\uFEFF')).toBe(true);
        const header = csv
          .replace(/^\uFEFF/, '')
          .split('\r\n')[0]
          .split(';');
        expect(header).toEqual(expect.arrayContaining([dataRequests.fields.kind, dataRequests.fields.status, dataRequests.fields.subject_label]));
        expect(csv).toContain(dataRequests.kinds.erasure);

        // The staying client's page: its ZIP, and its consents from the registration.
        const login = await apiCall<{ jwt: string }>('POST', 'admin-panel/auth/login', { email: 'admin@demo.local', password: DEMO_PASSWORD });
        const found = await fetch(`${BASE_URL}/api/admin-panel/clients?filter=${encodeURIComponent(JSON.stringify({ q: staying }))}`, {
          headers: { 'x-api-key': API_KEY, Authorization: `Bearer ${login.jwt}`, Accept: 'application/json' },
        });
        const [client] = (await found.json()) as { id: string }[];
        expect(client).toBeTruthy();
        await page.goto(`/admin/clients/${client.id}/show`);
        const consents = page.getByRole('region', { name: A.app.privacy.consents.title });
        await consents.getByTestId('consent-row').first().waitFor();
        expect(
          await consents.getByTestId('consent-row').filter({ hasText: A.app.privacy.consents.kinds.terms }).filter({ hasText: A.app.privacy.consents.sources.registration }).count(),
        ).toBeGreaterThan(0);
        const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: A.app.privacy.export, exact: true }).click()]);
        expect(zip.suggestedFilename()).toMatch(/\.zip$/);
        expect(isZipWithReadme(await bytesOf(zip))).toBe(true);

        // The admin's export is a data request too.
        await page.goto(`/admin/data-requests?filter=${encodeURIComponent(JSON.stringify({ kind: 'export', q: staying }))}`);
        await page.getByRole('cell', { name: dataRequests.requesters.admin }).first().waitFor();
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});

describe.each(['fr', 'en'] as const)('the new screens in %s', (language) => {
  const T = language === 'fr' ? fr : en;
  const A = language === 'fr' ? adminFr : adminEn;

  it(
    'have no serious accessibility violation and no sideways scroll at 375 px',
    async () => {
      const { context, page } = await open(1366);
      try {
        const problems: string[] = [];
        /** The sign-in helper speaks French: the language is chosen once signed in. */
        const choose = (chosen: 'fr' | 'en') => page.evaluate((value) => localStorage.setItem('selectedLanguage', value), chosen);
        await signIn(page, 'client', staying, PASSWORD);
        await choose(language);
        await page.goto('/client/my-data');
        await page.getByTestId('consent-row').first().waitFor();
        problems.push(...(await problemsAt375(page, `/client/my-data (${language})`)));

        await page.getByRole('button', { name: T.account.privacy.erasure.action, exact: true }).click();
        await page.getByRole('dialog', { name: T.account.privacy.erasure.dialogTitle }).waitFor();
        problems.push(...(await problemsAt375(page, `/client/my-data, deletion dialog (${language})`)));
        await page.keyboard.press('Escape');

        await page.goto('/public/client/account/erasure?token=a-token-from-an-e-mail-0123456789');
        await page.getByRole('heading', { level: 1, name: T.account.privacy.confirm.title }).waitFor();
        expect(await page.title()).toContain(T.titles.erasureConfirm);
        problems.push(...(await problemsAt375(page, `erasure link page (${language})`)));

        await choose('fr');
        await signIn(page, 'admin', 'admin@demo.local', DEMO_PASSWORD);
        await choose(language);
        await page.goto('/admin/data-requests');
        await page.getByRole('columnheader', { name: A.resources['data-requests'].fields.createdAt }).waitFor();
        problems.push(...(await problemsAt375(page, `/admin/data-requests (${language})`)));
        expect(problems, problems.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT,
  );
});
