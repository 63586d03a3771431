import { describe, expect, it } from 'vitest';
import { formatSize } from './files';

/** Intl uses narrow/no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatSize', () => {
  it('speaks French units and decimals: octets, ko, Mo, Go', () => {
    expect(plain(formatSize(12, 'fr'))).toBe('12 octets');
    expect(plain(formatSize(2048, 'fr'))).toBe('2 ko');
    expect(plain(formatSize(2.4 * 1024 * 1024, 'fr'))).toBe('2,4 Mo');
    expect(plain(formatSize(10 * 1024 ** 3, 'fr'))).toBe('10 Go');
  });

  it('speaks English units and decimals: bytes, kB, MB', () => {
    expect(plain(formatSize(12, 'en'))).toBe('12 bytes');
    expect(plain(formatSize(1536, 'en'))).toBe('1.5 kB');
    expect(plain(formatSize(10 * 1024 * 1024, 'en'))).toBe('10 MB');
  });

  it('keeps a zero size in bytes', () => {
    expect(plain(formatSize(0, 'fr'))).toBe('0 octet');
  });
});
