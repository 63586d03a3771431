/**
 * No secret in the source (README "Security", cms/config/secrets.ts): outside production the server
 * signs with secrets generated on its first start, kept owner-only in a git-ignored file and reused;
 * a token signed with any string written in the repository is refused on every surface (the role
 * surfaces, the consultation room's socket, Strapi's own admin API), and so is a token without expiry.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, booted, seedOnce } from '../helpers/strapi';
import { caller, signUpClient } from '../helpers/accounts';
import { closeSockets, connect } from '../helpers/room';

const repository = path.resolve(__dirname, '..', '..', '..');
const secretsModule = path.resolve(__dirname, '..', '..', 'dist', 'config', 'secrets.js');
const NAMES = ['JWT_SECRET', 'ADMIN_JWT_SECRET', 'APP_KEYS', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'CHALLENGE_SECRET', 'DATA_ENCRYPTION_KEYS'];

/** The payload of a JWT, unverified. */
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/**
 * Every string written in the repository's tracked text files: quoted literals and the values of
 * `NAME=value` / `NAME: value` lines, 1 to 200 characters.
 */
function repositoryStrings(files = execFileSync('git', ['ls-files'], { cwd: repository, encoding: 'utf8' }).split('\n').filter(Boolean)): Set<string> {
  const strings = new Set<string>();
  for (const file of files) {
    const full = path.join(repository, file);
    let text: string;
    try {
      if (fs.statSync(full).size > 2_000_000) continue;
      text = fs.readFileSync(full, 'utf8');
    } catch {
      continue;
    }
    if (text.includes('\u0000')) continue;
    for (const match of text.matchAll(/(["'`])((?:(?!\1)[^\\\n]){1,200})\1/g)) strings.add(match[2]);
    for (const match of text.matchAll(/^\s*[A-Za-z_][A-Za-z0-9_.-]*\s*[:=]\s*(\S{1,200})\s*$/gm)) strings.add(match[1].replace(/^["']|["']$/g, ''));
  }
  return strings;
}

/**
 * The repository's strings where a secret would be written: the server's configuration, the example
 * environment, the compose file and the pages that tell how to set them (the test above checks the rest
 * of the repository against the live secrets).
 */
function configurationStrings(): string[] {
  const files = execFileSync('git', ['ls-files', 'config/.env.example', 'cms/config', 'docker-compose.yml', 'README.md', 'docs/api-auth.md'], { cwd: repository, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return [...repositoryStrings(files)].filter((value) => value.length >= 3);
}

/** Run the compiled secrets module in a fresh process with `SECRETS_FILE=file`; its secrets as JSON. */
function secretsOfNewProcess(file: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', `process.stdout.write(JSON.stringify(require(${JSON.stringify(secretsModule)}).localSecrets()))`], {
      env: { PATH: process.env.PATH, SECRETS_FILE: file },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`))));
  });
}

/** `work` of every item, 16 at a time; the results in the items' order. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 16) results.push(...(await Promise.all(items.slice(i, i + 16).map(work))));
  return results;
}

beforeAll(async () => {
  await seedOnce();
}, 300_000);

afterAll(() => closeSockets());

describe('the server secrets', () => {
  it('are generated on first start into an owner-only file, then reused, also by processes starting together', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    try {
      const file = path.join(dir, 'nested', 'secrets.json');
      const together = await Promise.all([1, 2, 3, 4].map(() => secretsOfNewProcess(file)));
      expect(Object.keys(together[0]).sort()).toEqual([...NAMES].sort());
      for (const other of together) expect(other).toEqual(together[0]);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // A later start reuses them; the values are long random strings, all different.
      expect(await secretsOfNewProcess(file)).toEqual(together[0]);
      const values = Object.values(together[0]);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value.length).toBeGreaterThanOrEqual(40);
      // Another checkout (another file) gets other secrets.
      const elsewhere = await secretsOfNewProcess(path.join(dir, 'other.json'));
      for (const name of NAMES) expect(elsewhere[name]).not.toBe(together[0][name]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('of this server come from its own file, which git ignores, and none is written in the repository', async () => {
    const file = process.env.SECRETS_FILE as string;
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const config = booted().config;
    const live = {
      JWT_SECRET: config.get<string>('plugin::users-permissions.jwtSecret'),
      ADMIN_JWT_SECRET: config.get<string>('admin.auth.secret'),
      APP_KEYS: config.get<string[]>('server.app.keys').join(','),
      API_TOKEN_SALT: config.get<string>('admin.apiToken.salt'),
      TRANSFER_TOKEN_SALT: config.get<string>('admin.transfer.token.salt'),
      ENCRYPTION_KEY: config.get<string>('admin.secrets.encryptionKey'),
    };
    for (const [name, value] of Object.entries(live)) expect(value, name).toBe(stored[name]);
    // The checkout's default file is ignored by git.
    const ignored = execFileSync('git', ['check-ignore', '-q', 'cms/.tmp/secrets.json'], { cwd: repository, stdio: 'ignore' });
    expect(ignored).toBeNull();
    const written = repositoryStrings();
    expect(written.size).toBeGreaterThan(1000);
    const everySecret = [...Object.values(stored), ...stored.APP_KEYS.split(',')];
    for (const value of everySecret) expect(written.has(value)).toBe(false);
  });
});

describe('a token signed with a string of the repository', () => {
  it('is refused by the role surfaces and the consultation room, and so is one without an expiry', async () => {
    const client = await signUpClient({ locale: 'en' });
    const real = claims(client.jwt);
    const secret = booted().config.get<string>('plugin::users-permissions.jwtSecret');
    const profile = (token: string) => caller({ token, locale: 'en' }).get('/api/client/profile');
    const room = (token: string) =>
      connect({ apiKey: API_KEY(), token, roomId: 'no-such-room' }, 'en').then(
        () => 'connected',
        (error: { data?: { code?: string } }) => error.data?.code,
      );
    // The same claims signed with the real secret are accepted: what follows fails only by its key.
    expect((await profile(jwt.sign(real, secret))).status).toBe(200);
    expect(await room(jwt.sign(real, secret))).toBe('not_found');

    const candidates = configurationStrings();
    expect(candidates.length).toBeGreaterThan(200);
    const answers = await inBatches(candidates, async (candidate) => {
      const response = await profile(jwt.sign(real, candidate));
      return `${candidate} → ${response.status} ${response.body.error?.name}`;
    });
    expect(answers).toEqual(candidates.map((candidate) => `${candidate} → 401 UnauthorizedError`));
    const sockets = await inBatches(candidates.slice(0, 50), async (candidate) => `${candidate} → ${await room(jwt.sign(real, candidate))}`);
    expect(sockets).toEqual(candidates.slice(0, 50).map((candidate) => `${candidate} → unauthorized`));

    // Signed with the real secret but never expiring.
    const { exp: _exp, iat: _iat, ...forever } = real;
    const endless = jwt.sign(forever, secret);
    expect(claims(endless).exp).toBeUndefined();
    const refused = await profile(endless);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/sign in again/i);
    expect(await room(endless)).toBe('unauthorized');
  });

  it("is refused by Strapi's own admin API behind /cms, and so is one without an expiry", async () => {
    const server = booted().server.httpServer;
    const login = await request(server)
      .post('/admin/login')
      .send({ email: 'cms-admin@demo.local', password: process.env.DEMO_PASSWORD || 'Demo-Wellness-2026' });
    expect(login.status).toBe(200);
    const token: string = login.body.data.token;
    const real = claims(token);
    const secret = booted().config.get<string>('admin.auth.secret');
    const me = (bearer: string) => request(server).get('/admin/users/me').set('Authorization', `Bearer ${bearer}`).set('Accept-Language', 'en');
    expect((await me(jwt.sign(real, secret))).status).toBe(200);
    const candidates = configurationStrings();
    const answers = await inBatches(candidates, async (candidate) => `${candidate} → ${(await me(jwt.sign(real, candidate))).status}`);
    expect(answers).toEqual(candidates.map((candidate) => `${candidate} → 401`));
    const { exp: _exp, iat: _iat, ...forever } = real;
    const endless = await me(jwt.sign(forever, secret));
    expect(endless.status).toBe(401);
    expect(endless.body.error).toMatchObject({ name: 'UnauthorizedError', message: expect.stringMatching(/sign in again/i) });
  });
});
