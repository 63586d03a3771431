/**
 * Consultant onboarding in the browser (spec §2 consultant routes, §3 consultant extras and
 * shifts, §4 incomplete → submitted → approved; docs/api-consultant.md): a NEW consultant signs up
 * with the e-mailed code (read from the SMTP catcher, `E2E_MAIL_URL`), fills every section of the
 * profile through the interface — files included (a small PNG and a small PDF made here; a PDF named
 * `.png` is refused by content) — sets weekly timings and a day off, submits; an admin (demo account,
 * `POST /api/admin-panel/auth/login`) approves the profile through the API, and the consultant then
 * appears in `/our-experts`. Last, an approved consultant changing a sensitive section is warned that
 * the profile goes back to review, and it leaves the search.
 *
 * Reference values (country, language, nationality, specialization) are read from the API, so any seed
 * works. The steps share one browser page and run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { API_KEY, BASE_URL, api, launchBrowser, newPage, translations, type ApiList, DEMO_PASSWORD, PDF, pngImage, waitForMail, codeOf, seriousViolations, runStamp } from './support';
import { clock } from '../src/lib/clock';

/** A long flow: each step gets more than the default 60 s. */
const STEP_TIMEOUT = 150_000;

const fr = translations.fr;
const c = fr.consultant;

/** A small valid PNG (decodable: the profile photo is re-encoded by the server). */
const PNG = pngImage(16, 16, [40, 140, 90]);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label at the start of an accessible name (required fields end with " *"). */
const label = (text: string) => new RegExp(`^${escape(text)}`);

/**
 * Chooses an option in the MUI Autocomplete whose accessible name starts with `name`: types `typed`,
 * then clicks the option named `option` (exactly, or matching a RegExp).
 */
async function pick(page: Page, name: string, typed: string, option: string | RegExp = typed) {
  const input = page.getByRole('combobox', { name: label(name) });
  await input.click();
  await input.fill(typed);
  await page
    .getByRole('listbox')
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
}

/** Clicks `button` and returns the answer of the API call `method path` it makes. */
async function submitAndWait(page: Page, method: string, path: string, click: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path, { timeout: 30_000 }), click()]);
  return response;
}

/** The JSON body of an API answer, failing the test with it when the status is not `expected`. */
async function expectStatus(response: Response, expected: number) {
  const body = await response.text();
  expect(response.status(), `${response.request().method()} ${response.url()} → ${body}`).toBe(expected);
  return body ? (JSON.parse(body) as { data: unknown; meta?: { review_required?: boolean } }) : null;
}

const save = (page: Page, method: string, path: string, name = c.save) => submitAndWait(page, method, path, () => page.getByRole('button', { name, exact: true }).click());

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = runStamp(import.meta.url);
const email = `e2e-consultant-${stamp}@example.org`;
const givenName = 'Oriane';
/** A name no seeded expert has, to find this one in the search. */
const familyName = `Onboard${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`.slice(0, 40);
const password = 'E2e-consultant-2026';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('consultant onboarding', () => {
  it(
    'a new consultant signs up with the e-mailed code and lands on an incomplete dashboard',
    async () => {
      const [countries, languages, nationalities] = await Promise.all([
        api<ApiList<{ code: string; name: string; isd_code: string }>>('countries?page=1&pageSize=1000'),
        api<ApiList<{ code: string; name: string }>>('languages?page=1&pageSize=1000'),
        api<ApiList<{ slug: string; name: string; country_code: string }>>('nationalities?page=1&pageSize=1000'),
      ]);
      const france = countries.data.find((country) => country.code === 'FR') ?? countries.data[0];
      const french = languages.data.find((language) => language.code === 'fr') ?? languages.data[0];
      const nationality = nationalities.data.find((n) => n.country_code === france.code) ?? nationalities.data[0];

      await page.goto('/public/consultant/sign-up');
      const started = clock.ms();
      await page.getByLabel(label(fr.auth.signUp.email.label)).fill(email);
      await page.getByRole('button', { name: fr.auth.signUp.email.send, exact: true }).click();
      await page.getByTestId('otp-message').waitFor();
      const mail = await waitForMail(email, started);
      await page.getByLabel(label(fr.auth.signUp.email.code)).fill(codeOf(mail));
      await page.getByRole('button', { name: fr.auth.signUp.email.verify, exact: true }).click();

      const person = page.getByTestId('person-step');
      await person.waitFor();
      await page.getByLabel(label(fr.auth.fields.title)).selectOption('Dr');
      await page.getByLabel(label(fr.auth.fields.gender)).selectOption('female');
      await page.getByLabel(label(fr.auth.fields.given_name)).fill(givenName);
      await page.getByLabel(label(fr.auth.fields.family_name)).fill(familyName);
      await page.getByLabel(label(fr.auth.fields.date_of_birth)).fill('1984-03-09');
      await page.getByLabel(label(fr.auth.fields.preferred_contact_type)).selectOption('email');
      await pick(page, fr.auth.fields.country_of_residence, france.name);
      await page.getByLabel(label(fr.auth.fields.contact_number)).fill('612345678');
      await pick(page, fr.auth.fields.languages_spoken, french.name);
      await pick(page, fr.auth.fields.nationality, nationality.name);
      await page.getByLabel(label(fr.auth.fields.profession)).fill('Naturopathe');
      await page.getByLabel(label(fr.auth.fields.years_of_experience)).fill('12');
      await pick(page, fr.auth.fields.country_of_birth, france.name);
      await person.getByRole('button', { name: fr.auth.signUp.next, exact: true }).click();

      await page.getByTestId('password-step').waitFor();
      await page.getByLabel(label(fr.auth.signUp.password.password)).fill(password);
      await page.getByLabel(label(fr.auth.signUp.password.confirmation)).fill(password);
      await page.locator('#sign-up-acceptTerms').check();
      await page.locator('#sign-up-acceptPrivacy').check();
      await page.getByRole('button', { name: fr.auth.signUp.submit, exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/consultant/dashboard');
      await page.getByTestId('dashboard-welcome').waitFor();
      expect(await page.getByTestId('dashboard-approval').innerText()).toBe(fr.account.approval.incomplete);
      // Basic details come from the sign-up; the other required sections are listed with their forms.
      const missing = page.getByTestId('missing-sections');
      await missing.waitFor();
      for (const key of ['address', 'education', 'bank', 'detail', 'documents', 'timings']) {
        await expect(missing.getByTestId(`section-${key}`).getAttribute('href')).resolves.toMatch(/^\/consultant\//);
      }
      expect(await page.getByTestId('submit-profile').count()).toBe(0);

      // The side menu of spec §2.
      const menu = page.getByTestId('area-menu');
      for (const text of [c.menu.editAccount, c.menu.viewProfile, c.menu.timings, c.menu.myBooking, c.menu.addComplaint, c.menu.complaintsByMe, c.menu.complaintsAgainst]) {
        await menu.getByRole('link', { name: text, exact: true }).waitFor();
      }
      await menu.getByRole('link', { name: c.menu.myBooking, exact: true }).click();
      await page.getByTestId('bookings-empty').getByText(fr.bookings.list.noUpcoming).waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'fills every section of the profile, files included',
    async () => {
      const [specializations, languages] = await Promise.all([
        api<ApiList<{ slug: string; name: string }>>('specializations?page=1&pageSize=1000'),
        api<ApiList<{ code: string; name: string }>>('languages?page=1&pageSize=1000'),
      ]);
      const specialization = specializations.data[0];
      const french = languages.data.find((language) => language.code === 'fr') ?? languages.data[0];
      const english = languages.data.find((language) => language.code === 'en') ?? languages.data.find((language) => language.code !== 'fr')!;

      // Edit account: every section with its tick.
      await page.getByTestId('area-menu').getByRole('link', { name: c.menu.editAccount, exact: true }).click();
      await page.getByTestId('edit-account').waitFor();
      expect(await page.getByTestId('section-basic').getAttribute('data-complete')).toBe('true');
      expect(await page.getByTestId('section-address').getAttribute('data-complete')).toBe('false');

      // Basic profile: the sign-up's values, saved again with a change.
      await page.getByTestId('section-basic').click();
      await page.getByTestId('basic-profile-form').waitFor();
      expect(await page.getByLabel(label(fr.auth.fields.family_name)).inputValue()).toBe(familyName);
      expect(await page.getByLabel(label(fr.auth.fields.contact_number)).inputValue()).toBe('612345678');
      await page.getByLabel(label(fr.auth.fields.profession)).fill('Naturopathe et sophrologue');
      await expectStatus(await save(page, 'PUT', '/api/consultant/profile/basic'), 200);

      // Address.
      await page.goto('/consultant/edit-account/address-detail');
      await page.getByTestId('address-form').waitFor();
      await page.getByLabel(label(c.fields.city)).fill('Lyon');
      await page.getByLabel(label(c.fields.house_number)).fill('12');
      await page.getByLabel(label(c.fields.street_1)).fill('rue de la République');
      await page.getByLabel(label(c.fields.postal_code)).fill('69002');
      const address = await expectStatus(await save(page, 'PUT', '/api/consultant/profile/address'), 200);
      expect(address?.data).toMatchObject({ country: 'FR', city: 'Lyon', postal_code: '69002' });

      // Education: a PDF named .png is refused by its content (415), then a real PNG is accepted.
      await page.goto('/consultant/edit-account/education-detail');
      await page.getByTestId('degrees-empty').waitFor();
      await page.getByTestId('add-degree').click();
      await page.getByLabel(label(c.fields.degree_name)).fill('Diplôme de naturopathie');
      await page.getByLabel(label(c.fields.school_name)).fill('Institut de Lyon');
      await page.getByLabel(label(c.fields.graduation_year)).fill('2012');
      await page.getByTestId('degree-file').setInputFiles({ name: 'diplome.png', mimeType: 'image/png', buffer: PDF });
      const refused = await submitAndWait(page, 'POST', '/api/consultant/education', () => page.getByRole('button', { name: c.education.add, exact: true }).click());
      expect(refused.status()).toBe(415);
      await page.getByTestId('degree-form').getByRole('alert').waitFor();
      await page.getByTestId('degree-file').setInputFiles(png('diplome.png'));
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/education', () => page.getByRole('button', { name: c.education.add, exact: true }).click()), 201);
      await page.getByTestId('degree-item').getByText('Diplôme de naturopathie', { exact: true }).waitFor();

      // Certificates (optional): one, with a PDF.
      await page.goto('/consultant/edit-account/all-certificate');
      await page.getByTestId('certificates-empty').waitFor();
      await page.getByTestId('add-certificate').click();
      await page.waitForURL((url) => url.pathname === '/consultant/edit-account/add-certificate');
      await page.getByLabel(label(c.fields.certificate_name)).fill('Sophrologie');
      await page.getByLabel(label(c.fields.certificate_school)).fill('École de sophrologie');
      await page.getByLabel(label(c.fields.certificate_year)).fill('2018');
      await page.getByLabel(label(c.fields.certificate_number)).fill('SO-2018-42');
      await page.getByTestId('certificate-file').setInputFiles(pdf('certificat.pdf'));
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/certificates', () => page.getByRole('button', { name: c.certificates.add, exact: true }).click()), 201);
      await page.waitForURL((url) => url.pathname === '/consultant/edit-account/certificate-detail');
      await page.getByTestId('certificate-item').getByText('Sophrologie', { exact: true }).waitFor();

      // Bank details and statement.
      await page.goto('/consultant/edit-account/bank-detail');
      await page.getByTestId('bank-form').waitFor();
      await page.getByLabel(label(c.fields.bank_name)).fill('Banque de Lyon');
      await page.getByLabel(label(c.fields.swift_bic)).fill('BNPAFRPPXXX');
      await page.getByLabel(label(c.fields.account_holder_name)).fill(`${givenName} ${familyName}`);
      await page.getByLabel(label(c.fields.iban)).fill('FR76 3000 6000 0112 3456 7890 189');
      await pick(page, c.fields.account_currency, 'EUR', /^EUR ·/);
      await pick(page, c.fields.payment_currency, 'EUR', /^EUR ·/);
      await page.getByLabel(label(c.fields.tax_number)).fill('0');
      const bank = await expectStatus(await save(page, 'PUT', '/api/consultant/profile/bank'), 200);
      expect(bank?.data).toMatchObject({ iban: 'FR7630006000011234567890189', account_currency: 'EUR' });
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/documents/bank-statement', () => page.getByTestId('doc-bank-statement-input').setInputFiles(pdf('rib.pdf'))), 201);
      await page.getByTestId('doc-bank-statement-current').waitFor();

      // Professional profile: photo (with preview), bios, practice, fee in major units.
      await page.goto('/consultant/edit-account/profile-detail');
      await page.getByTestId('detail-form').waitFor();
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/documents/photo', () => page.getByTestId('photo-input').setInputFiles(png('portrait.png'))), 201);
      await page.getByTestId('photo-upload').getByTestId('photo-preview').waitFor();
      await page.getByLabel(label(c.fields.bio_fr)).fill('Naturopathe à Lyon, j’accompagne le sommeil et le stress.');
      await page.getByLabel(label(c.fields.bio_en)).fill('Naturopath in Lyon, helping with sleep and stress.');
      await page.getByLabel(label(c.fields.background_fr)).fill('Diplômée en 2012.');
      await page.getByLabel(label(c.fields.intro_video_url)).fill('https://video.example.org/oriane');
      await pick(page, c.fields.specializations, specialization.name);
      // The languages spoken given at sign-up are already there (the API keeps one list); one more.
      await page
        .getByRole('combobox', { name: label(c.fields.languages) })
        .locator('xpath=..')
        .getByText(french.name, { exact: true })
        .waitFor();
      await pick(page, c.fields.languages, english.name);
      await page.getByLabel(label(c.fields.fee)).fill('45,50');
      await page.getByLabel(label(c.fields.session_duration)).fill('50');
      await page.getByLabel(c.fields.free_first_consultation).check();
      const detail = await expectStatus(await save(page, 'PUT', '/api/consultant/profile/detail'), 200);
      expect(detail?.data).toMatchObject({ fee: 4550, currency: 'EUR', session_duration: 50, free_first_consultation: true, specializations: [specialization.slug] });
      expect([...(detail?.data as { languages: string[] }).languages].sort()).toEqual([english.code, french.code].sort());

      // Documents: ID number, ID (PNG), criminal record and signed contract (PDF).
      await page.goto('/consultant/edit-account/document');
      await page.getByTestId('id-number-form').waitFor();
      await page.getByLabel(label(c.fields.id_number)).fill('12AB34567');
      await expectStatus(await save(page, 'PUT', '/api/consultant/documents'), 200);
      expect(await page.getByTestId('doc-contract-input').getAttribute('accept')).toBe('application/pdf,.pdf');
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/documents/id', () => page.getByTestId('doc-id-input').setInputFiles(png('identite.png'))), 201);
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/documents/criminal-record', () => page.getByTestId('doc-criminal-record-input').setInputFiles(pdf('casier.pdf'))), 201);
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/documents/contract', () => page.getByTestId('doc-contract-input').setInputFiles(pdf('contrat.pdf'))), 201);
      for (const kind of ['id', 'criminal-record', 'contract']) await page.getByTestId(`doc-${kind}-current`).waitFor();

      // A private file downloads through the API client (with the token).
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('doc-contract-current').getByTestId('private-file-link').click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    },
    STEP_TIMEOUT,
  );

  it(
    'sets the weekly timings and a day off, then submits the profile',
    async () => {
      await page.getByTestId('area-menu').getByRole('link', { name: c.menu.timings, exact: true }).click();
      await page.getByTestId('timings-form').waitFor();
      await pick(page, c.fields.time_zone, 'Europe/Paris');

      // Monday 09:00–12:00, and an overlapping window refused before anything is sent.
      await page.getByTestId('add-window-1').click();
      await page.getByLabel(c.timings.endOf.replace('{{n}}', '1').replace('{{day}}', c.weekdays['1'])).fill('12:00');
      await page.getByTestId('add-window-1').click();
      await page.getByLabel(c.timings.startOf.replace('{{n}}', '2').replace('{{day}}', c.weekdays['1'])).fill('11:00');
      await page.getByRole('button', { name: c.timings.save, exact: true }).click();
      await page.getByTestId('weekday-1').getByTestId('window-error').waitFor();
      // Moved to the afternoon: no overlap.
      await page.getByLabel(c.timings.startOf.replace('{{n}}', '2').replace('{{day}}', c.weekdays['1'])).fill('14:00');
      await page.getByLabel(c.timings.endOf.replace('{{n}}', '2').replace('{{day}}', c.weekdays['1'])).fill('17:30');
      // Thursday evening until midnight.
      await page.getByTestId('add-window-4').click();
      await page.getByLabel(c.timings.startOf.replace('{{n}}', '1').replace('{{day}}', c.weekdays['4'])).fill('20:00');
      await page.getByLabel(c.timings.endOf.replace('{{n}}', '1').replace('{{day}}', c.weekdays['4'])).fill('00:00');
      await page.getByTestId('add-exception').click();
      await page.getByLabel(c.timings.dateOf.replace('{{n}}', '1')).fill('2027-12-25');
      await page.getByLabel(c.timings.reasonOf.replace('{{n}}', '1')).fill('Noël');
      const timings = await expectStatus(await save(page, 'PUT', '/api/consultant/timings', c.timings.save), 200);
      expect(timings?.data).toMatchObject({
        time_zone: 'Europe/Paris',
        windows: [
          { weekday: 1, start: '09:00', end: '12:00', shift: 'morning' },
          { weekday: 1, start: '14:00', end: '17:30', shift: 'afternoon' },
          { weekday: 4, start: '20:00', end: '24:00', shift: 'evening' },
        ],
        exceptions: [{ date: '2027-12-25', reason: 'Noël' }],
      });

      // Dashboard: timings by shift, every required section complete.
      await page.getByTestId('area-menu').getByRole('link', { name: c.menu.dashboard, exact: true }).click();
      await page.getByTestId('shift-morning').getByText(`${c.weekdays['1']} · 09:00–12:00`).waitFor();
      await page.getByTestId('shift-evening').getByText(`${c.weekdays['4']} · 20:00–24:00`).waitFor();
      await page.getByTestId('all-sections-complete').waitFor();
      // The account page, where the sections are edited, offers the submission too.
      await page.getByTestId('area-menu').getByRole('link', { name: c.menu.editAccount, exact: true }).click();
      const submitHere = page.getByTestId('edit-account').getByRole('button', { name: c.dashboard.submit, exact: true });
      await expectStatus(await submitAndWait(page, 'POST', '/api/consultant/profile/submit', () => submitHere.click()), 200);
      await page.waitForFunction((text) => document.querySelector('[data-testid="dashboard-approval"]')?.textContent === text, fr.account.approval.submitted);
      expect(await page.getByTestId('submit-profile').count()).toBe(0);
      expect(await seriousViolations(page), 'the account page once submitted').toEqual([]);

      // The preview: as clients will see it.
      await page.getByTestId('area-menu').getByRole('link', { name: c.menu.viewProfile, exact: true }).click();
      await page.getByTestId('expert-detail-name').getByText(`${givenName} ${familyName}`).waitFor();
      expect(await page.getByTestId('profile-preview').getByTestId('expert-fee').innerText()).toMatch(/45,50/);
      await page.getByTestId('profile-preview').getByTestId('free-first-consultation').waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'an admin approves it and the consultant appears in the expert search; a sensitive change sends it back to review',
    async () => {
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('consultantSession') ?? '{}').Token as string);
      const headers = { 'x-api-key': API_KEY, 'Accept-Language': 'fr', Accept: 'application/json' };
      const preview = (await (await fetch(`${BASE_URL}/api/consultant/profile/preview`, { headers: { ...headers, Authorization: `Bearer ${token}` } })).json()) as { data: { id: string } };
      const login = await fetch(`${BASE_URL}/api/admin-panel/auth/login`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { jwt } = (await login.json()) as { jwt: string };
      const approve = await fetch(`${BASE_URL}/api/admin-panel/consultants/${encodeURIComponent(preview.data.id)}/approve`, {
        method: 'POST',
        headers: { ...headers, Authorization: `Bearer ${jwt}` },
      });
      expect(approve.status, await approve.clone().text()).toBe(200);

      // The dashboard says so (opened afresh: the approval happened elsewhere).
      await page.goto('/consultant/dashboard');
      await page.waitForFunction((text) => document.querySelector('[data-testid="dashboard-approval"]')?.textContent === text, fr.account.approval.approved);
      expect(await page.getByTestId('status-visible').innerText()).toBe(c.status.visible);

      // A visitor finds the consultant by name.
      const visitor = await newPage(browser);
      try {
        await visitor.page.goto('/our-experts');
        await visitor.page.getByTestId('expert-search-input').fill(familyName);
        const card = visitor.page.locator(`[data-testid="expert-card"][data-expert-id="${preview.data.id}"]`);
        await card.waitFor();
        expect(await card.getByTestId('expert-name').innerText()).toContain(`${givenName} ${familyName}`);
        await card.click();
        await visitor.page.getByTestId('expert-detail-name').getByText(`${givenName} ${familyName}`).waitFor();
      } finally {
        await visitor.context.close();
      }

      // Approved: changing the ID number warns first, then the profile is under review again.
      await page.goto('/consultant/edit-account/document');
      await page.getByTestId('id-number-form').waitFor();
      await page.getByTestId('doc-id-current').waitFor();
      await page.getByLabel(label(c.fields.id_number)).fill('98ZY76543');
      await page.getByRole('button', { name: c.save, exact: true }).click();
      const warning = page.getByTestId('review-warning');
      await warning.getByText(c.review.title).waitFor();
      const answer = await expectStatus(await submitAndWait(page, 'PUT', '/api/consultant/documents', () => warning.getByRole('button', { name: c.review.confirm, exact: true }).click()), 200);
      expect(answer?.meta?.review_required).toBe(true);
      await page.getByText(c.review.sentBack).first().waitFor();
      const hidden = await api<ApiList<{ id: string }>>(`consultants?search=${encodeURIComponent(familyName)}`);
      expect(hidden.data.map((card) => card.id)).not.toContain(preview.data.id);
    },
    STEP_TIMEOUT,
  );
});
