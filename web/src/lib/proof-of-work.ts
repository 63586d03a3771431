/**
 * The answer to a proof-of-work challenge (docs/api-auth.md "Limits"): when a public form is past its
 * budget across all callers, the API answers 429 `ChallengeRequired` with an ALTCHA challenge; the
 * browser solves it (about a second of work, `altcha-lib`), saying so in a short message, and the API
 * client sends the same request again with the solution in `x-altcha`. The solver's code loads only
 * when a challenge comes (it is no part of a page's first load).
 *
 * @module lib/proof-of-work
 */
import type { Challenge } from 'altcha-lib';
import { i18n } from './i18n';
import { toast } from './toast';

/** Give up after this long (the user can still send the form again). */
const TIMEOUT_MS = 60_000;

/**
 * Solve `challenge` (the `details.challenge` of the 429 answer).
 * @returns the `x-altcha` header value (base64 of `{ challenge, solution }`), or `null` when the
 *   challenge is malformed or was not solved in time
 */
export async function solveChallenge(challenge: unknown, notify = true): Promise<string | null> {
  const candidate = challenge as Challenge | null;
  if (!candidate || typeof candidate !== 'object' || !candidate.parameters) return null;
  if (notify) toast.info(i18n.t('session.challenge'));
  try {
    const [{ solveChallenge: solve }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
    const solution = await solve({ challenge: candidate, deriveKey, timeout: TIMEOUT_MS });
    if (!solution) return null;
    return btoa(JSON.stringify({ challenge: candidate, solution }));
  } catch {
    return null;
  }
}
