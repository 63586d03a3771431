/**
 * Signed-in callers of the three roles, for tests of signed-in features:
 * - {@link caller}: an HTTP client on the booted server speaking from its own IP (X-Forwarded-For, so
 *   rate limits never leak between tests), with `x-api-key`, `Accept-Language` and an optional token;
 * - {@link signUpConsultant} / {@link signUpClient}: the real sign-up path (e-mail code read from the
 *   SMTP catcher, then `auth/register`);
 * - {@link signInAdmin}: a fresh platform admin (created like the demo admin) signed in over HTTP.
 * Call `await seedOnce()` (helpers/strapi.ts) in `beforeAll` first: registration needs the seeded
 * languages, countries and nationalities.
 */
import request from 'supertest';
import { API_KEY, booted, unique } from './strapi';
import { codeIn, latestMailTo } from './mail';
import type { Schemas } from './api-types';
import { clock } from '../../src/contracts/clock';

export type Locale = 'fr' | 'en';

/** A file part of a multipart request. */
export interface FilePart {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

const ipHolder = globalThis as unknown as { __testIpCounter?: number };

/** A client IP no other caller of this run uses (10.x.y.z, sent as X-Forwarded-For). */
export function freshIp(): string {
  ipHolder.__testIpCounter = (ipHolder.__testIpCounter ?? 0) + 1;
  const n = ipHolder.__testIpCounter + 5000 + Math.floor(Math.random() * 1000) * 60_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

export interface Caller {
  ip: string;
  locale: Locale;
  token?: string;
  get(url: string): request.Test;
  delete(url: string): request.Test;
  post(url: string, body?: object): request.Test;
  put(url: string, body?: object): request.Test;
  patch(url: string, body?: object): request.Test;
  /** A multipart request: text `fields` plus the file in the field `file` (omit `file` to send none). */
  upload(method: 'post' | 'put' | 'patch', url: string, file?: FilePart, fields?: Record<string, string | number | boolean>): request.Test;
  /** The same caller (IP, token) asking in another language. */
  in(locale: Locale): Caller;
  /** The same IP and language without a token (anonymous). */
  anonymous(): Caller;
  /** The same caller (IP, language, token) on another app instance (its base URL, helpers/instances.ts). */
  on(url: string): Caller;
}

/**
 * An HTTP caller on the booted server (or on another app instance).
 * @param locale - Accept-Language (default `fr`)
 * @param token - bearer token sent as Authorization
 * @param ip - X-Forwarded-For (default: a fresh one)
 * @param at - base URL of another app instance (helpers/instances.ts `instance.url`); default the booted server
 */
export function caller({ locale = 'fr', token, ip = freshIp(), at }: { locale?: Locale; token?: string; ip?: string; at?: string } = {}): Caller {
  const server = at ?? booted().server.httpServer;
  const decorate = (test: request.Test) => {
    const decorated = test.set('x-api-key', API_KEY()).set('Accept-Language', locale).set('X-Forwarded-For', ip);
    return token ? decorated.set('Authorization', `Bearer ${token}`) : decorated;
  };
  const withBody = (test: request.Test, body?: object) => (body === undefined ? test : test.send(body));
  return {
    ip,
    locale,
    token,
    get: (url) => decorate(request(server).get(url)),
    delete: (url) => decorate(request(server).delete(url)),
    post: (url, body) => withBody(decorate(request(server).post(url)), body),
    put: (url, body) => withBody(decorate(request(server).put(url)), body),
    patch: (url, body) => withBody(decorate(request(server).patch(url)), body),
    upload: (method, url, file, fields = {}) => {
      let test = decorate(request(server)[method](url));
      for (const [name, value] of Object.entries(fields)) test = test.field(name, String(value));
      if (file) test = test.attach('file', file.bytes, { filename: file.filename, contentType: file.contentType });
      else if (!Object.keys(fields).length) test = test.field('nothing', '');
      return test;
    },
    in: (other) => caller({ locale: other, token, ip, at }),
    anonymous: () => caller({ locale, ip, at }),
    on: (url) => caller({ locale, token, ip, at: url }),
  };
}

export const PASSWORD = 'Sérénité-2026';

/** Person fields of a valid consultant registration (docs/api-auth.md). */
export function consultantPerson(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Dr',
    gender: 'female',
    family_name: 'Lefèvre',
    given_name: 'Inès',
    date_of_birth: '1985-06-15',
    preferred_contact_type: 'email',
    isd_code: '+33',
    contact_number: '06 12 34 56 78',
    whatsapp_number: '+33612345678',
    time_zone: 'Europe/Paris',
    correspondence_language: 'fr',
    languages_spoken: ['fr', 'en'],
    country_of_residence: 'FR',
    nationality: 'french-fr',
    profession: 'Naturopathe',
    country_of_birth: 'FR',
    years_of_experience: 8,
    ...overrides,
  };
}

export interface SignedIn {
  email: string;
  jwt: string;
  /** The signed-in account as the sign-in answer gives it. */
  user: Schemas['SessionUser'];
  /** Caller with the account's token, in the sign-up language. */
  http: Caller;
}

export interface SignedInConsultant extends SignedIn {
  /** documentId of the consultant profile (the `:id` of the expert detail and of admin routes). */
  profileId: string;
  given_name: string;
  family_name: string;
  /** `given_name family_name`, unique in the run (usable as a search term). */
  display_name: string;
}

async function signUp(surface: 'client' | 'consultant', body: Record<string, unknown>, locale: Locale): Promise<SignedIn> {
  const http = caller({ locale });
  const email = `${surface}-${unique()}${unique()}@example.org`;
  const since = new Date(clock.ms() - 1000);
  const sent = await http.post(`/api/${surface}/auth/otp`, { email });
  if (sent.status !== 200) throw new Error(`otp request failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = codeIn(await latestMailTo(email, { after: since }));
  const verified = await http.post(`/api/${surface}/auth/otp/verify`, { email, code });
  if (verified.status !== 200) throw new Error(`otp verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const registered = await http.post(`/api/${surface}/auth/register`, { ...body, email, password: PASSWORD, acceptTerms: true, acceptPrivacy: true });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { email, jwt: registered.body.jwt, user: registered.body.user, http: caller({ locale, token: registered.body.jwt, ip: http.ip }) };
}

/**
 * A new consultant, signed up through the real e-mail code flow; profile status `incomplete`.
 * The family name carries a unique marker so the consultant can be searched for alone.
 */
export async function signUpConsultant({ locale = 'fr', ...overrides }: { locale?: Locale } & Record<string, unknown> = {}): Promise<SignedInConsultant> {
  const marker = unique();
  const person = consultantPerson({ family_name: `Zephyrin${marker}`, ...overrides });
  const signedIn = await signUp('consultant', person, locale);
  const profile = await signedIn.http.get('/api/consultant/profile');
  if (profile.status !== 200) throw new Error(`profile read failed: ${profile.status}`);
  return {
    ...signedIn,
    profileId: profile.body.data.profile.documentId,
    given_name: person.given_name,
    family_name: person.family_name,
    display_name: `${person.given_name} ${person.family_name}`,
  };
}

/** A new client, signed up through the real e-mail code flow. */
export async function signUpClient({ locale = 'fr' }: { locale?: Locale } = {}): Promise<SignedIn> {
  const { profession, country_of_birth, years_of_experience, ...person } = consultantPerson({ title: 'Mr', gender: 'male', given_name: 'Paul', family_name: `Client${unique()}` });
  return signUp('client', person, locale);
}

/** A fresh platform admin (users-permissions role `admin`, like the demo admin), signed in over HTTP. */
export async function signInAdmin({ locale = 'fr' }: { locale?: Locale } = {}): Promise<SignedIn> {
  const strapi = booted();
  const email = `admin-${unique()}${unique()}@example.org`;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'admin' } });
  await strapi.plugin('users-permissions').service('user').add({ username: email, email, password: PASSWORD, provider: 'local', confirmed: true, blocked: false, role: role.id, token_version: 0 });
  const http = caller({ locale });
  const login = await http.post('/api/admin-panel/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, jwt: login.body.jwt, user: login.body.user, http: caller({ locale, token: login.body.jwt, ip: http.ip }) };
}

/**
 * Sign an account in again (e.g. after its tokens were revoked), from the same IP and language.
 * @returns the account with its new token
 * @throws Error when the sign-in is refused
 */
export async function signInAgain<T extends SignedIn>(account: T, surface: 'client' | 'consultant' | 'admin-panel'): Promise<T> {
  const login = await account.http.anonymous().post(`/api/${surface}/auth/login`, { email: account.email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...account, jwt: login.body.jwt, user: login.body.user, http: caller({ locale: account.http.locale, token: login.body.jwt, ip: account.http.ip }) };
}

const adminHolder = globalThis as unknown as { __testAdmin?: Promise<SignedIn> };

/**
 * One platform admin shared by every test of the run (signed in once). Admins are e-mailed on every
 * submission, so sharing one keeps those writes fast; use {@link signInAdmin} for a fresh one.
 */
export function sharedAdmin(): Promise<SignedIn> {
  adminHolder.__testAdmin ??= signInAdmin();
  return adminHolder.__testAdmin;
}
