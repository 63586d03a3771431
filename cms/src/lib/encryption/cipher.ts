/**
 * Field encryption of personal data at rest (DESIGN §8 "Personal data"; docs/privacy.md "Encryption at
 * rest"): AES-256-GCM from `node:crypto`, each value self-describing,
 *
 * ```
 * enc:v1:<key id>:<iv, base64 of 12 bytes>:<tag, base64 of 16 bytes>:<ciphertext, base64>
 * ```
 *
 * so that any key of the ring can read it and the rotation knows which values still need a new key.
 *
 * The key ring is `DATA_ENCRYPTION_KEYS`: `<key id>:<base64 of 32 bytes>` entries separated by commas,
 * the first one encrypting, every one decrypting. It comes from the environment variable; in production
 * the variable is required; elsewhere it comes from the local secrets file (config/secrets.ts, generated at
 * the first start). The ring is read again when it changes (the variable's text, or the file's size and
 * modification time, checked before each encryption) and when a value names a key id the ring does not
 * hold: a server learns the key that `npm run keys:rotate` added without a restart.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { localSecrets, secretsFile } from '../../../config/secrets';

/** The prefix of every encrypted value (format version 1). */
export const ENCRYPTED_PREFIX = 'enc:v1:';

/** Environment variable (and secrets-file entry) of the key ring. */
export const KEY_RING_VARIABLE = 'DATA_ENCRYPTION_KEYS';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One key of the ring. */
export interface DataKey {
  /** what encrypted values name it by */
  id: string;
  /** 32 bytes (AES-256) */
  key: Buffer;
}

/** The keys the server reads and writes personal data with. */
export interface KeyRing {
  /** the key new values are encrypted with (the ring's first entry) */
  current: DataKey;
  /** every key, by id (the current one included) */
  keys: Map<string, DataKey>;
  /** where the ring was read: the environment variable or the local secrets file */
  source: 'environment' | 'secrets file';
}

/** Why a stored value cannot be read. */
export type DecryptionFailure = 'unknown-key' | 'malformed' | 'tampered';

/** A value that cannot be decrypted: its key is not in the ring, it is not a well-formed value, or it was altered. */
export class DecryptionError extends Error {
  constructor(
    readonly reason: DecryptionFailure,
    /** the key id the value names, when it names one */
    readonly keyId: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'DecryptionError';
  }
}

/**
 * Parse a key ring's text.
 * @param text - `<key id>:<base64 of 32 bytes>` entries separated by commas (blanks ignored), the first being current
 * @param source - where it comes from (said in the ring and in errors)
 * @throws Error naming the faulty entry by its position (never printing a key) when an entry is malformed,
 *   a key is not 32 bytes, a key id is used twice, or there is no entry
 */
export function parseKeyRing(text: string, source: KeyRing['source'] = 'environment'): KeyRing {
  const keys = new Map<string, DataKey>();
  let current: DataKey | undefined;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = colon > 0 ? entry.slice(colon + 1) : '';
    const key = BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
    if (!KEY_ID.test(id) || key.length !== KEY_BYTES) {
      throw new Error(`${KEY_RING_VARIABLE} (${source}): entry ${index + 1} is not "<key id>:<base64 of ${KEY_BYTES} bytes>" (key id: letters, digits, - or _)`);
    }
    if (keys.has(id)) throw new Error(`${KEY_RING_VARIABLE} (${source}): key id "${id}" is used twice`);
    const dataKey = { id, key };
    keys.set(id, dataKey);
    current ??= dataKey;
  });
  if (!current) throw new Error(`${KEY_RING_VARIABLE} (${source}) holds no key`);
  return { current, keys, source };
}

/** The ring in use and what it was read from (to notice a change). */
let loaded: { ring: KeyRing; fingerprint: string } | undefined;

/** What tells that the ring's source changed: the variable's text, or the secrets file's size and time. */
function sourceFingerprint(): string {
  const variable = process.env[KEY_RING_VARIABLE]?.trim();
  if (variable) return `environment:${variable}`;
  try {
    const info = fs.statSync(secretsFile());
    return `file:${info.size}:${info.mtimeMs}`;
  } catch {
    return 'file:missing';
  }
}

/** Read the ring from its source (config/secrets rules: the variable, required in production, else the file). */
function readKeyRing(): KeyRing {
  const variable = process.env[KEY_RING_VARIABLE]?.trim();
  if (variable) return parseKeyRing(variable, 'environment');
  if (process.env.NODE_ENV === 'production') throw new Error(`Missing required environment variable ${KEY_RING_VARIABLE} (see config/.env.example)`);
  return parseKeyRing(localSecrets({ reload: true })[KEY_RING_VARIABLE], 'secrets file');
}

/**
 * The key ring, read again when its source changed since the last call (or always, with `reload`).
 * @throws Error when the ring is missing (production without the variable) or malformed ({@link parseKeyRing})
 */
export function keyRing({ reload = false }: { reload?: boolean } = {}): KeyRing {
  const fingerprint = sourceFingerprint();
  if (!loaded || reload || loaded.fingerprint !== fingerprint) loaded = { ring: readKeyRing(), fingerprint };
  return loaded.ring;
}

/** True when `value` is a text in the encrypted format (whatever its key). */
export function isEncrypted(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX);
}

/** The key id an encrypted value names, or null for anything else. */
export function keyIdOf(value: unknown): string | null {
  if (!isEncrypted(value)) return null;
  const id = value.slice(ENCRYPTED_PREFIX.length).split(':', 1)[0];
  return KEY_ID.test(id) ? id : null;
}

/**
 * Encrypt a text with a key (the ring's current one by default).
 * @param text - the clear text (any length, UTF-8)
 * @returns `enc:v1:<key id>:<iv>:<tag>:<ciphertext>`, a fresh random IV each time
 * @throws Error when the key ring cannot be read ({@link keyRing})
 */
export function encryptField(text: string, key: DataKey = keyRing().current): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${ENCRYPTED_PREFIX}${key.id}:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${ciphertext.toString('base64')}`;
}

/** The key of `keyId`, reading the ring again once when it does not hold it (a key added by a rotation). */
function keyOf(keyId: string): DataKey | undefined {
  return keyRing().keys.get(keyId) ?? keyRing({ reload: true }).keys.get(keyId);
}

/**
 * Decrypt a stored value. A value without the {@link ENCRYPTED_PREFIX} is a clear text written before
 * encryption (not yet converted): it is returned as it is.
 * @param value - what the database holds
 * @returns the clear text
 * @throws DecryptionError `unknown-key` (no key of the ring has its id, even after reading the ring
 *   again), `malformed` (not the format), `tampered` (the authentication tag does not match: altered
 *   value, or another key under the same id)
 */
export function decryptField(value: string): string {
  if (!isEncrypted(value)) return value;
  const parts = value.slice(ENCRYPTED_PREFIX.length).split(':');
  const keyId = keyIdOf(value);
  if (parts.length !== 4 || !keyId || !parts.slice(1).every((part) => BASE64.test(part))) {
    throw new DecryptionError('malformed', keyId, 'the value is not in the enc:v1 format');
  }
  const iv = Buffer.from(parts[1], 'base64');
  const tag = Buffer.from(parts[2], 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError('malformed', keyId, 'the value is not in the enc:v1 format');
  const key = keyOf(keyId);
  if (!key) throw new DecryptionError('unknown-key', keyId, `key id "${keyId}" is not in the key ring (${KEY_RING_VARIABLE}, ${keyRing().source})`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(parts[3], 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionError('tampered', keyId, `the value does not authenticate under key "${keyId}"`);
  }
}
