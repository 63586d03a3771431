/**
 * Browser-test support: Debian's Chromium through playwright-core (never a downloaded browser), the
 * base URL of the seeded app (`E2E_BASE_URL`), and API reads to learn expected values from whatever
 * seed is loaded.
 */
import { existsSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import axe from 'axe-core';
import fr from '../src/lib/i18n/locales/fr.json';
import en from '../src/lib/i18n/locales/en.json';
import { clock } from '../src/lib/clock';

/**
 * Wait until the page's app has hydrated the server's markup (`<html data-hydrated>`, set by main.tsx once
 * React's first render is committed): a server-rendered button shows before it answers clicks.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** FNV-1a hash of a text, 32 bits: the same file name always gives the same number. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

let stamps = 0;

/**
 * A marker different at each run and in each test file, for the e-mail addresses and names a file
 * creates on the shared server: the clock's milliseconds, the file's hash and a counter, in base 36
 * (letters and digits). Replayable: nothing random.
 * @param file the test file's `import.meta.url`
 */
export function runStamp(file: string): string {
  stamps += 1;
  return `${clock.ms().toString(36)}${(hashOf(file) % 36 ** 3).toString(36)}${stamps.toString(36)}`;
}

/**
 * The `X-Forwarded-For` address of one test file (in 10.0.0.0/8, from the file name's hash), so that the
 * server's per-address rate limits count this file's requests apart from the other files' running beside
 * it, the same address at every run.
 * @param file the test file's `import.meta.url`
 */
export function ownAddress(file: string): { 'X-Forwarded-For': string } {
  const hash = hashOf(file);
  return { 'X-Forwarded-For': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${1 + (hash % 254)}` };
}

/**
 * The Chromium the tests drive: env `CHROMIUM_PATH` (the runner sets it, scripts/chromium.mjs), else
 * Debian's headless shell when installed, else Debian's Chromium.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Origin of the app under test (CMS serving the web build, or the Vite dev server with its proxy). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
/** Public API key of the development set-up. */
export const API_KEY = process.env.E2E_API_KEY ?? 'dev-public-api-key';

/** Translation files, to assert the texts a user sees. */
export const translations = { fr, en };

/**
 * Chromium's switches for a headless run in a sandbox without network, on a machine with few cores:
 * no GPU process (software compositing in the browser's own process, one raster thread), every site in
 * the same renderer when it fits (one origin here), and none of the browser's own background services.
 */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-compositing',
  '--in-process-gpu',
  '--num-raster-threads=1',
  '--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter,BackForwardCache,PaintHolding',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * The run's headless Chromium: a connection to the one browser that the runner's global set-up started
 * for every file (`E2E_BROWSER_WS`; it has {@link FAKE_MEDIA_ARGS}), else a browser of its own. Closing
 * a connection closes its contexts, not the shared browser.
 *
 * @param extraArgs - more command-line switches for a browser of its own, e.g. {@link FAKE_MEDIA_ARGS}.
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (process.env.E2E_BROWSER_WS) return chromium.connect(process.env.E2E_BROWSER_WS);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BROWSER_ARGS, ...extraArgs] });
}

/**
 * Switches giving the browser a camera and a microphone (Chromium's generated test picture and tone),
 * granted without a prompt, and letting pages play sound without a click first.
 */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'] as const;

/** A fresh desktop context (empty localStorage) and page. */
export async function newPage(browser: Browser, width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page };
}

/** A list answer of the client API. */
export interface ApiList<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/**
 * GETs `/api/client/<path>` with the public key.
 *
 * @param language - `Accept-Language` (default `fr`, the interface default).
 */
export async function api<T>(path: string, language: 'fr' | 'en' = 'fr'): Promise<T> {
  const response = await fetch(`${BASE_URL}/api/client/${path}`, {
    headers: { 'x-api-key': API_KEY, 'Accept-Language': language, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** MailDev 2 web API of the SMTP catcher (the e2e runner sets `E2E_MAIL_URL`). */
export const MAIL_URL = (process.env.E2E_MAIL_URL ?? 'http://localhost:1080').replace(/\/+$/, '');
/** Password of the demo accounts (docs/api-auth.md "Demo accounts"). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Wellness-2026';

/** An e-mail caught by MailDev. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  date: string;
}

/**
 * Waits for the newest e-mail sent to `address` after `after` (ms since epoch).
 *
 * @throws Error when none arrives within 30 s.
 */
export async function waitForMail(address: string, after = 0): Promise<Mail> {
  const deadline = clock.ms() + 30_000;
  while (clock.ms() < deadline) {
    // The catcher filters by recipient (exact match): the run's whole inbox is too big to fetch at every poll.
    const response = await fetch(`${MAIL_URL}/email?to.address=${encodeURIComponent(address)}`).catch(() => null);
    if (response?.ok) {
      const mails = ((await response.json()) as Mail[])
        .filter((mail) => mail.to?.some((to) => to.address.toLowerCase() === address) && new Date(mail.date).getTime() >= after - 1000)
        .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
      if (mails.length > 0) return mails[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No e-mail to ${address} within 30 s (${MAIL_URL})`);
}

/** The 6-digit code of a verification e-mail. */
export function codeOf(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text) ?? /\b(\d{6})\b/.exec(mail.html.replace(/<[^>]+>/g, ' '));
  if (!match) throw new Error(`No 6-digit code in "${mail.subject}"`);
  return match[1];
}

/** A minimal one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 72 72]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * The parts of the API's answers the browser tests read (docs/api.md; these routes are not in the
 * generated OpenAPI types yet).
 */
export interface SignedIn {
  jwt: string;
}
/** `GET client/profile`, `GET consultant/profile` (the fields the tests read). */
export interface ProfileAnswer {
  data: { profile: { documentId: string; time_zone: string } };
}
/** `GET client/consultants/:id/slots`: UTC instants. */
export interface SlotsAnswer {
  data: { start: string; end: string }[];
}
/** `POST client/bookings`. */
export interface BookingAnswer {
  data: { start: string; end: string; token: string };
}
/** `GET client/consent-form`. */
export interface ConsentFormAnswer {
  data: { current: { version: string } };
}
/** A question of `GET client/health-assessment`. */
export interface AssessmentQuestion {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'single' | 'multi' | 'boolean' | 'scale';
  required: boolean;
  /** Asked only when another answer has a given value. */
  required_if?: unknown;
  options?: { value: string | number; label: string }[];
}
/** `GET client/health-assessment`. */
export interface HealthAssessmentAnswer {
  data: { questionnaire: { sections: { title: string; questions: AssessmentQuestion[] }[] } };
}

/**
 * The first choice of a `single`, `multi`, `scale` question.
 * @throws Error when the question has no choices
 */
export function firstOption(question: AssessmentQuestion): { value: string | number; label: string } {
  const option = question.options?.[0];
  if (!option) throw new Error(`question ${question.key} has no choices`);
  return option;
}

/**
 * A call to the API with the public key (and a bearer token), as the tests' own client: JSON bodies,
 * or `FormData` as multipart.
 * @returns the parsed answer (`null` for an empty one)
 * @throws Error naming the call and the answer on any non-2xx status
 */
export async function apiCall<T = unknown>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method,
    headers: {
      'x-api-key': API_KEY,
      'Accept-Language': 'fr',
      ...(form || body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Registers a client or a consultant through the API as the sign-up page does: the e-mailed code (read
 * from the catcher), then `auth/register` with the person fields of `person`.
 *
 * @param headers - extra headers of the three calls (e.g. `X-Forwarded-For`, to stand for another
 *   client address than the other tests' and keep clear of their per-address limits)
 */
export async function signUpByApi(role: 'client' | 'consultant', email: string, password: string, person: Record<string, unknown>, headers: Record<string, string> = {}): Promise<void> {
  const started = clock.ms();
  await apiCall('POST', `${role}/auth/otp`, { email }, undefined, headers);
  const code = codeOf(await waitForMail(email, started));
  await apiCall('POST', `${role}/auth/otp/verify`, { email, code }, undefined, headers);
  await apiCall('POST', `${role}/auth/register`, { email, password, acceptTerms: true, acceptPrivacy: true, ...person }, undefined, headers);
}

/** Chooses `option` in the MUI Autocomplete labelled `label`. */
export async function pickOption(page: Page, label: RegExp, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).first().click();
}

/** What a new client types on the sign-up page's person step. */
export interface NewClient {
  email: string;
  password: string;
  given_name: string;
  family_name: string;
  /** `YYYY-MM-DD` */
  date_of_birth: string;
  /** French mobile number without its country code, e.g. `612345678` */
  contact_number: string;
}

/**
 * Creates a client account on the sign-up page already open (French interface), as a user would: the
 * e-mail code (read from the mail catcher), the person step (France, French, a French nationality, read
 * from the API so any seed works) and the password step; returns once the registration is sent.
 */
export async function signUpClientOnPage(page: Page, client: NewClient): Promise<void> {
  const [countries, languages, nationalities] = await Promise.all([
    api<ApiList<{ code: string; name: string }>>('countries?page=1&pageSize=1000'),
    api<ApiList<{ code: string; name: string }>>('languages?page=1&pageSize=1000'),
    api<ApiList<{ slug: string; name: string; country_code: string }>>('nationalities?page=1&pageSize=1000'),
  ]);
  const france = countries.data.find((c) => c.code === 'FR') ?? countries.data[0];
  const french = languages.data.find((l) => l.code === 'fr') ?? languages.data[0];
  const nationality = nationalities.data.find((n) => n.country_code === france.code) ?? nationalities.data[0];

  const started = clock.ms();
  await page.getByLabel(new RegExp(`^${fr.auth.signUp.email.label}`)).fill(client.email);
  await page.getByRole('button', { name: fr.auth.signUp.email.send, exact: true }).click();
  await page.getByTestId('otp-message').waitFor();
  await page.getByLabel(new RegExp(`^${fr.auth.signUp.email.code}`)).fill(codeOf(await waitForMail(client.email, started)));
  await page.getByRole('button', { name: fr.auth.signUp.email.verify, exact: true }).click();

  const person = page.getByTestId('person-step');
  await person.waitFor();
  await page.getByLabel(new RegExp(`^${fr.auth.fields.title}`)).selectOption('Ms');
  await page.getByLabel(new RegExp(`^${fr.auth.fields.gender}`)).selectOption('not_disclosing');
  await page.getByLabel(new RegExp(`^${fr.auth.fields.given_name}`)).fill(client.given_name);
  await page.getByLabel(new RegExp(`^${fr.auth.fields.family_name}`)).fill(client.family_name);
  await page.getByLabel(new RegExp(`^${fr.auth.fields.date_of_birth}`)).fill(client.date_of_birth);
  await page.getByLabel(new RegExp(`^${fr.auth.fields.preferred_contact_type}`)).selectOption('email');
  await pickOption(page, new RegExp(`^${fr.auth.fields.country_of_residence}`), france.name);
  await page.getByLabel(new RegExp(`^${fr.auth.fields.contact_number}`)).fill(client.contact_number);
  await pickOption(page, new RegExp(`^${fr.auth.fields.languages_spoken}`), french.name);
  await pickOption(page, new RegExp(`^${fr.auth.fields.nationality}`), nationality.name);
  await person.getByRole('button', { name: fr.auth.signUp.next, exact: true }).click();

  await page.getByTestId('password-step').waitFor();
  await page.getByLabel(new RegExp(`^${fr.auth.signUp.password.password}`)).fill(client.password);
  await page.getByLabel(new RegExp(`^${fr.auth.signUp.password.confirmation}`)).fill(client.password);
  await page.locator('#sign-up-acceptTerms').check();
  await page.locator('#sign-up-acceptPrivacy').check();
  await page.getByRole('button', { name: fr.auth.signUp.submit, exact: true }).click();
}

/**
 * Signs in through the role's sign-in page (French interface), as a user would, and waits for the
 * area itself (the sign-in page's own path also contains the role).
 */
export async function signIn(page: Page, role: 'client' | 'consultant' | 'admin', email: string, password: string): Promise<void> {
  await page.goto(`/public/${role}/sign-in`);
  await page.getByLabel(new RegExp(`^${fr.auth.signIn.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${fr.auth.signIn.password}`)).fill(password);
  await page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(role === 'admin' ? /\/admin\/?(#.*)?$/ : (url) => url.pathname.startsWith(`/${role}/`));
}

/** CRC-32 of PNG chunks (ISO 3309), one table for every call. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A valid PNG made here (8-bit RGB, no interlace): a `width` × `height` image of one colour with a
 * darker band across its middle, so that two colours give two different files.
 *
 * @param width - pixels
 * @param height - pixels
 * @param rgb - the colour, three 0–255 values
 */
export function pngImage(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const band = Math.abs(y - height / 2) < height / 6;
    for (let x = 0; x < width; x += 1) rows.set(band ? rgb.map((value) => Math.round(value / 2)) : rgb, y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The WCAG levels the accessibility checks hold every page to: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical axe-core violations of `page` (of the part `within` selects, else of the whole
 * document), one readable line per rule and node. axe-core is injected into the document once (it stays
 * across the app's in-app navigations) and run in it, reporting only violations in full. Running CSS
 * transitions and animations are first brought to their end: a colour read half-way through a transition
 * (a button fading from disabled to enabled) is neither state a user reads, and it made the contrast
 * check depend on timing.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ([tags, selector]) => {
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // An infinite animation (a spinner) has no end: it stays as it is.
        }
      }
      const results = await (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    [WCAG_TAGS, within] as const,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `[${violation.impact}] ${violation.id} (${violation.help}) at ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    );
}

/**
 * Poll `check` every half second until it holds (e.g. a write reaching the public lists).
 * @throws Error after 20 s
 */
export async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = clock.ms() + 20_000;
  while (!(await check())) {
    if (clock.ms() > deadline) throw new Error('condition not met within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Who a {@link submitConsultantProfile} consultant is, and what its profile says. */
export interface ConsultantProfileSpec {
  email: string;
  password: string;
  person: { title: string; given_name: string; family_name: string; date_of_birth: string; contact_number: string; years_of_experience: number };
  /** where it works: `city`, `house_number`, `street_1`, `postal_code` (in France) */
  address: { city: string; house_number: string; street_1: string; postal_code: string };
  bio: { fr: string; en: string };
  /** fee of a session, minor units of EUR */
  fee: number;
  /** the colour of its portrait */
  portrait: readonly [number, number, number];
  /** the one degree's form fields (`degree_name`, `school_name`, `graduation_year`) */
  degree: Record<string, string>;
  /** a certificate's form fields (`name`, `school`, `year`, `number`), if it has one */
  certificate?: Record<string, string>;
  /** the weekday (0 = Sunday) of its weekly timing, 09:00–12:00 in Europe/Paris */
  weekday: number;
  /** request headers of the calls (the test file's own address) */
  headers: Record<string, string>;
}

/**
 * A new consultant whose complete profile is submitted for review (docs/api-consultant.md), through the
 * API as the consultant area would do it: sign-up with the e-mailed code, every required section with its
 * files, weekly timings, then `profile/submit`. Reference values (nationality, specialization) come from
 * the API.
 * @returns the profile's documentId
 */
export async function submitConsultantProfile(spec: ConsultantProfileSpec): Promise<string> {
  const { email, password, person, headers } = spec;
  const [nationalities, specializations] = await Promise.all([
    api<ApiList<{ slug: string; country_code: string }>>('nationalities?page=1&pageSize=1000'),
    api<ApiList<{ slug: string }>>('specializations?page=1&pageSize=1'),
  ]);
  await signUpByApi(
    'consultant',
    email,
    password,
    {
      title: person.title,
      gender: 'female',
      given_name: person.given_name,
      family_name: person.family_name,
      date_of_birth: person.date_of_birth,
      preferred_contact_type: 'email',
      isd_code: '+33',
      contact_number: person.contact_number,
      time_zone: 'Europe/Paris',
      correspondence_language: 'fr',
      languages_spoken: ['fr'],
      country_of_residence: 'FR',
      nationality: (nationalities.data.find((nationality) => nationality.country_code === 'FR') ?? nationalities.data[0]).slug,
      profession: 'Sophrologue',
      country_of_birth: 'FR',
      years_of_experience: person.years_of_experience,
    },
    headers,
  );
  const { jwt } = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email, password }, undefined, headers);
  const call = (method: string, path: string, body?: unknown) => apiCall(method, `consultant/${path}`, body, jwt, headers);
  const file = (bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
  const png = pngImage(64, 64, spec.portrait);
  await call('PUT', 'profile/address', { country: 'FR', ...spec.address });
  await call('PUT', 'profile/bank', {
    bank_name: `Banque de ${spec.address.city}`,
    swift_bic: 'BNPAFRPPXXX',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    account_holder_name: `${person.given_name} ${person.family_name}`,
    account_currency: 'EUR',
    payment_currency: 'EUR',
    tax_number: '0',
  });
  await call('POST', 'documents/bank-statement', file(PDF, 'rib.pdf', 'application/pdf'));
  await call('PUT', 'profile/detail', {
    bio_fr: spec.bio.fr,
    bio_en: spec.bio.en,
    specializations: [specializations.data[0].slug],
    languages: ['fr'],
    fee: spec.fee,
    currency: 'EUR',
    session_duration: 60,
    free_first_consultation: false,
  });
  await call('POST', 'documents/photo', file(png, 'portrait.png', 'image/png'));
  await call('PUT', 'documents', { id_number: 'NA1234567' });
  await call('POST', 'documents/id', file(PDF, 'identite.pdf', 'application/pdf'));
  await call('POST', 'documents/criminal-record', file(PDF, 'casier.pdf', 'application/pdf'));
  await call('POST', 'documents/contract', file(PDF, 'contrat.pdf', 'application/pdf'));
  await call('POST', 'education', file(png, 'diplome.png', 'image/png', spec.degree));
  if (spec.certificate) await call('POST', 'certificates', file(PDF, 'certificat.pdf', 'application/pdf', spec.certificate));
  await call('PUT', 'timings', { time_zone: 'Europe/Paris', windows: [{ weekday: spec.weekday, start: '09:00', end: '12:00' }], exceptions: [] });
  await call('POST', 'profile/submit');
  const profile = await apiCall<ProfileAnswer>('GET', 'consultant/profile', undefined, jwt, headers);
  return profile.data.profile.documentId;
}
