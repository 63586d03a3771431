/**
 * `npm run bench`: the performance targets, measured side by side in one run and printed as ratios
 * (scripts/bench/README.md). Nothing about time is asserted: a missed target is printed with by how
 * much it is missed; the exit code is 0 unless a step failed to run.
 *
 * Parts (`npm run bench -- --only=public,search,booking,pages,reads` runs some of them):
 * - `public`  (public-reads.mjs): cached catalogue reads vs a bare node:http server replaying the same bytes;
 * - `search`  (search-scale.mjs): the uncached expert search at 100,000 consultants vs 1,000;
 * - `booking` (booking.mjs): booking creation p97.5 at 10 connections, on SQLite and on PostgreSQL;
 * - `pages`   (pages.mjs, home-page.mjs): home page JavaScript and desktop LCP, mobile FCP/LCP of three
 *   public pages, back-office initial JavaScript;
 * - `reads`   (uncached-reads.mjs): uncached reads at 20 connections vs the app's own 404 rate, and the
 *   query count of 25-row back-office list pages;
 * - `webinar` (webinar.mjs), opt-in (`--only=webinar`, about 5 minutes of Chromium pages): how many
 *   attendees of a webinar's live session one instance serves with decoded video at ≥ 15 fps.
 *
 * Databases: scratch SQLite files in a temp folder (seed.mjs: the normal seed plus generated
 * consultants), and for PostgreSQL a scratch schema `bench_<pid>` in `BENCH_DATABASE_URL` (default
 * `postgres://postgres@127.0.0.1:5432/test`) seeded by the server itself, dropped at the end.
 * `--keep-dbs=DIR` keeps the built SQLite files in DIR and reuses them on the next run (each run
 * works on a copy), to iterate faster. Everything started is stopped and the temp folder removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pgModule from 'pg';
import { buildMissing } from '../lib.mjs';
import { freePort } from '../free-port.mjs';
import { addBackOfficeRows, buildBenchDatabase } from './seed.mjs';
import { API_KEY, startOurs } from './ours.mjs';
import { measurePublicReads, TARGET_SHARE } from './public-reads.mjs';
import { compareWithBare, measureSearches, SEARCHES, SIZES, TARGET_FACTOR } from './search-scale.mjs';
import { bookingServerEnv, measureBookings, TARGET_P97_5_MS } from './booking.mjs';
import { measurePages, RUNS as PAGE_RUNS, TARGETS as PAGE_TARGETS } from './pages.mjs';
import { FPS_FLOOR, MAX_ATTENDEES, measureWebinar, TARGET_ATTENDEES } from './webinar.mjs';
import { CONNECTIONS as READ_CONNECTIONS, measureUncachedReads, TARGET_QUERIES, TARGET_SHARE as READ_SHARE, TARGET_TAIL } from './uncached-reads.mjs';

const PARTS = ['public', 'search', 'booking', 'pages', 'reads'];
/** Parts run only when named in `--only` (too heavy for every run). */
const OPT_IN_PARTS = ['webinar'];
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const only = args.only ? args.only.split(',').map((p) => p.trim()) : PARTS;
const unknown = only.filter((p) => !PARTS.includes(p) && !OPT_IN_PARTS.includes(p));
if (unknown.length) {
  console.error(`unknown part(s) ${unknown.join(', ')}: use --only=${[...PARTS, ...OPT_IN_PARTS].join(',')}`);
  process.exit(2);
}
const wants = (part) => only.includes(part);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const log = (message) => console.log(message);
const section = (title) => console.log(`\n━━ ${title}`);
const fmt = (value, digits = 0) => (value == null || Number.isNaN(value) ? '—' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const pct = (value) => `${(value * 100).toFixed(1)} %`;

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const keepDir = args['keep-dbs'] ? path.resolve(args['keep-dbs']) : null;
const running = new Set();
const failures = [];
/** Rows of the final table: `{ measure, value, baseline, ratio, target, verdict }` (strings). */
const summary = [];
let pgSchema = null;

async function cleanUp() {
  for (const server of running) await server.close();
  running.clear();
  if (pgSchema) await dropSchema(pgSchema).catch((error) => log(`could not drop schema ${pgSchema}: ${error.message}`));
  fs.rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(130)));

async function pg(sql) {
  const client = new pgModule.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
const dropSchema = (schema) => pg(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);

/** Our server, tracked so that it is stopped whatever happens. */
async function ours(env) {
  const server = await startOurs(env);
  running.add(server);
  return {
    ...server,
    close: async () => {
      running.delete(server);
      await server.close();
    },
  };
}

/** A SQLite bench database of `size` consultants: built, or copied from `--keep-dbs`. */
async function database(size) {
  const file = path.join(tmp, `bench-${size}.db`);
  const kept = keepDir && path.join(keepDir, `bench-${size}.db`);
  if (kept && fs.existsSync(kept)) {
    fs.copyFileSync(kept, file);
    log(`reused ${kept} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MiB)`);
    return file;
  }
  const built = await buildBenchDatabase(file, {
    target: size,
    log: (message) => {
      if (!message.startsWith('[seed]')) log(message);
    },
  });
  log(`${fmt(built.total)} visible consultants (${fmt(built.generated)} generated) in ${built.seconds.toFixed(1)} s; ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MiB`);
  if (built.total < size) throw new Error(`only ${built.total} visible consultants after seeding`);
  if (kept) {
    fs.mkdirSync(keepDir, { recursive: true });
    fs.copyFileSync(file, kept);
  }
  return file;
}

/** Run one step; a failure is recorded and printed, and the run goes on. */
async function step(label, work) {
  try {
    return await work();
  } catch (error) {
    failures.push(`${label}: ${error.message.split('\n')[0]}`);
    log(`✖ ${label} did not run: ${error.stack?.slice(0, 3000) ?? error}`);
    return undefined;
  }
}

const sqlite = (file) => ({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file, DATABASE_URL: '' });
const higherIsBetter = (ratio, target) => (ratio >= target ? 'met' : `missed by ${((1 - ratio / target) * 100).toFixed(1)} %`);
const lowerIsBetter = (ratio, target) => (ratio <= target ? 'met' : `missed by ${((ratio / target - 1) * 100).toFixed(1)} %`);

try {
  log(`Benchmarks (${only.join(', ')}) — Node ${process.version}, ${os.cpus().length} CPU, load average ${os.loadavg()[0].toFixed(2)}, temp ${tmp}`);
  await buildMissing();

  if (wants('webinar')) {
    section(`W. Webinar live session: attendees decoding the host's video at ≥ ${FPS_FLOOR} fps (Chromium, fake camera)`);
    await step('webinar', async () => {
      const server = await ours({ ...sqlite(path.join(tmp, 'webinar.db')), SEED_IF_EMPTY: 'true', E2E_FIXTURES: 'true', E2E_LIVE_ATTENDEES: String(MAX_ATTENDEES), PASSWORD_HASH_ROUNDS: '4' });
      try {
        const result = await measureWebinar(server.base, { log, pid: server.child.pid, apiKey: API_KEY });
        log(`  one instance serves ${result.served} attendees at ≥ ${FPS_FLOOR} fps`);
        summary.push({
          measure: `webinar attendees decoding at ≥ ${FPS_FLOOR} fps (one instance)`,
          value: String(result.served),
          baseline: result.steps.map((s) => `${s.attendees}: ${s.minFps.toFixed(0)} fps`).join(', '),
          ratio: `${fmt(result.served / TARGET_ATTENDEES, 2)}× target`,
          target: `≥ ${TARGET_ATTENDEES}`,
          verdict: higherIsBetter(result.served, TARGET_ATTENDEES),
        });
      } finally {
        await server.close();
      }
    });
  }

  const needsDatabase = only.some((part) => PARTS.includes(part));
  if (needsDatabase) section(`Bench database: seed + generated consultants up to ${fmt(SIZES.small)}`);
  const smallDb = needsDatabase ? await database(SIZES.small) : null;
  const searchSmall = {};
  const searchLarge = {};

  if (wants('search')) {
    section(`2a. Uncached expert search at ${fmt(SIZES.small)} consultants (PUBLIC_CACHE_ENABLED=false)`);
    await step('search at 1,000', async () => {
      const server = await ours({ ...sqlite(smallDb), PUBLIC_CACHE_ENABLED: 'false' });
      try {
        Object.assign(searchSmall, await measureSearches(server.base, { log }));
      } finally {
        await server.close();
      }
    });
  }

  if (wants('public') || wants('pages') || wants('booking')) {
    const closedPort = await freePort();
    const server = await step('server on the 1,000 database', () => ours({ ...sqlite(smallDb), ...bookingServerEnv(closedPort) }));
    if (server) {
      try {
        if (wants('public')) {
          section('1. Cached public reads vs the bare node:http floor replaying the same bytes (10 connections × 10 s)');
          const reads = await step('public reads', () => measurePublicReads(server.base, { log }));
          for (const read of reads ?? []) {
            const cache = read.cachePresent
              ? `X-Cache HIT ${pct(read.hitShare)} of ${fmt(read.ours.requests)} answers (${read.hits.MISS} MISS)`
              : 'X-Cache absent: the public-read cache is not in this build; ratio as measured';
            log(`  ${read.label}: ours ${fmt(read.ours.rps)} req/s (p50 ${read.ours.p50} ms) vs bare ${fmt(read.bare.rps)} req/s (p50 ${read.bare.p50} ms) = ${pct(read.share)}; ${cache}`);
            summary.push({
              measure: `cached read: ${read.label}${read.cachePresent ? ` (HIT ${pct(read.hitShare)})` : ' (no X-Cache)'}`,
              value: `${fmt(read.ours.rps)} req/s`,
              baseline: `${fmt(read.bare.rps)} req/s bare`,
              ratio: pct(read.share),
              target: `≥ ${pct(TARGET_SHARE)}`,
              verdict: higherIsBetter(read.share, TARGET_SHARE),
            });
          }
        }
        if (wants('pages')) {
          section(`4. Public pages and back office in Chromium (${PAGE_RUNS} cold loads each: desktop 1280×900, then the mobile profile)`);
          const pages = await step('pages', () => measurePages(server.base, { log }));
          if (pages) {
            const { home, mobile, office } = pages;
            const js = home.scripts.wireKiB;
            summary.push({
              measure: 'home page JavaScript (as transferred)',
              value: `${fmt(js, 1)} KiB`,
              baseline: '—',
              ratio: `${fmt(js / PAGE_TARGETS.jsKiB, 2)}× target`,
              target: `≤ ${PAGE_TARGETS.jsKiB} KiB`,
              verdict: lowerIsBetter(js, PAGE_TARGETS.jsKiB),
            });
            const lcp = home.lcp.median;
            summary.push({
              measure: `home page LCP, desktop (median of ${PAGE_RUNS})`,
              value: `${fmt(lcp)} ms`,
              baseline: '—',
              ratio: lcp == null ? '—' : `${fmt(lcp / PAGE_TARGETS.lcpMs, 2)}× target`,
              target: `≤ ${fmt(PAGE_TARGETS.lcpMs)} ms`,
              verdict: lcp == null ? 'not measured' : lowerIsBetter(lcp, PAGE_TARGETS.lcpMs),
            });
            for (const { label, result, error } of mobile) {
              if (error) failures.push(`mobile ${label}: ${error}`);
              const mobileLcp = result?.lcp.median;
              summary.push({
                measure: `${label} LCP, mobile profile (median of ${PAGE_RUNS})`,
                value: `${fmt(mobileLcp)} ms`,
                baseline: result ? `FCP ${fmt(result.fcp.median)} ms, JS ${fmt(result.scripts.wireKiB, 1)} KiB` : '—',
                ratio: mobileLcp == null ? '—' : `${fmt(mobileLcp / PAGE_TARGETS.mobileLcpMs, 2)}× target`,
                target: `≤ ${fmt(PAGE_TARGETS.mobileLcpMs)} ms`,
                verdict: mobileLcp == null ? 'not measured' : lowerIsBetter(mobileLcp, PAGE_TARGETS.mobileLcpMs),
              });
            }
            if (office)
              summary.push({
                measure: 'back office initial JavaScript (as transferred)',
                value: `${fmt(office.scripts.wireKiB, 1)} KiB`,
                baseline: `${fmt(js, 1)} KiB home`,
                ratio: `${fmt(office.scripts.wireKiB / js, 2)}×`,
                target: '(printed)',
                verdict: '—',
              });
          }
        }
        if (wants('booking')) {
          section('3a. Booking creation on SQLite (10 connections, one distinct free slot per request)');
          const result = await step('booking on SQLite', () => measureBookings(server.base, { log, pid: server.child.pid }));
          if (result) summary.push(bookingRow('SQLite', result));
        }
      } finally {
        await server.close();
      }
    }
  }

  if (wants('reads')) {
    section(`5. Uncached reads under load (PUBLIC_CACHE_ENABLED=false, ${READ_CONNECTIONS} connections) and back-office list queries`);
    await step('uncached reads', async () => {
      // A copy of the 1,000 database with full back-office lists; the other parts keep theirs untouched.
      const readsDb = path.join(tmp, 'bench-reads.db');
      fs.copyFileSync(smallDb, readsDb);
      await addBackOfficeRows(readsDb, { log });
      const server = await ours({ ...sqlite(readsDb), ...bookingServerEnv(await freePort()), PUBLIC_CACHE_ENABLED: 'false', DB_QUERY_COUNT_HEADER: 'true' });
      try {
        const { floor, reads, lists } = await measureUncachedReads(server.base, { log, pid: server.child.pid }).catch((error) => {
          log(`  last server output:\n${server.output.slice(-40).join('\n')}`);
          throw error;
        });
        for (const read of reads) {
          const share = higherIsBetter(read.share, READ_SHARE);
          const tail = lowerIsBetter(read.tail, TARGET_TAIL);
          summary.push({
            measure: `uncached ${read.label} (p50 ${fmt(read.p50)} ms, p99 ${fmt(read.p99)} ms${read.cpu ? `, CPU ${fmt(read.cpu, 1)} ms/req` : ''})`,
            value: `${fmt(read.rps)} req/s`,
            baseline: `${fmt(floor.rps)} req/s 404`,
            ratio: `${pct(read.share)}; p99/p50 ${fmt(read.tail, 1)}`,
            target: `≥ ${pct(READ_SHARE)}; ≤ ${TARGET_TAIL}`,
            verdict: share === 'met' && tail === 'met' ? 'met' : `rate ${share}; tail ${tail}`,
          });
        }
        for (const list of lists)
          summary.push({
            measure: `back office ${list.name}: queries of a ${list.rows}-row page`,
            value: `${list.queries} queries`,
            baseline: `first ${list.first}; + ${list.signIn} sign-in`,
            ratio: `${fmt(list.queries / TARGET_QUERIES, 2)}× target`,
            target: `≤ ${TARGET_QUERIES}`,
            verdict: lowerIsBetter(list.queries, TARGET_QUERIES),
          });
      } finally {
        await server.close();
      }
    });
  }

  if (wants('search')) {
    section(`2b. Bench database of ${fmt(SIZES.large)} consultants`);
    const largeDb = await step('database of 100,000', () => database(SIZES.large));
    if (largeDb) {
      section(`2c. Uncached expert search at ${fmt(SIZES.large)} consultants (PUBLIC_CACHE_ENABLED=false)`);
      await step('search at 100,000', async () => {
        const server = await ours({ ...sqlite(largeDb), PUBLIC_CACHE_ENABLED: 'false' });
        try {
          Object.assign(searchLarge, await measureSearches(server.base, { log }));
          const floor = await compareWithBare(server.base, largeDb, { log });
          const ours100k = searchLarge[SEARCHES.find((s) => s.bare).key];
          log(`  ours ${fmt(ours100k.rps)} req/s vs bare SQL server ${fmt(floor.bare.rps)} req/s (p50 ${floor.bare.p50} ms) = ${pct(ours100k.rps / floor.bare.rps)}`);
          summary.push({
            measure: `uncached filtered search at 100k vs bare SQL`,
            value: `${fmt(ours100k.rps)} req/s`,
            baseline: `${fmt(floor.bare.rps)} req/s bare`,
            ratio: pct(ours100k.rps / floor.bare.rps),
            target: '(printed)',
            verdict: floor.warnings.length ? 'answers differ (see above)' : 'same page ✓',
          });
        } finally {
          await server.close();
        }
      });
    }
    for (const search of SEARCHES) {
      const small = searchSmall[search.key];
      const large = searchLarge[search.key];
      if (!small || !large) continue;
      const ratio = large.p50 / small.p50;
      summary.push({
        measure: `uncached search p50: ${search.label} (${typeof large.total === 'number' ? fmt(large.total) : large.total} of 100k)`,
        value: `${fmt(large.p50, 1)} ms`,
        baseline: `${fmt(small.p50, 1)} ms at 1k`,
        ratio: `${fmt(ratio, 2)}×`,
        target: `≤ ${TARGET_FACTOR}×`,
        verdict: lowerIsBetter(ratio, TARGET_FACTOR),
      });
    }
  }

  if (wants('booking')) {
    section('3b. Booking creation on PostgreSQL (scratch schema seeded by the server; 10 connections)');
    await step('booking on PostgreSQL', async () => {
      const schema = `bench_${process.pid}`;
      await pg(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
      pgSchema = schema;
      const closedPort = await freePort();
      const seeding = Date.now();
      const server = await ours({ DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, SEED_IF_EMPTY: 'true', ...bookingServerEnv(closedPort) });
      log(`  seeded and answering after ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
      try {
        summary.push(bookingRow('PostgreSQL', await measureBookings(server.base, { log, pid: server.child.pid })));
      } finally {
        await server.close();
      }
    });
  }
} catch (error) {
  failures.push(error.message.split('\n')[0].slice(0, 500));
  console.error(`\n✖ ${error.stack?.slice(0, 3000) ?? error}`);
} finally {
  await cleanUp();
}

/** The summary row of a booking run. */
function bookingRow(database, result) {
  const ratio = result.p97_5 / TARGET_P97_5_MS;
  return {
    measure: `booking creation p97.5, ${database} (${result.created} created, ${result.conflicts} 409, ${result.other} other)`,
    value: `${fmt(result.p97_5)} ms`,
    baseline: `p50 ${fmt(result.p50)} ms, ${fmt(result.rps)} req/s`,
    ratio: `${fmt(ratio, 2)}× target`,
    target: `≤ ${TARGET_P97_5_MS} ms`,
    verdict: lowerIsBetter(result.p97_5, TARGET_P97_5_MS),
  };
}

section(`Summary (${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${os.loadavg()[0].toFixed(2)}: other work on this machine skews the figures)`);
const header = { measure: 'measure', value: 'value', baseline: 'baseline', ratio: 'ratio', target: 'target', verdict: 'met / missed by' };
const columns = Object.keys(header);
const widths = columns.map((c) => Math.max(header[c].length, ...summary.map((row) => row[c].length)));
const line = (row) => columns.map((c, i) => row[c].padEnd(widths[i])).join(' │ ');
log(line(header));
log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
for (const row of summary) log(line(row));
if (failures.length) {
  console.error(`\nnot everything ran:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
process.exit(0);
