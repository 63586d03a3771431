import { describe, expect, it } from 'vitest';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge } from './proof-of-work';

describe('proof of work (docs/api-auth.md "Limits")', () => {
  it('solves a real ALTCHA challenge into an x-altcha value the server can verify', async () => {
    const secrets = { hmacSignatureSecret: 'test-signature-secret', hmacKeySignatureSecret: 'test-key-secret' };
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: randomInt(400, 200), deriveKey, ...secrets });
    const header = await solveChallenge(JSON.parse(JSON.stringify(challenge)), false);
    expect(header).not.toBeNull();
    const payload = JSON.parse(atob(header as string));
    expect(payload.challenge).toEqual(JSON.parse(JSON.stringify(challenge)));
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets });
    expect(result.verified).toBe(true);
  });

  it('gives up on something that is not a challenge', async () => {
    expect(await solveChallenge(null, false)).toBeNull();
    expect(await solveChallenge({ nope: true }, false)).toBeNull();
  });
});
