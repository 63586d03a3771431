/**
 * No account enumeration (docs/api-auth.md "No account enumeration"): sign-in with a wrong password,
 * the forgotten-password form and the sign-up steps answer the same, in content and in time, whether
 * or not the address has an account.
 *
 * The times are measured on an app instance hashing passwords at the production work factor (10), the
 * accounts' stored hashes made at that factor too: the suite's own server checks passwords at the lowest
 * factor, where a skipped check would cost too little to see. Requests of the two kinds alternate, so
 * that the machine's load weighs on both alike; the medians of 20 tries each are compared.
 */
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, consultantPerson, freshIp, PASSWORD, signUpClient } from '../helpers/accounts';
import { startStrapiInstance, type StrapiInstance } from '../helpers/instances';

/** bcrypt work factor of the measured instance and of the accounts' hashes. */
const ROUNDS = 10;
/** Tries of each kind. */
const TRIES = 20;
/** Largest accepted difference of the medians, in milliseconds. */
const TOLERANCE_MS = 15;

let instance: StrapiInstance;
/** Registered client accounts, one per try (per-address limits count each once). */
let registered: string[] = [];

beforeAll(async () => {
  await seedOnce();
  instance = await startStrapiInstance({ env: { PASSWORD_HASH_ROUNDS: String(ROUNDS) } });
  for (let i = 0; i < TRIES + 2; i += 1) registered.push((await signUpClient()).email);
  // Their passwords stored at the production work factor, as the instance would store them.
  const hash = await bcrypt.hash(PASSWORD, ROUNDS);
  const users = booted().db.metadata.get('plugin::users-permissions.user').tableName;
  await booted().db.connection(users).whereIn('email', registered).update({ password: hash });
}, 300_000);

afterAll(async () => {
  await instance?.stop();
  registered = [];
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
};

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Send `send(email)` for a registered and an unknown address, alternately, 2 unmeasured tries then
 * {@link TRIES} measured ones each (each try with fresh addresses and a fresh client IP).
 * @returns each kind's answers (status and body) and durations in milliseconds
 */
async function compare(send: (email: string, ip: string) => Promise<Answer>) {
  const measured = { registered: [] as number[], unknown: [] as number[] };
  const answers = { registered: [] as Answer[], unknown: [] as Answer[] };
  for (let i = 0; i < TRIES + 2; i += 1) {
    const kinds = i % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const);
    for (const kind of kinds) {
      const email = kind === 'registered' ? registered[i] : `nobody-${unique()}@example.org`;
      const started = performance.now();
      const answer = await send(email, freshIp());
      const elapsed = performance.now() - started;
      if (i < 2) continue;
      measured[kind].push(elapsed);
      answers[kind].push({ status: answer.status, body: answer.body });
    }
  }
  return { answers, medians: { registered: median(measured.registered), unknown: median(measured.unknown) } };
}

/** Expect every answer of both kinds to be the first one, and the medians within the tolerance. */
function expectIndistinguishable({ answers, medians }: Awaited<ReturnType<typeof compare>>, status: number) {
  expect(answers.registered[0].status).toBe(status);
  for (const answer of [...answers.registered, ...answers.unknown]) expect(answer).toEqual(answers.registered[0]);
  expect(Math.abs(medians.registered - medians.unknown), `medians: ${JSON.stringify(medians)} ms`).toBeLessThanOrEqual(TOLERANCE_MS);
}

/** A client's registration fields (the person fields of a consultant without the consultant's own). */
const {
  profession: _profession,
  country_of_birth: _birth,
  years_of_experience: _years,
  ...clientPerson
} = consultantPerson({ title: 'Ms', gender: 'female', given_name: 'Camille', family_name: 'Martin' });

describe('whether an address has an account, nobody learns', () => {
  it('from a sign-in with a wrong password', async () => {
    const result = await compare((email, ip) => caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/login', { email, password: 'Not-The-Password-1' }));
    expectIndistinguishable(result, 401);
  });

  it('from the forgotten-password form', async () => {
    const result = await compare((email, ip) => caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/forgot-password', { email }));
    expectIndistinguishable(result, 200);
  });

  it('from the sign-up code request, and from a registration without a verified code', async () => {
    const codes = await compare((email, ip) => caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/otp', { email }));
    expectIndistinguishable(codes, 200);
    const registration = await compare((email, ip) =>
      caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/register', { ...clientPerson, email, password: PASSWORD, acceptTerms: true, acceptPrivacy: true }),
    );
    expectIndistinguishable(registration, 400);
  });
});
