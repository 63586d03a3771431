/**
 * The bcrypt work factor of stored passwords (docs/api-auth.md "Passwords").
 *
 * `PASSWORD_HASH_ROUNDS` (an integer from 4 to 15; default 10, users-permissions' own) sets it for new
 * hashes; a stored hash keeps the factor it was made with, and checking it costs that factor's work.
 * Only the test runs lower it (to 4: each sign-up and sign-in then costs the server a millisecond of
 * CPU instead of about eighty), so that the same hashing and checking code runs in tests as in
 * production.
 */

/** users-permissions' default factor, and the one a production start uses unless told otherwise. */
export const DEFAULT_PASSWORD_HASH_ROUNDS = 10;

/**
 * @param value - the `PASSWORD_HASH_ROUNDS` setting
 * @returns the bcrypt cost factor (log2 of the rounds), 4 to 15
 * @throws Error when the setting is not an integer from 4 to 15 (a start-up error, never a request's)
 */
export function passwordHashRounds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PASSWORD_HASH_ROUNDS;
  const rounds = Number(value);
  if (!Number.isInteger(rounds) || rounds < 4 || rounds > 15) throw new Error(`PASSWORD_HASH_ROUNDS must be an integer from 4 to 15, not "${value}"`);
  return rounds;
}
