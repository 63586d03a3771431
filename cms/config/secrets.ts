/**
 * Secrets for the embedded/demo mode.
 *
 * In production (`NODE_ENV=production`) every secret must come from the environment: a missing one
 * stops the server at start-up rather than running with a well-known value. Outside production a
 * fixed development value is used so that `npm start` works on a fresh clone without any setup.
 *
 * @param name - the environment variable name (documented in config/.env.example at the repo root)
 * @returns the development value for `name`
 * @throws Error when called in production
 */
export function devSecret(name: string): string {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`Missing required environment variable ${name} (see config/.env.example)`);
  }
  return `dev-only-${name.toLowerCase()}-do-not-use-in-production`;
}
