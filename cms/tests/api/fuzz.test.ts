import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type request from 'supertest';
import { bootStrapi, seedOnce } from '../helpers/strapi';
import { caller, freshIp, signInAdmin, signUpClient, signUpConsultant, type Caller, type Locale } from '../helpers/accounts';
import { expectErrorShape, noBoundary, truncatedMultipart } from '../helpers/bad-input';
import { fillPath, percentEncode, surfaceRoutes, type Surface, type SurfaceRoute } from '../helpers/routes';

/**
 * Property-based fuzzing of every route of the role surfaces (DESIGN §2: bad input of any kind gets a
 * clear 4xx, never a 5xx; one error shape). The routes come from the booted Strapi's route table, so a
 * route added later is fuzzed too. Each route gets generated bodies (objects with `__proto__`,
 * `constructor`, `toString` keys, deep nesting, huge strings, control characters, wrong types, arrays,
 * invalid JSON, broken multipart, broken compression, form and text bodies) and query strings (unknown
 * and repeated parameters, odd encodings), anonymously and as a signed-in user of the surface's role,
 * and must answer below 500, every 4xx in the shape `{ error: { status, name, message } }` with `status`
 * equal to the HTTP status. A query naming a parameter the route does not declare must answer 400.
 *
 * Replayable (DESIGN §5): the seed comes from the commit under test ({@link fuzzSeed}), so the same commit
 * always sends the same requests; it is printed with the command that replays it (`FUZZ_SEED=<seed>`).
 * Runtime is bounded: `FUZZ_RUNS` runs per route (default 10). A failing input is shrunk by fast-check to
 * a smaller one that still fails, for at most {@link SHRINK_BUDGET_MS} from the start of the route's runs
 * (then the smallest found so far is reported), so that a failure ends well within the test's timeout.
 *
 * Nothing is excluded. The Stripe webhook is keyless and checks a signature: the test gives it a
 * webhook secret, so that it answers the bad signatures of generated bodies (400) instead of "not configured" (503).
 */

await bootStrapi();
const ROUTES = surfaceRoutes();
const RUNS = Number(process.env.FUZZ_RUNS) || 10;
/** Seed when the commit cannot be read (no git, or not a checkout): still the same cases every run. */
const FALLBACK_SEED = 20_261_122;
/** Time from the start of a route's runs after which fast-check stops (shrinking included), in ms: below the test's 120 s. */
const SHRINK_BUDGET_MS = 90_000;

/**
 * The run's seed and where it comes from: `FUZZ_SEED` when set (a replay); else the commit under test,
 * `git rev-parse HEAD` hashed (SHA-256) to a 31-bit integer, so that a commit always runs the same cases
 * and the next commit other ones; else {@link FALLBACK_SEED}.
 * @throws Error when `FUZZ_SEED` is not an integer
 */
function fuzzSeed(): { seed: number; source: string } {
  const asked = process.env.FUZZ_SEED?.trim();
  if (asked) {
    const seed = Number(asked);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${asked}"`);
    return { seed, source: 'FUZZ_SEED' };
  }
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: __dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { seed: createHash('sha256').update(head).digest().readUInt32BE(0) >>> 1, source: `commit ${head.slice(0, 12)}` };
  } catch {
    return { seed: FALLBACK_SEED, source: 'no git commit found, fixed seed' };
  }
}

const { seed: SEED, source: SEED_SOURCE } = fuzzSeed();
/** How to send the same requests again. */
const REPLAY = `FUZZ_SEED=${SEED} npx vitest run --config vitest.config.mts tests/api/fuzz.test.ts (in cms/)`;

/** Field names of our request bodies, so that generated bodies also get past "unknown field". */
const KNOWN_FIELDS = [
  'email',
  'password',
  'code',
  'name',
  'subject',
  'message',
  'phone',
  'given_name',
  'family_name',
  'title',
  'gender',
  'date_of_birth',
  'start',
  'consultantId',
  'couponCode',
  'reason',
  'text',
  'time_zone',
  'windows',
  'exceptions',
  'weekday',
  'answers',
  'accept',
  'acceptTerms',
  'acceptPrivacy',
  'active',
  'kind',
  'percent_off',
  'currency',
  'fee',
  'bio_fr',
  'languages',
  'specializations',
  'iban',
  'swift_bic',
  'country',
  'city',
  'postal_code',
  'degree_name',
  'graduation_year',
  'year',
  'school',
  'number',
  'currentPassword',
  'newPassword',
  'token',
  'file',
  'data',
];
const ODD_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '', ' ', '0', 'a.b', 'a[b]', '$where', '$ne', 'sub\u0000ject', '\u202ename'];
const QUERY_NAMES = ['page', 'pageSize', 'search', 'when', 'from', 'to', 'sort', 'range', 'filter', 'clientId', 'country', 'tag', 'category', 'keywords', 'languages'];
/** Names no route declares: a query naming one of them must answer 400. */
const UNKNOWN_QUERY_NAMES = ['fuzz_unknown', 'constructor', 'toString', '__proto__', 'populate', 'filters[id][$eq]', 'locale'];

/** Stands for a 100 000-character string in generated bodies (expanded when sent, so that reports stay short). */
const HUGE = '<100000 x>';
const expandHuge = (text: string) => text.split(HUGE).join('x'.repeat(100_000));

const special = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\ufeff', '\ud800', '\n', '\t', 'é', '𝕏', '"', '\\', '<', '%', '&', '=', '/');
/** Short odd strings (fit for paths and query strings). */
const shortText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: special, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('2030-01-01T10:00:00Z', '2030-02-30T25:61:00+99:99', '-1', '1e309', 'true', 'null', '[]', '{}', 'x'.repeat(300)) },
);
/** Odd strings of bodies: short ones and, now and then, a huge one. */
const oddText = fc.oneof({ weight: 12, arbitrary: shortText }, { weight: 1, arbitrary: fc.constant(HUGE) });
const leaf = fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308));
const key = fc.oneof(fc.constantFrom(...ODD_KEYS), fc.constantFrom(...KNOWN_FIELDS), fc.string({ maxLength: 12 }));
const hugeReplacer = (_: string, item: unknown) => (item === HUGE ? expandHuge(item) : item);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(key, tie('value'), { maxKeys: 4 })),
}));

/** Nested `depth` levels deep: `{"a":{"a":…}}` or `[[…]]`. */
const nested = (depth: number, asArray: boolean) => (asArray ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

/** A multipart body with the given parts (name, optional file name, content). */
function multipart(boundary: string, parts: { name: string; filename?: string; content: string }[], close = true): string {
  const body = parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}\r\n${part.filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${part.content}\r\n`,
    )
    .join('');
  return close ? `${body}--${boundary}--\r\n` : body;
}

/** A request body: how to send it. */
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; body: string | Buffer; encoding?: string };

const multipartPart = fc.record({
  name: fc.oneof(fc.constantFrom(...ODD_KEYS, 'file', 'name', 'year'), fc.string({ maxLength: 10 })),
  filename: fc.option(shortText, { nil: undefined }),
  content: oddText,
});
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  { weight: 6, arbitrary: fc.dictionary(key, value, { maxKeys: 6 }).map<Body>((object) => ({ kind: 'json', value: object })) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.array(value, { maxLength: 3 }), leaf).map<Body>((other) => ({ kind: 'raw', contentType: 'application/json', body: JSON.stringify(other, hugeReplacer) ?? 'null' })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,',
        'nul',
        '{"a":1}}',
        '\u0000',
        '',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '"\\ud800"',
        nested(5000, false),
        nested(5000, true),
      )
      .map<Body>((text) => ({ kind: 'raw', contentType: 'application/json', body: text })),
  },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constant<Body>({ kind: 'raw', contentType: noBoundary.contentType, body: noBoundary.body }),
      fc.constant<Body>({ kind: 'raw', contentType: truncatedMultipart.contentType, body: truncatedMultipart.body }),
      fc
        .array(multipartPart, { maxLength: 4 })
        .chain((parts) => fc.boolean().map<Body>((close) => ({ kind: 'raw', contentType: 'multipart/form-data; boundary=fuzz', body: multipart('fuzz', parts, close) }))),
      fc.constant<Body>({ kind: 'raw', contentType: 'multipart/form-data; boundary=other', body: multipart('fuzz', [{ name: 'name', content: 'x' }]) }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Body>(
      { kind: 'raw', contentType: 'application/x-www-form-urlencoded', body: '__proto__[admin]=1&constructor[prototype][admin]=1&a[b][c]=d&name=%00%E2%80%AE' },
      { kind: 'raw', contentType: 'text/plain', body: 'hello\u0000world' },
      { kind: 'raw', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "x">]><a>&x;</a>' },
      { kind: 'raw', contentType: 'application/json', body: 'not gzip at all', encoding: 'gzip' },
      { kind: 'raw', contentType: 'application/json', body: zlib.gzipSync('{"a":1}').subarray(0, 12), encoding: 'gzip' },
      { kind: 'raw', contentType: 'application/json', body: '{"a":1}', encoding: 'rot13' },
      { kind: 'raw', contentType: 'application/json; charset=klingon', body: '{"a":1}' },
    ),
  },
);

const queryValue = fc.oneof(
  fc.constantFrom('', '1', '0', '-1', '99999999999999999999', 'abc', '%', '%zz', '%00', '%E2%80%AE', '%C0%AF', 'a,b,,c', '[]', '{"q":1}', '["id","ASC"]', '[0,99999]', 'upcoming'),
  shortText.map(percentEncode),
);
const queryName = fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.constantFrom(...UNKNOWN_QUERY_NAMES), fc.constantFrom('page[]', 'page[a]', 'filter[q]', '%70age'));
/** Mostly no query (so that bodies reach the handlers), else 1–4 parameters, names possibly repeated. */
const query = fc.oneof({ weight: 3, arbitrary: fc.constant<[string, string][]>([]) }, { weight: 2, arbitrary: fc.array(fc.tuple(queryName, queryValue), { minLength: 1, maxLength: 4 }) });

/** Path parameter values (never empty: an empty segment is another path). */
const paramValue = fc.oneof(
  fc.constantFrom('constructor', 'toString', '__proto__', 'photo', 'id', '0', '-1', '..', '%'),
  shortText.filter((text) => text.length > 0),
);

describe('fuzzing every route of the role surfaces', () => {
  let signedIn: Record<Surface, { token: string }>;
  const savedSecret = process.env.STRIPE_WEBHOOK_SECRET;

  beforeAll(async () => {
    await seedOnce();
    process.env.STRIPE_WEBHOOK_SECRET = savedSecret || 'whsec_fuzz_test_secret';
    const [client, consultant, admin] = await Promise.all([signUpClient(), signUpConsultant(), signInAdmin()]);
    signedIn = { client: { token: client.jwt }, consultant: { token: consultant.jwt }, 'admin-panel': { token: admin.jwt }, files: { token: consultant.jwt }, payments: { token: client.jwt } };
    console.log(`fuzz: ${ROUTES.length} routes, ${RUNS} runs each, seed ${SEED} (${SEED_SOURCE}); replay: ${REPLAY}`);
  }, 300_000);

  /** Answers seen, by status: shows how deep the generated requests went. */
  const statuses = new Map<number, number>();

  afterAll(() => {
    console.log(`fuzz: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    if (savedSecret === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
    else process.env.STRIPE_WEBHOOK_SECRET = savedSecret;
  });

  it('finds the routes of the five surfaces in the route table', () => {
    const surfaces = new Set(ROUTES.map((route) => route.surface));
    expect([...surfaces].sort()).toEqual(['admin-panel', 'client', 'consultant', 'files', 'payments']);
    expect(ROUTES.length).toBeGreaterThan(100);
  });

  /** Send one generated request to `route`. */
  function send(route: SurfaceRoute, who: Caller, path: string, params: [string, string][], sent: Body): request.Test {
    const url = params.length ? `${path}?${params.map(([name, val]) => `${name}=${val}`).join('&')}` : path;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const test = who[method](url);
    if (sent.kind === 'json') return test.set('Content-Type', 'application/json').send(JSON.stringify(sent.value, hugeReplacer));
    if (sent.kind === 'raw') {
      const withType = test.set('Content-Type', sent.contentType);
      return (sent.encoding ? withType.set('Content-Encoding', sent.encoding) : withType).send(Buffer.isBuffer(sent.body) ? sent.body : Buffer.from(expandHuge(sent.body), 'utf8'));
    }
    return test;
  }

  const describeRequest = (route: SurfaceRoute, url: string, sent: Body, signed: boolean) =>
    `${route.method} ${url} (${signed ? 'signed in' : 'anonymous'}) body ${JSON.stringify(sent).slice(0, 500)}`;

  describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it('refuses a query parameter it does not declare with 400', async () => {
      const anonymous = caller();
      const path = fillPath(route, () => 'x');
      const method = route.method.toLowerCase() as 'get';
      const unknown = await anonymous[method](`${path}?fuzz_unknown=1`);
      expectErrorShape(unknown, 400);
      expect(unknown.body.error.details?.fieldErrors?.fuzz_unknown, unknown.text).toBeTruthy();
      const member = await caller({ token: signedIn[route.surface].token, locale: 'en' })[method](`${path}?constructor=1&toString=2`);
      expectErrorShape(member, 400);
      expect(Object.keys(member.body.error.details?.fieldErrors ?? {}).sort(), member.text).toEqual(['constructor', 'toString']);
    });

    it('answers generated bad input below 500, every error in the one shape', async () => {
      const index = ROUTES.indexOf(route);
      const details = await fc.check(
        fc.asyncProperty(
          fc.boolean(),
          fc.constantFrom<Locale>('fr', 'en'),
          route.params.length ? fc.dictionary(fc.constantFrom(...route.params), paramValue) : fc.constant<Record<string, string>>({}),
          query,
          body,
          async (signed, locale, params, queryParams, sent) => {
            const who = caller({ locale, ip: freshIp(), token: signed ? signedIn[route.surface].token : undefined });
            const path = fillPath(route, (name) => (Object.hasOwn(params, name) ? params[name] : 'x'));
            const response = await send(route, who, path, queryParams, sent);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const what = describeRequest(route, `${path}?${queryParams.map((pair) => pair.join('=')).join('&')}`, sent, signed);
            expect(response.status, `${what}\n→ ${response.text?.slice(0, 500)}`).toBeLessThan(500);
            if (response.status >= 400) expectErrorShape(response);
            if (queryParams.some(([name]) => UNKNOWN_QUERY_NAMES.includes(decodeURIComponent(name)))) expect(response.status, what).toBe(400);
          },
        ),
        { numRuns: RUNS, seed: SEED + index, interruptAfterTimeLimit: SHRINK_BUDGET_MS, markInterruptAsFailure: true },
      );
      // fast-check's report: the shrunk counterexample (or the run cut by the time budget), its seed and path.
      if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n\nReplay this route's cases: ${REPLAY} -t '${route.method} ${route.path}'`, { cause: details.errorInstance });
    }, 120_000);
  });
});
