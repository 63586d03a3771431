/**
 * The bcrypt work factor of stored passwords (docs/api-auth.md "Passwords").
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_ROUNDS, passwordHashRounds } from '../../src/lib/password-hash';

describe('password hash work factor', () => {
  it('is users-permissions’ own (10) when nothing is set', () => {
    expect(DEFAULT_PASSWORD_HASH_ROUNDS).toBe(10);
    expect(passwordHashRounds(undefined)).toBe(10);
    expect(passwordHashRounds('')).toBe(10);
  });

  it('takes a factor from 4 to 15', () => {
    expect(passwordHashRounds('4')).toBe(4);
    expect(passwordHashRounds('12')).toBe(12);
    expect(passwordHashRounds('15')).toBe(15);
  });

  it('refuses a start with a factor out of bounds or not a whole number', () => {
    for (const value of ['3', '16', '10.5', 'ten', '-4']) expect(() => passwordHashRounds(value), value).toThrow(/PASSWORD_HASH_ROUNDS/);
  });
});
