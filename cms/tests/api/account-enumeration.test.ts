/**
 * No account enumeration (docs/api-auth.md "No account enumeration"): sign-in with a wrong password,
 * the forgotten-password form and the sign-up steps answer the same, in content and in time, whether
 * or not the address has an account.
 *
 * The times are measured on an app instance hashing passwords at the production work factor (10), the
 * accounts' stored hashes made at that factor too: the suite's own server checks passwords at the lowest
 * factor, where a skipped check would cost too little to see. Requests of the two kinds alternate, so
 * that the machine's load weighs on both alike; the medians of 20 tries each are compared.
 *
 * A difference in the work done (a skipped password check, a synchronous e-mail) shows in every round
 * of measures; a burst of load from other processes (the full test run keeps both cores busy) in one
 * round only. So a round whose medians differ by more than the tolerance is measured again, up to
 * {@link ROUNDS} rounds, and the answer fails only when every round does.
 */
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, consultantPerson, freshIp, PASSWORD, signUpClient } from '../helpers/accounts';
import { startStrapiInstance, type StrapiInstance } from '../helpers/instances';

/** bcrypt work factor of the measured instance and of the accounts' hashes. */
const HASH_ROUNDS = 10;
/** Tries of each kind. */
const TRIES = 20;
/** Largest accepted difference of the medians, in milliseconds. */
const TOLERANCE_MS = 15;
/** Rounds of measures before a difference counts (see the module comment). */
const ROUNDS = 3;

let instance: StrapiInstance;
/** Registered client accounts, one per try (per-address limits count each once). */
let registered: string[] = [];

/**
 * Make sure at least `count` registered accounts exist (a further round of measures needs fresh ones:
 * per-address limits would otherwise answer differently).
 */
async function ensureRegistered(count: number) {
  const added: string[] = [];
  while (registered.length < count) {
    const { email } = await signUpClient();
    registered.push(email);
    added.push(email);
  }
  if (!added.length) return;
  // Their passwords stored at the production work factor, as the instance would store them.
  const hash = await bcrypt.hash(PASSWORD, HASH_ROUNDS);
  const users = booted().db.metadata.get('plugin::users-permissions.user').tableName;
  await booted().db.connection(users).whereIn('email', added).update({ password: hash });
}

beforeAll(async () => {
  await seedOnce();
  instance = await startStrapiInstance({ env: { PASSWORD_HASH_ROUNDS: String(HASH_ROUNDS) } });
  await ensureRegistered(TRIES + 2);
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
 * {@link TRIES} measured ones each (each try with fresh addresses and a fresh client IP). Round `round`
 * of a test takes its own registered addresses.
 * @returns each kind's answers (status and body) and durations in milliseconds
 */
async function compare(send: (email: string, ip: string) => Promise<Answer>, round: number) {
  const first = round * (TRIES + 2);
  await ensureRegistered(first + TRIES + 2);
  const measured = { registered: [] as number[], unknown: [] as number[] };
  const answers = { registered: [] as Answer[], unknown: [] as Answer[] };
  for (let i = 0; i < TRIES + 2; i += 1) {
    const kinds = i % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const);
    for (const kind of kinds) {
      const email = kind === 'registered' ? registered[first + i] : `nobody-${unique()}@example.org`;
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

/**
 * Measure `send` in rounds of {@link compare} until one round's medians are within the tolerance (at most
 * {@link ROUNDS}); expect every answer of both kinds to be the first one, and the last round's medians
 * within the tolerance.
 */
async function expectIndistinguishable(send: (email: string, ip: string) => Promise<Answer>, status: number) {
  const rounds: Awaited<ReturnType<typeof compare>>['medians'][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { answers, medians } = await compare(send, round);
    expect(answers.registered[0].status).toBe(status);
    for (const answer of [...answers.registered, ...answers.unknown]) expect(answer).toEqual(answers.registered[0]);
    rounds.push(medians);
    if (Math.abs(medians.registered - medians.unknown) <= TOLERANCE_MS) break;
  }
  const last = rounds[rounds.length - 1];
  expect(Math.abs(last.registered - last.unknown), `medians of each round: ${JSON.stringify(rounds)} ms`).toBeLessThanOrEqual(TOLERANCE_MS);
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
    await expectIndistinguishable((email, ip) => caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/login', { email, password: 'Not-The-Password-1' }), 401);
  }, 300_000);

  it('from the forgotten-password form', async () => {
    await expectIndistinguishable((email, ip) => caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/forgot-password', { email }), 200);
  }, 300_000);

  it('from the sign-up code request, and from a registration without a verified code', async () => {
    await expectIndistinguishable((email, ip) => caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/otp', { email }), 200);
    await expectIndistinguishable(
      (email, ip) => caller({ at: instance.url, locale: 'en', ip }).post('/api/client/auth/register', { ...clientPerson, email, password: PASSWORD, acceptTerms: true, acceptPrivacy: true }),
      400,
    );
  }, 600_000);
});
