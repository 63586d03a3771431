/**
 * The server's secrets: what signs access and refresh tokens (users-permissions, Strapi's `/cms` admin),
 * cookies and newsletter links (app keys), proof-of-work challenges, what salts or encrypts Strapi's
 * own API and transfer tokens, and the key ring that encrypts personal data at rest
 * (`DATA_ENCRYPTION_KEYS`, src/lib/encryption; docs/privacy.md "Encryption at rest"). README "Security",
 * config/.env.example.
 *
 * - Each comes from the environment variable of its name when set.
 * - In production (`NODE_ENV=production`) every one must: a missing one stops the server at start-up
 *   rather than running with a value anybody could know. The challenge key alone may be left out there:
 *   it is then derived from `JWT_SECRET` (its value before it had a name of its own).
 * - Otherwise (`npm start`, the tests) the missing ones are read from the local secrets file
 *   (`SECRETS_FILE`, default `cms/.tmp/secrets.json`, git-ignored). The first start generates it:
 *   32 random bytes per secret (base64), written once, readable by its owner only (mode 0600), and
 *   reused by later starts and by every process sharing the file (replicas, test workers). No value
 *   written in the repository ever signs anything. `DATA_ENCRYPTION_KEYS` is a key ring,
 *   `<key id>:<base64 of 32 bytes>` entries separated by commas (the first encrypts); the first start
 *   writes one entry, and `npm run keys:rotate` puts a new one in front ({@link setLocalSecret}).
 */
import { createHmac, randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';

/** The secrets the server needs (environment variable names). `APP_KEYS` is a comma-separated list. */
export const SECRET_NAMES = ['JWT_SECRET', 'ADMIN_JWT_SECRET', 'APP_KEYS', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'CHALLENGE_SECRET', 'DATA_ENCRYPTION_KEYS'] as const;

/** One of {@link SECRET_NAMES}. */
export type SecretName = (typeof SECRET_NAMES)[number];

/** The generated secrets file of this checkout (or `SECRETS_FILE`), beside the embedded database. */
export function secretsFile(): string {
  // This file runs compiled (cms/dist/config) or from source (cms/config, the panel's build): cms/.tmp either way.
  const cms = path.basename(path.dirname(__dirname)) === 'dist' ? path.join(__dirname, '..', '..') : path.join(__dirname, '..');
  return path.resolve(process.env.SECRETS_FILE || path.join(cms, '.tmp', 'secrets.json'));
}

/**
 * A fresh entry of the data key ring: a random key id (8 hex digits) and 32 random bytes (AES-256), as
 * `<key id>:<base64 key>`.
 */
export function generatedDataKey(): string {
  return `${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64')}`;
}

/**
 * A fresh random value: 32 bytes, base64. `APP_KEYS` gets two, comma-separated (Koa signs with the first);
 * `DATA_ENCRYPTION_KEYS` a key ring of one entry ({@link generatedDataKey}).
 */
function generated(name: SecretName): string {
  const value = () => randomBytes(32).toString('base64');
  if (name === 'DATA_ENCRYPTION_KEYS') return generatedDataKey();
  return name === 'APP_KEYS' ? `${value()},${value()}` : value();
}

/** The file's secrets, or null when there is no file (yet). Malformed files throw: never overwritten. */
function readFile(file: string): Partial<Record<SecretName, string>> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object') throw new Error(`${file} is not a JSON object of secrets`);
  return parsed as Partial<Record<SecretName, string>>;
}

/**
 * Put `secrets` in `file` at once (written to a temporary file of the same folder, then moved), mode
 * 0600. With `exclusive`, an existing file is kept (another process created it first): false is returned.
 */
function writeFile(file: string, secrets: Partial<Record<SecretName, string>>, exclusive: boolean): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (!exclusive) {
      fs.renameSync(temporary, file);
      return true;
    }
    try {
      fs.linkSync(temporary, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** The local secrets, generated on the first call of the first process (see the module comment). */
let local: Record<SecretName, string> | undefined;

/**
 * The secrets of the local secrets file, creating it (or adding a missing secret to it) when needed.
 * @param options.reload - read the file again instead of the copy kept from the first call (the data key
 *   ring changes while the server runs: `npm run keys:rotate`)
 * @returns every secret of {@link SECRET_NAMES}
 * @throws when the file cannot be read, parsed or written (its folder is not writable)
 */
export function localSecrets({ reload = false }: { reload?: boolean } = {}): Record<SecretName, string> {
  if (local && !reload) return local;
  const file = secretsFile();
  let secrets = readFile(file);
  if (!secrets) {
    const fresh = Object.fromEntries(SECRET_NAMES.map((name) => [name, generated(name)])) as Record<SecretName, string>;
    // Another process starting at the same moment may win: then its secrets are the ones.
    secrets = writeFile(file, fresh, true) ? fresh : readFile(file);
  }
  const missing = SECRET_NAMES.filter((name) => typeof secrets?.[name] !== 'string' || !secrets[name]);
  if (missing.length) {
    // A file made before a secret was added: keep its values, add the new one.
    writeFile(file, { ...secrets, ...Object.fromEntries(missing.map((name) => [name, generated(name)])) }, false);
    secrets = readFile(file);
  }
  // Owner only, even when the file was copied in with looser rights.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  local = secrets as Record<SecretName, string>;
  return local;
}

/**
 * A secret's value: its environment variable, else (outside production) the local secrets file.
 * @param name - one of {@link SECRET_NAMES}
 * @returns the value (for `APP_KEYS`, the comma-separated list: see {@link appKeys})
 * @throws Error in production when the environment variable is missing or empty
 */
export function secret(name: SecretName): string {
  const value = process.env[name]?.trim();
  if (value) return value;
  if (process.env.NODE_ENV === 'production') {
    if (name === 'CHALLENGE_SECRET') return createHmac('sha256', secret('JWT_SECRET')).update('proof-of-work').digest('base64');
    throw new Error(`Missing required environment variable ${name} (see config/.env.example)`);
  }
  return localSecrets()[name];
}

/**
 * Replace one secret of the local secrets file (the others are kept), atomically (a temporary file moved
 * over it, mode 0600). Used by `npm run keys:rotate` for `DATA_ENCRYPTION_KEYS`; servers sharing the file
 * read it again when they meet a key they do not know (src/lib/encryption).
 * @param name - one of {@link SECRET_NAMES}
 * @param value - its new value (non-empty)
 * @throws when the file cannot be read, parsed or written
 */
export function setLocalSecret(name: SecretName, value: string): void {
  const current = localSecrets({ reload: true });
  writeFile(secretsFile(), { ...current, [name]: value }, false);
  local = readFile(secretsFile()) as Record<SecretName, string>;
}

/** Koa's cookie-signing keys (`server.app.keys`): `APP_KEYS` split on commas, empty entries dropped. */
export function appKeys(): string[] {
  return secret('APP_KEYS')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}
