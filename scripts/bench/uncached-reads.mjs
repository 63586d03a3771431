/**
 * Measure 5 — uncached reads under load, and the query count of the back office's list pages.
 * Targets: each read at ≥ {@link TARGET_SHARE} of the rate of the app's own empty route (a 404 on
 * `/api/…`, measured in the same run) with p99 ≤ {@link TARGET_TAIL} × its p50; a 25-row page of each
 * back-office list in ≤ {@link TARGET_QUERIES} SQL queries.
 *
 * How: our server runs with the public-read cache off (`PUBLIC_CACHE_ENABLED=false`, every read reaches
 * the database) and `DB_QUERY_COUNT_HEADER=true` (each answer carries `X-Query-Count`, lib/query-count),
 * on a copy of the 1,000-consultant bench database topped up with 30 clients, coupons, waiting-list
 * entries and complaints (seed.mjs `addBackOfficeRows`). The demo client, the demo consultant and the
 * demo admin sign in. Each read is loaded with autocannon (load.mjs) at {@link CONNECTIONS} connections,
 * each request taking the next path of a rotation (`setupRequest`), for 10 s after a 2 s warm-up; the
 * server's CPU time per request is printed beside (Linux `/proc`): on a machine shared with other work,
 * it moves far less than the rates do. The reads:
 * - the empty route: `GET /api/client/bench-no-such-route` (404 after the middleware stack: the floor);
 * - the expert search: {@link searchQueries} — filters by specialization, language, disorder, words and
 *   availability, the three sorts, pages 1 to 3, over the reference slugs the seeded cards show;
 * - an expert's page: its public profile then its free slots over the next 14 days (as the web page asks
 *   them), over the first 48 consultants of the list;
 * - the client's bookings list (`when=upcoming` and `past`, page 1 of 10, as the web app asks);
 * - the consultant dashboard.
 * Then one request per back-office list (`GET /api/admin-panel/<list>?range=[0,24]`, the admin dialect's
 * first page) asked twice, whose `X-Query-Count` is printed: the page's own queries (held to the target,
 * on the second asking: the first may also read a reference list's names, which are then kept in memory
 * until that list changes) apart from those of the sign-in check every signed-in route makes
 * (`X-Query-Count-Sign-In`). The query count of
 * each read above is printed with its figures.
 */
import fs from 'node:fs';
import { measure } from './load.mjs';
import { OUR_HEADERS, monotonicUs, writeProfileWindow } from './ours.mjs';

export const TARGET_SHARE = 0.5;
export const TARGET_TAIL = 4;
export const TARGET_QUERIES = 5;
export const CONNECTIONS = 20;
/** The back-office lists whose 25-row page is counted. */
export const ADMIN_LISTS = ['clients', 'coupons', 'waiting-list', 'complaints'];
const DAY = 86_400_000;

async function json(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { ...OUR_HEADERS, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), headers: response.headers };
}

/** Sign in on a surface (`client`, `consultant`, `admin-panel`) and return the bearer headers. */
async function signIn(base, surface, email, password) {
  const { body } = await json(`${base}/api/${surface}/auth/login`, { method: 'POST', body: JSON.stringify({ email, password }) });
  if (!body.jwt) throw new Error(`${surface} sign-in of ${email} gave no token`);
  return { ...OUR_HEADERS, authorization: `Bearer ${body.jwt}` };
}

/**
 * The search queries rotated through: varied filters (one or two of a kind, combined), words, the
 * availability filter, every sort, and later pages.
 * @param refs - slugs seen on the seeded cards: `specializations`, `languages`, `disorders`
 */
export function searchQueries(refs) {
  const s = refs.specializations;
  const l = refs.languages;
  const d = refs.disorders;
  const at = (list, i) => list[i % list.length];
  const out = [];
  for (let i = 0; i < 4; i += 1) {
    out.push(
      `page=${(i % 3) + 1}`,
      `specialization=${at(s, i)}&page=1`,
      `specialization=${at(s, i)},${at(s, i + 3)}&languages=${at(l, i)},${at(l, i + 1)}&page=${(i % 2) + 1}`,
      `languages=${at(l, i)}&sort=fee`,
      `disorders=${at(d, i)}&sort=experience`,
      `specialization=${at(s, i + 1)}&sort=next_available`,
      `available=week&page=${(i % 2) + 1}`,
      `disorders=${at(d, i)},${at(d, i + 2)}&languages=${at(l, i)}`,
      `search=${encodeURIComponent(['yoga', 'sommeil', 'stress', 'Martin'][i])}`,
      `sort=next_available&page=${i + 1}`,
    );
  }
  return out;
}

/**
 * CPU time the process `pid` has used so far (user + system), in ms, from `/proc/<pid>/stat` (Linux; clock
 * ticks of 10 ms); `null` elsewhere or without a pid. Divided by the requests of a run, it is the server's
 * work per request, which other work on the machine changes far less than the requests per second.
 */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A `setupRequest` that gives each request the next path of `paths` (shared by all connections). */
function rotating(paths) {
  let next = 0;
  return (request) => {
    request.path = paths[next++ % paths.length];
    return request;
  };
}

/**
 * @param base - our server (cache off, query counts on) on the bench database with back-office rows
 * @param options.pid - the server's process id: its CPU time per request is printed beside each read (Linux)
 * @param options.password - the demo accounts' password
 * @returns `{ floor, reads: [{ key, label, paths, ...load figures, share, tail, cpu (ms a request), cpuShare, queries: { min, max } }],
 *   lists: [{ name, rows, total, queries (the page's own, asked again), first (asked first), signIn, all }] }`
 */
export async function measureUncachedReads(base, { log = console.log, duration = 10, pid, password = process.env.DEMO_PASSWORD || 'Demo-Wellness-2026' } = {}) {
  const [client, consultant, admin] = await Promise.all([
    signIn(base, 'client', 'client@demo.local', password),
    signIn(base, 'consultant', 'consultant@demo.local', password),
    signIn(base, 'admin-panel', 'admin@demo.local', password),
  ]);

  // Ids and reference slugs from the list as it opens (50 cards), and the disorders of a few profiles.
  const { body: cards } = await json(`${base}/api/client/consultants?page=1&pageSize=50`);
  const ids = cards.data.map((card) => card.id).slice(0, 48);
  const refs = { specializations: new Set(), languages: new Set(), disorders: new Set() };
  for (const card of cards.data) {
    for (const spec of card.specializations) refs.specializations.add(spec.slug);
    for (const language of card.languages) refs.languages.add(language.slug);
  }
  for (const id of ids.slice(0, 6)) for (const disorder of (await json(`${base}/api/client/consultants/${id}`)).body.data.disorders) refs.disorders.add(disorder.slug);
  const slugs = Object.fromEntries(Object.entries(refs).map(([kind, set]) => [kind, [...set].sort()]));
  for (const [kind, list] of Object.entries(slugs)) if (!list.length) throw new Error(`no ${kind} on the seeded cards`);

  const from = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const window = `from=${from.toISOString()}&to=${new Date(from.getTime() + 14 * DAY).toISOString()}`;
  const targets = [
    { key: 'floor', label: 'empty route (404)', headers: OUR_HEADERS, status: 404, paths: ['/api/client/bench-no-such-route'] },
    { key: 'search', label: 'expert search (varied filters and sorts)', headers: OUR_HEADERS, paths: searchQueries(slugs).map((query) => `/api/client/consultants?${query}`) },
    {
      key: 'expert',
      label: "expert's page (profile + 14 days of slots)",
      headers: OUR_HEADERS,
      paths: ids.flatMap((id) => [`/api/client/consultants/${id}`, `/api/client/consultants/${id}/slots?${window}`]),
    },
    { key: 'bookings', label: "client's bookings list", headers: client, paths: ['/api/client/bookings?when=upcoming&page=1&pageSize=10', '/api/client/bookings?when=past&page=1&pageSize=10'] },
    { key: 'dashboard', label: 'consultant dashboard', headers: consultant, paths: ['/api/consultant/dashboard'] },
  ];

  // Every path answers as expected before anything is loaded; its query count is kept.
  for (const target of targets) {
    const counts = [];
    for (const path of target.paths) {
      const response = await fetch(`${base}${path}`, { headers: target.headers });
      await response.arrayBuffer();
      if (response.status !== (target.status ?? 200)) throw new Error(`${path} answered ${response.status}`);
      if (response.headers.get('x-cache') === 'HIT') log(`  ⚠ WARNING: ${path} answered X-Cache: HIT with the cache off`);
      const count = response.headers.get('x-query-count');
      if (count === null) throw new Error(`${path} carries no X-Query-Count: the server runs without DB_QUERY_COUNT_HEADER=true`);
      counts.push(Number(count));
    }
    target.queries = { min: Math.min(...counts), max: Math.max(...counts) };
  }

  const reads = [];
  let floor;
  for (const target of targets) {
    const url = `${base}${target.paths[0]}`;
    const load = { headers: target.headers, connections: CONNECTIONS, setupRequest: rotating(target.paths) };
    await measure(url, { ...load, duration: 2, warmup: 0 });
    const cpuBefore = cpuMs(pid);
    const from = monotonicUs();
    const figures = await measure(url, { ...load, duration, warmup: 0 });
    writeProfileWindow(`reads-${target.key}`, { from, to: monotonicUs(), requests: figures.requests, label: target.label });
    const cpu = cpuBefore === null ? null : (cpuMs(pid) - cpuBefore) / Math.max(figures.requests, 1);
    const result = { key: target.key, label: target.label, paths: target.paths.length, queries: target.queries, ...figures, cpu, tail: figures.p99 / Math.max(figures.p50, 1) };
    const unexpected = figures.non2xx - (target.status === 404 ? figures.requests : 0);
    if (target.key === 'floor') floor = result;
    else {
      result.share = result.rps / floor.rps;
      if (cpu && floor.cpu) result.cpuShare = floor.cpu / cpu;
      reads.push(result);
    }
    log(
      `  ${target.label}: ${Math.round(figures.rps)} req/s${result.share !== undefined ? ` = ${(result.share * 100).toFixed(1)} % of the 404 rate` : ''}, p50 ${figures.p50} ms, p99 ${figures.p99} ms (p99/p50 ${result.tail.toFixed(1)}), ` +
        `${cpu === null ? '' : `server CPU ${cpu.toFixed(2)} ms a request${result.cpuShare ? ` (the 404's is ${(result.cpuShare * 100).toFixed(1)} % of it)` : ''}, `}` +
        `${target.paths.length} path(s), ${target.queries.min === target.queries.max ? target.queries.min : `${target.queries.min}–${target.queries.max}`} queries each` +
        `${unexpected > 0 ? `, ⚠ ${unexpected} unexpected non-2xx` : ''}${figures.errors ? `, ⚠ ${figures.errors} errors` : ''}`,
    );
  }

  // Each page twice: the first may read the names of a reference list (countries, specializations,
  // complaint types) that the server then keeps in memory until that list changes; the second is what
  // paging through the list costs.
  const page = async (name) => {
    const response = await fetch(`${base}/api/admin-panel/${name}?range=${encodeURIComponent('[0,24]')}`, { headers: admin });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`admin list ${name} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const all = Number(response.headers.get('x-query-count'));
    const signIn = Number(response.headers.get('x-query-count-sign-in') ?? 0);
    return { rows: body.length, total: Number(response.headers.get('content-range')?.split('/')[1]), all, signIn, queries: all - signIn };
  };
  const lists = [];
  for (const name of ADMIN_LISTS) {
    const first = await page(name);
    const again = await page(name);
    lists.push({ name, ...again, first: first.queries });
    log(
      `  back office ${name}: ${again.rows} rows of ${again.total}: ${again.queries} queries for the page (first asking ${first.queries}), + ${again.signIn} checking the admin's sign-in (${again.all} in all)`,
    );
  }
  return { floor, reads, lists };
}
