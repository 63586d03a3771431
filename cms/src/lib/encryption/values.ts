/**
 * Stored form of an encrypted field (docs/privacy.md "Encryption at rest"), by kind
 * (./fields.ts): what the query engine is given to write, and the clear value of what it read.
 */
import { decryptField, encryptField, isEncrypted, keyRing, type DataKey } from './cipher';
import type { EncryptedKind } from './fields';

/**
 * The value to store for a clear value.
 * - `text`: a non-empty string becomes its encrypted text; anything else (null, empty string) is kept.
 * - `json`: any value but null/undefined becomes its encrypted JSON text, written as a JSON string
 *   (`"enc:v1:…"`) so that the column holds valid JSON.
 * @param key - the key to encrypt with (default: the ring's current one)
 * @throws Error when the key ring cannot be read
 */
export function sealValue(kind: EncryptedKind, value: unknown, key?: DataKey): unknown {
  if (kind === 'text') return typeof value === 'string' && value.length > 0 ? encryptField(value, key ?? keyRing().current) : value;
  return value === null || value === undefined ? value : JSON.stringify(encryptField(JSON.stringify(value), key ?? keyRing().current));
}

/**
 * The encrypted text inside a stored JSON value, or null when it is a clear JSON value. The query
 * engine hands a JSON string back still quoted (`"enc:v1:…"`); a raw read gives the column's text.
 */
export function encryptedJsonText(stored: unknown): string | null {
  if (isEncrypted(stored)) return stored;
  if (typeof stored === 'string' && stored.startsWith(`"enc:`)) {
    try {
      const inner: unknown = JSON.parse(stored);
      return isEncrypted(inner) ? inner : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The clear value of a stored one. Values stored before encryption (no `enc:v1:` prefix) are returned as
 * they are.
 * @throws DecryptionError when the value cannot be decrypted (./cipher.ts)
 */
export function openValue(kind: EncryptedKind, stored: unknown): unknown {
  if (kind === 'text') return isEncrypted(stored) ? decryptField(stored) : stored;
  const text = encryptedJsonText(stored);
  return text === null ? stored : (JSON.parse(decryptField(text)) as unknown);
}
