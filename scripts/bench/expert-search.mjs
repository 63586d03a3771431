/**
 * `npm run bench`: the expert search at 10,000 consultants, and the home page's JavaScript weight and
 * paint timing. Prints figures only; nothing about time is asserted.
 *
 * Steps (each in its own module):
 * 1. seed-10k.mjs — scratch SQLite database in a temp folder: the normal seed plus generated
 *    consultants (fixed-seed PRNG) up to 10,000 approved and active ones, search index rebuilt,
 *    Public role allowed to use Strapi's stock REST find.
 * 2. Our compiled server (`startServer` of scripts/lib.mjs) on that database, on a free port.
 * 3. bare-server.mjs — a bare `node:http` + one-SQL-statement baseline on the same file.
 * 4. same-page.mjs — the three answer the same consultants in the same order (warning if not).
 * 5. load.mjs — autocannon, 10 connections × 10 s after a 2 s warm-up, on (a) our
 *    `/api/client/consultants`, (b) Strapi's stock `/api/consultant-profiles` find with equivalent
 *    filters/populate/sort/pagination, (c) the bare server; then the ratios against the targets
 *    (ours ≥ 25 % of bare, ours ≥ 5× Strapi stock).
 * 6. home-page.mjs — Chromium loads `/` three times: JavaScript count, raw and gzip KiB (target
 *    150 KiB gzip), median LCP (target 1 s) and FCP.
 * 7. home-page.mjs again on the back office `/admin/` with the demo admin signed in (its session
 *    in localStorage): its initial JavaScript (what the dashboard needs on the first load; heavy
 *    screens load on demand), printed beside the home page's.
 * 8. Everything stopped and the temp folder removed. Exit code 0 unless a step failed to run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMissing, startServer, stop, waitForHttp } from '../lib.mjs';
import { buildBenchDatabase } from './seed-10k.mjs';
import { startBareServer } from './bare-server.mjs';
import { checkSamePage } from './same-page.mjs';
import { measure } from './load.mjs';
import { freePort } from '../free-port.mjs';
import { measureHomePage, measurePage } from './home-page.mjs';

const API_KEY = 'bench-key';
const CONSULTANTS = 10_000;
const TARGETS = { oursOverBare: 0.25, oursOverStock: 5, jsGzipKiB: 150, lcpMs: 1000 };
/** The measured search: two specializations OR-ed, two languages OR-ed, page 2 of 12, by display name. */
const SEARCH = { specialization: ['ayurveda', 'naturopathy'], languages: ['fr', 'en'], page: 2, pageSize: 12 };

const STOCK_QUERY = [
  'filters[approval_status][$eq]=approved',
  'filters[active_status][$eq]=true',
  ...SEARCH.specialization.map((slug, i) => `filters[specializations][slug][$in][${i}]=${slug}`),
  ...SEARCH.languages.map((code, i) => `filters[languages][code][$in][${i}]=${code}`),
  'populate[specializations][fields][0]=name',
  'populate[specializations][fields][1]=slug',
  'populate[languages][fields][0]=name',
  'populate[languages][fields][1]=code',
  'populate[country][fields][0]=name',
  'sort[0]=display_name:asc',
  `pagination[page]=${SEARCH.page}`,
  `pagination[pageSize]=${SEARCH.pageSize}`,
  'locale=fr',
].join('&');

const log = (message) => console.log(message);
const section = (title) => console.log(`\n━━ ${title}`);
const fmt = (value, digits = 0) => (value == null ? '—' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-expert-search-'));
const dbFile = path.join(tmp, 'bench.db');
let server = null;
let bare = null;
const failures = [];
const serverOutput = [];

async function cleanUp() {
  await bare?.close();
  await stop(server);
  fs.rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

/** Figures of the three load runs, then the ratios against the targets. */
function printLoadTable(rows) {
  const header = ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const lines = rows.map(({ label, result: r }) => [label, fmt(r.rps, 1), fmt(r.p50, 1), fmt(r.p99, 1), fmt(r.non2xx), fmt(r.errors + r.timeouts)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(row(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const line of lines) console.log(row(line));
}

function ratioLines(ours, stock, bareResult) {
  const overBare = ours.rps / bareResult.rps;
  const overStock = ours.rps / stock.rps;
  const pct = (v) => `${(v * 100).toFixed(1)} %`;
  console.log(
    `ours / bare          = ${pct(overBare)} (target ≥ ${pct(TARGETS.oursOverBare)}): ${
      overBare >= TARGETS.oursOverBare ? 'met' : `missed by ${((TARGETS.oursOverBare - overBare) * 100).toFixed(1)} points`
    }`,
  );
  console.log(
    `ours / Strapi stock  = ${overStock.toFixed(2)}× (target ≥ ${TARGETS.oursOverStock}×): ${
      overStock >= TARGETS.oursOverStock ? 'met' : `missed by ${(TARGETS.oursOverStock - overStock).toFixed(2)}×`
    }`,
  );
}

try {
  log(`Expert-search benchmark — Node ${process.version}, ${os.cpus().length} CPU, load average ${os.loadavg()[0].toFixed(2)}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, temp ${tmp}`);
  await buildMissing();

  section(`1. Bench database: seed + generated consultants up to ${fmt(CONSULTANTS)}`);
  const data = await buildBenchDatabase(dbFile, {
    target: CONSULTANTS,
    log: (message) => {
      if (!message.endsWith('created…')) log(message);
    },
  });
  log(`${fmt(data.total)} approved+active consultants (${fmt(data.generated)} generated) in ${data.seconds.toFixed(1)} s; ${(fs.statSync(dbFile).size / 1024 / 1024).toFixed(1)} MiB`);
  if (data.total < CONSULTANTS) throw new Error(`only ${data.total} visible consultants after seeding`);

  section('2. Our server (compiled, `strapi start`)');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: dbFile, SEED_IF_EMPTY: 'false', PUBLIC_API_KEY: API_KEY }, 'pipe');
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      serverOutput.push(...chunk.split('\n').filter(Boolean));
      if (serverOutput.length > 200) serverOutput.splice(0, serverOutput.length - 200);
    });
  }
  const ourHeaders = { 'x-api-key': API_KEY, 'accept-language': 'fr' };
  const serverStarted = Date.now();
  await waitForHttp(`${base}/api/client/web-setting/get-record`, { child: server, headers: ourHeaders, timeoutMs: 180_000 });
  log(`listening on ${base} (answered after ${((Date.now() - serverStarted) / 1000).toFixed(1)} s)`);

  section('3. Bare server (node:http + one SQLite statement, worker thread)');
  bare = await startBareServer(dbFile, await freePort());
  log(`listening on ${bare.url}`);

  const searchQuery = `specialization=${SEARCH.specialization.join(',')}&languages=${SEARCH.languages.join(',')}&page=${SEARCH.page}`;
  const targets = {
    ours: { label: 'ours (/api/client/consultants)', url: `${base}/api/client/consultants?${searchQuery}`, headers: ourHeaders },
    stock: { label: 'Strapi stock (/api/consultant-profiles)', url: `${base}/api/consultant-profiles?${STOCK_QUERY}`, headers: {} },
    bare: { label: 'bare (node:http + SQL)', url: `${bare.url}?${searchQuery}&pageSize=${SEARCH.pageSize}`, headers: { 'accept-language': 'fr' } },
  };

  section('4. Same page from the three?');
  const check = await checkSamePage(targets);
  for (const line of check.summary) log(`  ${line}`);
  if (check.ok) log('  same consultants, same order, same total ✓');
  for (const warning of check.warnings) log(`  ⚠ WARNING: ${warning}`);
  for (const key of Object.keys(targets)) {
    if (check.answers[key].status !== 200) throw new Error(`${targets[key].label} does not answer 200: cannot measure it`);
  }

  section('5. Load: autocannon, 10 connections, 10 s each after a 2 s warm-up');
  const rows = [];
  for (const key of ['ours', 'stock', 'bare']) {
    log(`  measuring ${targets[key].label}…`);
    rows.push({ key, label: targets[key].label, result: await measure(targets[key].url, { headers: targets[key].headers }) });
  }
  console.log('');
  printLoadTable(rows);
  console.log('');
  const byKey = Object.fromEntries(rows.map((r) => [r.key, r.result]));
  ratioLines(byKey.ours, byKey.stock, byKey.bare);
  for (const r of rows)
    if (r.result.non2xx || r.result.errors || r.result.timeouts) log(`  ⚠ WARNING: ${r.label} had ${r.result.non2xx} non-2xx answers, ${r.result.errors} errors, ${r.result.timeouts} time-outs`);

  section('6. Home page `/` in Chromium (3 cold loads, 1280×900)');
  try {
    const home = await measureHomePage(base, { runs: 3 });
    const { scripts, lcp, fcp } = home;
    const verdict = (kib) => (kib <= TARGETS.jsGzipKiB ? 'met' : `missed by ${fmt(kib - TARGETS.jsGzipKiB, 1)} KiB`);
    log(`JavaScript: ${scripts.count} files, ${fmt(scripts.rawKiB, 1)} KiB raw (target ≤ ${TARGETS.jsGzipKiB} KiB compressed)`);
    log(`  as transferred (${scripts.encodings.join(', ')}): ${fmt(scripts.wireKiB, 1)} KiB: ${verdict(scripts.wireKiB)}`);
    log(`  if gzip -9 instead:     ${fmt(scripts.gzipKiB, 1)} KiB: ${verdict(scripts.gzipKiB)}`);
    for (const file of [...scripts.files].sort((a, b) => b.gzip - a.gzip)) {
      log(`  ${fmt(file.wire / 1024, 1).padStart(7)} KiB wire ${fmt(file.gzip / 1024, 1).padStart(7)} KiB gz ${fmt(file.raw / 1024, 1).padStart(8)} KiB raw  ${new URL(file.url).pathname}`);
    }
    const runs = (values) => values.map((v) => (v == null ? '—' : fmt(v))).join(', ');
    log(
      `LCP median ${fmt(lcp.median)} ms (runs: ${runs(lcp.runs)} ms) (target ≤ ${fmt(TARGETS.lcpMs)} ms): ${
        lcp.median == null ? 'not measured (no LCP entry)' : lcp.median <= TARGETS.lcpMs ? 'met' : `missed by ${fmt(lcp.median - TARGETS.lcpMs)} ms`
      }`,
    );
    log(`FCP median ${fmt(fcp.median)} ms (runs: ${runs(fcp.runs)} ms)`);
    if (home.pageErrors.length) log(`  ⚠ page errors: ${home.pageErrors.join(' | ').slice(0, 500)}`);
  } catch (error) {
    failures.push(`home page: ${error.message}`);
    log(`home page not measured: ${error.message.split('\n')[0].slice(0, 300)}`);
  }

  section('7. Back office `/admin/` in Chromium, demo admin signed in (3 cold loads): initial JavaScript beside the home page');
  try {
    const login = await fetch(`${base}/api/admin-panel/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ email: 'admin@demo.local', password: process.env.DEMO_PASSWORD || 'Demo-Wellness-2026' }),
    });
    const session = await login.json();
    if (!login.ok || !session.jwt) throw new Error(`admin sign-in answered ${login.status}`);
    const storage = { adminSession: JSON.stringify({ Token: session.jwt, status: true }) };
    const [home, office] = [await measureHomePage(base, { runs: 1 }), await measurePage(`${base}/admin/`, { runs: 3, storage })];
    for (const [label, m] of [
      ['home /', home],
      ['back office /admin/', office],
    ])
      log(
        `${label.padEnd(22)} ${String(m.scripts.count).padStart(3)} scripts  ${fmt(m.scripts.wireKiB, 1).padStart(7)} KiB wire  ${fmt(m.scripts.gzipKiB, 1).padStart(7)} KiB gzip -9  ${fmt(m.scripts.rawKiB, 1).padStart(8)} KiB raw`,
      );
    log(`back office / home page (wire): ${fmt(office.scripts.wireKiB / home.scripts.wireKiB, 2)}×`);
    for (const file of [...office.scripts.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) log(`  ${fmt(file.wire / 1024, 1).padStart(7)} KiB wire  ${new URL(file.url).pathname}`);
    if (office.pageErrors.length) log(`  ⚠ page errors: ${office.pageErrors.join(' | ').slice(0, 500)}`);
  } catch (error) {
    failures.push(`back office: ${error.message}`);
    log(`back office not measured: ${error.message.split('\n')[0].slice(0, 300)}`);
  }
} catch (error) {
  failures.push(error.message.slice(0, 1000));
  console.error(`\n✖ ${error.stack?.slice(0, 2000) ?? error}`);
  if (server && serverOutput.length) console.error(`\nlast server output:\n${serverOutput.slice(-40).join('\n')}`);
} finally {
  await cleanUp();
}

section(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s (load average now ${os.loadavg()[0].toFixed(2)}: other work on this machine skews the figures)`);
if (failures.length) {
  console.error(`not everything ran:\n${failures.map((f) => `  - ${f.split('\n')[0]}`).join('\n')}`);
  process.exit(1);
}
process.exit(0);
