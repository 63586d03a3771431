import path from 'node:path';
import { describe, expect, it, beforeAll, beforeEach, afterEach } from 'vitest';
import request from 'supertest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, freshIp, PASSWORD, signInAgain, signUpClient, sharedAdmin } from '../helpers/accounts';
import { completeConsultant } from '../helpers/onboarding';
import { clock } from '../../src/contracts/clock';

/**
 * What a security probe found open, closed (docs/api-auth.md "Sessions", "Limits"; README "Security"):
 * Strapi's own admin cannot be claimed from the outside, forged client addresses do not escape the
 * limits, address-independent budgets ask for a proof of work instead of locking people out, CORS
 * answers only our origins, and tokens end with the account's rights.
 */
const cmsDist = path.resolve(__dirname, '..', '..', 'dist', 'src');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rateLimits = () => require(path.join(cmsDist, 'lib', 'rate-limit.js'));

/** The claims of a JWT (no signature check: the server checks it; this reads the lifetime). */
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

/** `name=value` of the Set-Cookie header named `name`, with its attributes. */
function cookieOf(response: request.Response, name: string): { value: string; attributes: string } | null {
  const raw = ([] as string[]).concat((response.headers['set-cookie'] as unknown as string[]) ?? []).find((line) => line.startsWith(`${name}=`));
  if (!raw) return null;
  const [pair, ...attributes] = raw.split(';');
  return { value: pair.slice(name.length + 1), attributes: attributes.join(';').toLowerCase() };
}

/** Solve the proof-of-work challenge of a 429 `ChallengeRequired` answer, as the web does. */
async function solve(response: request.Response): Promise<string> {
  expect(response.status).toBe(429);
  expect(response.body.error.name).toBe('ChallengeRequired');
  const challenge = response.body.error.details.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

beforeAll(async () => {
  await seedOnce();
}, 300_000);

describe("Strapi's own admin panel", () => {
  const server = () => booted().server.httpServer;

  it('has its first administrator from the start, so nobody can claim it', async () => {
    const init = await request(server()).get('/admin/init');
    expect(init.status).toBe(200);
    expect(init.body.data.hasAdmin).toBe(true);
    // The development administrator exists with the demo password.
    const login = await request(server())
      .post('/admin/login')
      .send({ email: 'cms-admin@demo.local', password: process.env.DEMO_PASSWORD || 'Demo-Wellness-2026' });
    expect(login.status).toBe(200);
  });

  it("serves its pages under its own policy, scripts without 'unsafe-inline', whatever NODE_ENV says", async () => {
    // Helmet's policy allows inline scripts on the panel's pages when NODE_ENV is development or test
    // (vitest's); these answers are 404 here (no panel bundle) but carry the panel's policy all the same.
    for (const url of ['/cms', '/cms/auth/login', '/cms/content-manager/collection-types/api::faq.faq']) {
      const policy = String((await request(server()).get(url)).headers['content-security-policy']);
      expect(
        policy.split(/;\s*/).find((directive) => directive.startsWith('script-src ')),
        url,
      ).toBe("script-src 'self'");
    }
  });

  it('refuses registration through /admin/register-admin, always', async () => {
    const email = `intruder-${unique()}@example.org`;
    for (const url of ['/admin/register-admin', '/admin/register-admin/']) {
      const response = await request(server()).post(url).set('Accept-Language', 'en').send({ email, password: 'Intruder-2026', firstname: 'Eve', lastname: 'Mallory' });
      expect(response.status).toBe(403);
      expect(response.body.error.message).toMatch(/registration is closed/i);
    }
    expect(await booted().db.query('admin::user').count({ where: { email } })).toBe(0);
  });
});

describe('client addresses behind the proxy', () => {
  it('are the address our proxy saw: 256 forged X-Forwarded-For values still count as one client', async () => {
    const realIp = freshIp();
    const server = booted().server.httpServer;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const forged = `${(i * 7) % 250}.${i % 256}.${(i * 13) % 256}.${(i % 254) + 1}`;
      const response = await request(server)
        .post('/api/client/auth/login')
        .set('x-api-key', process.env.PUBLIC_API_KEY as string)
        .set('X-Forwarded-For', `${forged}, ${realIp}`)
        .send({ email: `nobody-${unique()}@example.org`, password: 'wrong-password-1' });
      statuses.push(response.status);
    }
    // 30 failed sign-ins per address, then locked out: the forged first entries changed nothing.
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });
});

describe('budgets across all addresses', { timeout: 120_000 }, () => {
  /** Small budgets for these tests (the rest of the suite runs with huge ones: helpers/global-setup.ts). */
  const SMALL = { LOGIN_FAILURES: '12', CODES: '5', CONTACT: '5' };
  const saved: Record<string, string | undefined> = {};
  beforeEach(async () => {
    for (const [name, value] of Object.entries(SMALL)) {
      saved[name] = process.env[`BUDGET_${name}_PER_MINUTE`];
      process.env[`BUDGET_${name}_PER_MINUTE`] = value;
    }
    await rateLimits().resetBudgets();
  });
  afterEach(async () => {
    for (const [name, value] of Object.entries(saved)) process.env[`BUDGET_${name}_PER_MINUTE`] = value;
    await rateLimits().resetBudgets();
  });

  it('past the failed sign-ins budget, each attempt needs a proof of work, which the same request then carries', async () => {
    // A distributed guessing attack: every attempt from another address, each below its own limit.
    for (let i = 0; i < rateLimits().budgetPerMinute('loginFailures'); i += 1) {
      const response = await caller().post('/api/client/auth/login', { email: `victim-${i}@example.org`, password: 'guess-123456' });
      expect(response.status).toBe(401);
    }
    const honest = await signUpClient({ locale: 'en' });
    const http = caller({ locale: 'en' });
    const challenged = await http.post('/api/client/auth/login', { email: honest.email, password: PASSWORD });
    expect(challenged.body.error.message).toMatch(/anti-robot check/);
    const proof = await solve(challenged);
    const signedIn = await http.post('/api/client/auth/login', { email: honest.email, password: PASSWORD }).set('x-altcha', proof);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.jwt).toEqual(expect.any(String));
    // A solution is good once.
    const replayed = await http.post('/api/client/auth/login', { email: honest.email, password: PASSWORD }).set('x-altcha', proof);
    expect(replayed.status).toBe(429);
    expect(replayed.body.error.name).toBe('ChallengeRequired');
    // A forged solution does not pass either.
    const forged = Buffer.from(JSON.stringify({ challenge: replayed.body.error.details.challenge, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
    expect((await http.post('/api/client/auth/login', { email: honest.email, password: PASSWORD }).set('x-altcha', forged)).status).toBe(429);
  });

  it('past the contact budget, a message still goes through with the solved challenge; below it nobody is challenged', async () => {
    const message = (i: number) => ({ name: 'Jeanne', email: `jeanne-${i}@example.org`, subject: 'Question', message: 'Bonjour, une question sur les consultations.' });
    for (let i = 0; i < rateLimits().budgetPerMinute('contact'); i += 1) expect((await caller().post('/api/client/contact-us', message(i))).status).toBe(201);
    const http = caller();
    const challenged = await http.post('/api/client/contact-us', message(999));
    expect(challenged.body.error.message).toMatch(/vérification anti-robot/);
    const sent = await http.post('/api/client/contact-us', message(999)).set('x-altcha', await solve(challenged));
    expect(sent.status).toBe(201);
  });

  it('past the codes budget, a sign-up code is still sent to whoever solves the challenge', async () => {
    for (let i = 0; i < rateLimits().budgetPerMinute('codes'); i += 1) expect((await caller().post('/api/client/auth/otp', { email: `flood-${unique()}@example.org` })).status).toBe(200);
    const http = caller();
    const email = `real-${unique()}@example.org`;
    const challenged = await http.post('/api/client/auth/otp', { email });
    const sent = await http.post('/api/client/auth/otp', { email }).set('x-altcha', await solve(challenged));
    expect(sent.status).toBe(200);
  });
});

describe('CORS and security headers', () => {
  const server = () => booted().server.httpServer;

  it('answers CORS only to the configured origins, never with credentials', async () => {
    const evil = await request(server()).options('/api/client/blogs').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'GET');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await request(server())
      .get('/api/client/blogs')
      .set('x-api-key', process.env.PUBLIC_API_KEY as string)
      .set('Origin', 'https://evil.example');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();

    const ours = await request(server()).options('/api/client/blogs').set('Origin', 'http://web.test').set('Access-Control-Request-Method', 'GET');
    expect(ours.headers['access-control-allow-origin']).toBe('http://web.test');
    expect(ours.headers['access-control-allow-credentials']).toBeUndefined();
    expect(ours.headers['access-control-allow-headers']).toMatch(/x-altcha/i);
  });

  it('serves the web and back-office pages with a strict CSP: no unsafe-inline script or style element, a fresh style nonce per answer', async () => {
    for (const url of ['/', '/our-experts', '/admin/', '/this/does-not-exist']) {
      const first = await request(server()).get(url).set('Accept', 'text/html');
      const second = await request(server()).get(url).set('Accept', 'text/html');
      const policy = String(first.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      // Inline style attributes only (a server-rendered page's React `style` props); never scripts or style elements.
      const inline = policy.split(';').filter((directive) => directive.includes('unsafe-inline'));
      expect(inline.map((directive) => directive.trim())).toEqual(["style-src-attr 'unsafe-inline'"]);
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce, url).toBeTruthy();
      // The page hands the same nonce to its style engines, and no answer reuses it.
      expect(first.text).toContain(`<meta name="csp-nonce" content="${nonce}"`);
      expect(first.text).not.toContain('__CSP_NONCE__');
      expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
      expect(first.headers['cache-control']).toBe('no-store');
    }
    const raw = await request(server()).get('/index.html').set('Accept', 'text/html');
    expect(raw.text).not.toContain('__CSP_NONCE__');
  });

  it('allows camera and microphone to the site only, and does not name the server software', async () => {
    for (const url of ['/api/client/blogs', '/', '/admin/init']) {
      const response = await request(server())
        .get(url)
        .set('x-api-key', process.env.PUBLIC_API_KEY as string);
      expect(response.headers['permissions-policy']).toContain('camera=(self)');
      expect(response.headers['permissions-policy']).toContain('microphone=(self)');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('sessions', () => {
  it('refuse an access token that is forged, unsigned, tampered with or expired', async () => {
    const client = await signUpClient({ locale: 'en' });
    const jwt = (await import('jsonwebtoken')).default;
    const { id, tv } = claims(client.jwt);
    const secret = booted().config.get<string>('plugin::users-permissions.jwtSecret');
    const [header, , signature] = client.jwt.split('.');
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tokens = {
      'signed with another secret': jwt.sign({ id, tv }, 'not-the-secret', { expiresIn: '1h' }),
      unsigned: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ id, tv, iat: Math.floor(clock.ms() / 1000) })}.`,
      'another user id under the same signature': `${header}.${base64url({ ...claims(client.jwt), id: Number(id) + 1 })}.${signature}`,
      expired: jwt.sign({ id, tv, exp: Math.floor(clock.ms() / 1000) - 60 }, secret),
      'of another algorithm': jwt.sign({ id, tv }, secret, { algorithm: 'HS512', expiresIn: '1h' }),
    };
    expect((await caller({ token: client.jwt }).get('/api/client/profile')).status).toBe(200);
    for (const [what, token] of Object.entries(tokens)) {
      const response = await caller({ token, locale: 'en' }).get('/api/client/profile');
      expect(response.status, what).toBe(401);
      expect(response.body.error.name, what).toBe('UnauthorizedError');
    }
  });

  it('give access tokens of at most 24 h and keep people signed in with a rotating httpOnly refresh cookie', async () => {
    const client = await signUpClient({ locale: 'en' });
    const http = client.http.anonymous();
    const login = await http.post('/api/client/auth/login', { email: client.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const { iat, exp } = claims(login.body.jwt);
    expect(exp - iat).toBeGreaterThan(0);
    expect(exp - iat).toBeLessThanOrEqual(24 * 3600);
    expect(JSON.stringify(login.body)).not.toMatch(/refresh/i);
    const cookie = cookieOf(login, 'refresh_client');
    expect(cookie).not.toBeNull();
    expect(cookie!.attributes).toContain('httponly');
    expect(cookie!.attributes).toContain('samesite=strict');
    expect(cookie!.attributes).toContain('path=/api/client/auth');

    // Refresh: a new access token and a new refresh token; the old refresh token is used up.
    const refreshed = await http.post('/api/client/auth/refresh').set('Cookie', `refresh_client=${cookie!.value}`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.email).toBe(client.email);
    expect((await caller({ token: refreshed.body.jwt }).get('/api/client/profile')).status).toBe(200);
    const rotated = cookieOf(refreshed, 'refresh_client');
    expect(rotated!.value).not.toBe(cookie!.value);
    expect((await http.post('/api/client/auth/refresh').set('Cookie', `refresh_client=${cookie!.value}`)).status).toBe(401);
    // Another surface's cookie name is not this one's.
    expect((await http.post('/api/consultant/auth/refresh').set('Cookie', `refresh_consultant=${rotated!.value}`)).status).toBe(401);
    expect((await http.post('/api/client/auth/refresh')).status).toBe(401);

    // Sign-out ends the refresh session.
    const logout = await http.post('/api/client/auth/logout').set('Cookie', `refresh_client=${rotated!.value}`);
    expect(logout.status).toBe(204);
    expect(cookieOf(logout, 'refresh_client')?.value ?? '').toBe('');
    expect((await http.post('/api/client/auth/refresh').set('Cookie', `refresh_client=${rotated!.value}`)).status).toBe(401);
  });

  it('end as a whole when an already used refresh token comes back: every token of that sign-in, none of another', async () => {
    const client = await signUpClient({ locale: 'en' });
    const http = client.http.anonymous();
    const signIn = async () => {
      const login = await http.post('/api/client/auth/login', { email: client.email, password: PASSWORD });
      expect(login.status).toBe(200);
      return { jwt: login.body.jwt as string, cookie: cookieOf(login, 'refresh_client')!.value };
    };
    const refresh = (cookie: string) => http.post('/api/client/auth/refresh').set('Cookie', `refresh_client=${cookie}`);
    const profile = (token: string) => caller({ token }).get('/api/client/profile');
    const laptop = await signIn();
    const phone = await signIn();
    const first = await refresh(laptop.cookie);
    expect(first.status).toBe(200);
    const second = await refresh(cookieOf(first, 'refresh_client')!.value);
    expect(second.status).toBe(200);
    const latest = { jwt: second.body.jwt as string, cookie: cookieOf(second, 'refresh_client')!.value };
    expect((await profile(latest.jwt)).status).toBe(200);

    // Somebody replays the laptop's first refresh token: that whole sign-in ends.
    expect((await refresh(laptop.cookie)).status).toBe(401);
    expect((await refresh(latest.cookie)).status).toBe(401);
    for (const token of [laptop.jwt, first.body.jwt, latest.jwt]) expect((await profile(token)).status).toBe(401);
    // The phone's sign-in goes on.
    expect((await profile(phone.jwt)).status).toBe(200);
    expect((await refresh(phone.cookie)).status).toBe(200);
  });

  it('refuse a refresh cookie without a valid signature, and it ends nothing', async () => {
    const client = await signUpClient({ locale: 'en' });
    const http = client.http.anonymous();
    const login = await http.post('/api/client/auth/login', { email: client.email, password: PASSWORD });
    const cookie = cookieOf(login, 'refresh_client')!.value;
    const [header, payload, signature] = cookie.split('.');
    const jwt = (await import('jsonwebtoken')).default;
    const forged = {
      'with a changed signature': `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      'signed with another secret': jwt.sign(claims(cookie), 'not-the-secret'),
      unsigned: `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
      'not a token': 'refresh-me',
    };
    for (const [what, value] of Object.entries(forged)) {
      const refused = await http.in('en').post('/api/client/auth/refresh').set('Cookie', `refresh_client=${value}`);
      expect(refused.status, what).toBe(401);
      expect(refused.body.error.name, what).toBe('UnauthorizedError');
    }
    expect((await caller({ token: login.body.jwt }).get('/api/client/profile')).status).toBe(200);
    expect((await http.post('/api/client/auth/refresh').set('Cookie', `refresh_client=${cookie}`)).status).toBe(200);
  });

  it('end at sign-out: the access token stops working at once, other devices stay signed in', async () => {
    const client = await signUpClient({ locale: 'en' });
    const http = client.http.anonymous();
    const login = await http.post('/api/client/auth/login', { email: client.email, password: PASSWORD });
    const other = await http.post('/api/client/auth/login', { email: client.email, password: PASSWORD });
    const token: string = login.body.jwt;
    expect((await caller({ token }).get('/api/client/profile')).status).toBe(200);
    const logout = await http.post('/api/client/auth/logout').set('Cookie', `refresh_client=${cookieOf(login, 'refresh_client')!.value}`);
    expect(logout.status).toBe(204);
    expect((await caller({ token }).get('/api/client/profile')).status).toBe(401);
    expect((await caller({ token: other.body.jwt }).get('/api/client/profile')).status).toBe(200);
    // Signing out with the access token alone (no cookie: another tab cleared it) ends it as well.
    expect((await http.post('/api/client/auth/logout').set('Authorization', `Bearer ${other.body.jwt}`)).status).toBe(204);
    expect((await caller({ token: other.body.jwt }).get('/api/client/profile')).status).toBe(401);
  });

  it('end at once when a consultant is deactivated, and sign-in says the account is deactivated', async () => {
    const consultant = await completeConsultant({ approve: true });
    const boss = await sharedAdmin();
    const login = await consultant.http.anonymous().post('/api/consultant/auth/login', { email: consultant.email, password: PASSWORD });
    const refreshCookie = cookieOf(login, 'refresh_consultant')!.value;
    expect((await consultant.http.get('/api/consultant/timings')).status).toBe(200);

    expect((await boss.http.put(`/api/admin-panel/consultants/${consultant.profileId}/active`, { active: false })).status).toBe(200);
    expect((await consultant.http.get('/api/consultant/profile/basic')).status).toBe(401);
    expect((await consultant.http.get('/api/consultant/timings')).status).toBe(401);
    expect((await consultant.http.anonymous().post('/api/consultant/auth/refresh').set('Cookie', `refresh_consultant=${refreshCookie}`)).status).toBe(401);
    const refused = await consultant.http.anonymous().in('en').post('/api/consultant/auth/login', { email: consultant.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ name: 'AccountDeactivated', message: expect.stringMatching(/deactivated/) });

    expect((await boss.http.put(`/api/admin-panel/consultants/${consultant.profileId}/active`, { active: true })).status).toBe(200);
    const back = await signInAgain(consultant, 'consultant');
    expect((await back.http.get('/api/consultant/timings')).status).toBe(200);
  });

  it('end at once when a consultant is rejected, when an account is blocked and when its role changes', async () => {
    const boss = await sharedAdmin();
    const consultant = await completeConsultant({ submit: true });
    expect((await boss.http.post(`/api/admin-panel/consultants/${consultant.profileId}/reject`, { reason: 'Diplôme illisible.' })).status).toBe(200);
    expect((await consultant.http.get('/api/consultant/profile/status')).status).toBe(401);

    const users = booted().db.query('plugin::users-permissions.user');
    const blocked = await signUpClient();
    const blockedRow = await users.findOne({ where: { email: blocked.email } });
    await booted()
      .documents('plugin::users-permissions.user')
      .update({ documentId: blockedRow.documentId, data: { blocked: true } });
    expect((await blocked.http.get('/api/client/profile')).status).toBe(401);

    const moved = await signUpClient();
    const movedRow = await users.findOne({ where: { email: moved.email } });
    const consultantRole = await booted()
      .db.query('plugin::users-permissions.role')
      .findOne({ where: { type: 'consultant' } });
    await users.update({ where: { id: movedRow.id }, data: { role: consultantRole.id } });
    expect((await moved.http.get('/api/client/profile')).status).toBe(401);
  });

  it('end on every other device when the password changes', async () => {
    const client = await signUpClient();
    const other = await signInAgain(client, 'client');
    const otherLogin = await other.http.anonymous().post('/api/client/auth/login', { email: client.email, password: PASSWORD });
    const otherCookie = cookieOf(otherLogin, 'refresh_client')!.value;
    const changed = await client.http.post('/api/client/auth/change-password', { currentPassword: PASSWORD, password: PASSWORD });
    expect(changed.status).toBe(200);
    expect(cookieOf(changed, 'refresh_client')).not.toBeNull();
    expect((await other.http.get('/api/client/profile')).status).toBe(401);
    expect((await other.http.anonymous().post('/api/client/auth/refresh').set('Cookie', `refresh_client=${otherCookie}`)).status).toBe(401);
    expect((await caller({ token: changed.body.jwt }).get('/api/client/profile')).status).toBe(200);
  });
});
