/**
 * The field cipher of encryption at rest (src/lib/encryption/cipher.ts, docs/privacy.md "Encryption at
 * rest"): values any key of the ring reads, never twice the same ciphertext, an altered value or a wrong
 * key refused rather than read as something else, and a malformed key ring refused with a message that
 * names the entry without printing a key.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptField, DecryptionError, encryptField, keyIdOf, keyRing, parseKeyRing } from '../../src/lib/encryption/cipher';
import { openValue, sealValue } from '../../src/lib/encryption/values';

const entry = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const saved = process.env.DATA_ENCRYPTION_KEYS;

afterEach(() => {
  if (saved === undefined) delete process.env.DATA_ENCRYPTION_KEYS;
  else process.env.DATA_ENCRYPTION_KEYS = saved;
});

/** The failure reason of decrypting `value`. */
function failure(value: string): string {
  try {
    decryptField(value);
  } catch (error) {
    if (error instanceof DecryptionError) return error.reason;
    throw error;
  }
  return 'decrypted';
}

describe('the field cipher', () => {
  it('writes with the first key of the ring and reads with any of its keys', () => {
    const [older, newer] = [entry('older'), entry('newer')];
    process.env.DATA_ENCRYPTION_KEYS = older;
    const before = encryptField('FR7630006000011234567890189');
    expect(keyIdOf(before)).toBe('older');
    process.env.DATA_ENCRYPTION_KEYS = `${newer},${older}`;
    const after = encryptField('Anxiété, sommeil agité 😴');
    expect(keyIdOf(after)).toBe('newer');
    expect(decryptField(before)).toBe('FR7630006000011234567890189');
    expect(decryptField(after)).toBe('Anxiété, sommeil agité 😴');
    // A fresh IV each time: the same text never gives the same value.
    expect(encryptField('même texte')).not.toBe(encryptField('même texte'));
    expect(after).toMatch(/^enc:v1:newer:[A-Za-z0-9+/=]{16}:[A-Za-z0-9+/=]{24}:[A-Za-z0-9+/=]+$/);
  });

  it('refuses an altered value, a key not in the ring and a value not in the format', () => {
    process.env.DATA_ENCRYPTION_KEYS = entry('only');
    const value = encryptField('Note de séance');
    const parts = value.split(':');
    const flipped = Buffer.from(parts[5], 'base64');
    flipped[0] ^= 1;
    expect(failure([...parts.slice(0, 5), flipped.toString('base64')].join(':'))).toBe('tampered');
    // The same key id with another key (a ring replaced by mistake) does not read it either.
    process.env.DATA_ENCRYPTION_KEYS = entry('only');
    expect(failure(value)).toBe('tampered');
    process.env.DATA_ENCRYPTION_KEYS = entry('other');
    expect(failure(value)).toBe('unknown-key');
    expect(failure('enc:v1:other:short:tag:text')).toBe('malformed');
    // A value written before encryption is read as it is.
    expect(decryptField('texte en clair')).toBe('texte en clair');
  });

  it('keeps JSON values as valid JSON strings and leaves empty values alone', () => {
    process.env.DATA_ENCRYPTION_KEYS = entry('json');
    const answers = { sleep_hours: 5, concerns: ['stress'], note: 'Réveils nocturnes' };
    const stored = sealValue('json', answers) as string;
    expect(JSON.parse(stored)).toMatch(/^enc:v1:json:/);
    expect(openValue('json', stored)).toEqual(answers);
    expect(openValue('json', JSON.parse(stored))).toEqual(answers);
    expect(sealValue('json', null)).toBeNull();
    expect(sealValue('text', '')).toBe('');
    expect(sealValue('text', null)).toBeNull();
  });

  it('refuses a malformed key ring, naming the entry but never printing a key', () => {
    const key = randomBytes(32).toString('base64');
    expect(() => parseKeyRing(`good:${key},bad key:${key}`)).toThrow(/entry 2 is not/);
    expect(() => parseKeyRing(`short:${randomBytes(16).toString('base64')}`)).toThrow(/entry 1 is not/);
    expect(() => parseKeyRing(`same:${key},same:${randomBytes(32).toString('base64')}`)).toThrow(/"same" is used twice/);
    expect(() => parseKeyRing(' , ')).toThrow(/holds no key/);
    try {
      parseKeyRing(`bad key:${key}`);
    } catch (error) {
      expect((error as Error).message).not.toContain(key);
    }
    process.env.DATA_ENCRYPTION_KEYS = `a:${key}, b:${randomBytes(32).toString('base64')} `;
    expect(keyRing().current.id).toBe('a');
    expect([...keyRing().keys.keys()]).toEqual(['a', 'b']);
  });
});
