/**
 * Self-hosted proof-of-work challenges (ALTCHA, `altcha-lib`; no third party), asked for when a
 * public flow's address-independent budget is spent (src/lib/rate-limit.ts): the caller's browser
 * spends about a second of CPU to solve one, so an honest user still gets through while a flood of
 * forged requests becomes expensive.
 *
 * - {@link newChallenge}: a signed challenge (SHA-256, deterministic counter between
 *   `CHALLENGE_COST` and twice it, default 20 000; expires after 5 minutes), sent in the 429 answer's
 *   `details.challenge`.
 * - {@link acceptProof}: checks the `x-altcha` header of the repeated request (base64 of the JSON
 *   `{ challenge, solution }` that `solveChallenge` gives) and uses it up: a solution is good once.
 */
import { createHmac } from 'crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { secret } from '../../config/secrets';
import { clock } from '../contracts/clock';

/** Seconds a challenge stays solvable. */
export const CHALLENGE_TTL_SECONDS = 300;

/** The HMAC secrets, derived from the challenge key (`CHALLENGE_SECRET`, config/secrets). */
function secrets(): { hmacSignatureSecret: string; hmacKeySignatureSecret: string } {
  const root = secret('CHALLENGE_SECRET');
  const derive = (label: string) => createHmac('sha256', root).update(`proof-of-work:${label}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

function cost(): number {
  const value = Number(process.env.CHALLENGE_COST);
  return Number.isInteger(value) && value >= 1 ? value : 20_000;
}

/** A new signed challenge for the 429 answer. */
export async function newChallenge(): Promise<Challenge> {
  const base = cost();
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(base * 2, base),
    deriveKey,
    expiresAt: new Date(clock.ms() + CHALLENGE_TTL_SECONDS * 1000),
    ...secrets(),
  });
}

/**
 * Whether `header` (the request's `x-altcha`) carries a valid, unexpired solution of one of our
 * challenges. The signature of the challenge is passed to `useOnce`, which answers false when it was
 * already used (the caller keeps that memory, shared by every instance).
 * @param header - base64 of `{ challenge, solution }` (or the JSON itself); anything else → false
 */
type VerifyInput = Parameters<typeof verifySolution>[0];
type ProofChallenge = VerifyInput['challenge'];
type ProofSolution = VerifyInput['solution'];

export async function acceptProof(header: string | undefined, useOnce: (signature: string) => Promise<boolean>): Promise<boolean> {
  if (!header || header.length > 4096) return false;
  let payload: { challenge?: ProofChallenge; solution?: ProofSolution } | null;
  try {
    const text = header.trim().startsWith('{') ? header : Buffer.from(header, 'base64').toString('utf8');
    payload = JSON.parse(text);
  } catch {
    return false;
  }
  const challenge = payload?.challenge;
  const solution = payload?.solution;
  if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string' || !solution || typeof solution !== 'object') return false;
  if (challenge.parameters?.algorithm !== 'SHA-256') return false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, ...secrets() });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  return useOnce(challenge.signature);
}
