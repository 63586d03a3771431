/**
 * Measure 2 — the uncached expert search at 100,000 consultants against 1,000.
 * Target: median latency (p50) at 100,000 ≤ 2 × the p50 at 1,000, for each search measured.
 *
 * How: the caller builds two SQLite bench databases (seed.mjs: the normal seed plus generated
 * consultants up to 1,000 and 100,000) and starts our server on each with the public-read cache off
 * (`PUBLIC_CACHE_ENABLED=false`), so every request runs the search. On each server
 * {@link measureSearches} loads each search of {@link SEARCHES} (load.mjs: 10 connections, 10 s after
 * a 2 s warm-up). At 100,000, {@link compareWithBare} also checks that our page equals the bare SQL
 * server's (bare-server.mjs, same-page.mjs) and loads that floor, for the record.
 */
import { measure } from './load.mjs';
import { OUR_HEADERS } from './ours.mjs';
import { startBareServer } from './bare-server.mjs';
import { checkSamePage } from './same-page.mjs';
import { freePort } from '../free-port.mjs';

export const SIZES = { small: 1_000, large: 100_000 };
export const TARGET_FACTOR = 2;

/**
 * The searches measured: the expert list as it opens (every visible consultant, by name), and two
 * specializations OR-ed with two languages OR-ed, page 2 of 12.
 */
export const SEARCHES = [
  { key: 'list', label: 'expert list, page 1', query: 'page=1' },
  { key: 'filtered', label: '2 specializations × 2 languages, page 2', query: 'specialization=ayurveda,naturopathy&languages=fr,en&page=2', bare: true },
];

/**
 * @param base - our server, cache off
 * @returns search key → load figures (load.mjs) plus `total` (matching consultants: a number, or
 *   "more than N" when the search stopped counting)
 */
export async function measureSearches(base, { log = console.log, duration = 10 } = {}) {
  const out = {};
  for (const search of SEARCHES) {
    const url = `${base}/api/client/consultants?${search.query}`;
    const answer = await fetch(url, { headers: OUR_HEADERS });
    const body = await answer.json();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const cache = answer.headers.get('x-cache');
    if (cache === 'HIT') log(`  ⚠ WARNING: ${search.label} answered X-Cache: HIT with the cache off`);
    const figures = await measure(url, { headers: OUR_HEADERS, duration });
    const pagination = body.meta?.pagination ?? {};
    // "More than" the total when the search stopped counting at its ceiling (docs/api.md "Expert search").
    const total = pagination.totalIsExact === false ? `more than ${pagination.total}` : pagination.total;
    out[search.key] = { ...figures, total };
    log(`  ${search.label}: ${total} matching, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.rps.toFixed(0)} req/s`);
  }
  return out;
}

/**
 * Ours against the bare SQL server on the same database, on the filtered search.
 * @returns `{ ours, bare, warnings }` load figures
 */
export async function compareWithBare(base, dbFile, { log = console.log, duration = 10 } = {}) {
  const search = SEARCHES.find((s) => s.bare);
  const bare = await startBareServer(dbFile, await freePort());
  try {
    const targets = {
      ours: { label: 'ours', url: `${base}/api/client/consultants?${search.query}`, headers: OUR_HEADERS },
      bare: { label: 'bare (node:http + one SQL statement)', url: `${bare.url}?${search.query}&pageSize=12`, headers: { 'accept-language': 'fr' } },
    };
    const check = await checkSamePage(targets);
    for (const line of check.summary) log(`  ${line}`);
    if (check.ok) log('  same consultants, same order, same total ✓');
    for (const warning of check.warnings) log(`  ⚠ WARNING: ${warning}`);
    const bareFigures = await measure(targets.bare.url, { headers: targets.bare.headers, duration });
    return { bare: bareFigures, warnings: check.warnings };
  } finally {
    await bare.close();
  }
}
