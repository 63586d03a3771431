/**
 * Measure 4 — page weight and paint timing in Chromium (home-page.mjs does the measuring).
 * Targets: the home page's JavaScript ≤ 150 KiB compressed (as transferred); on a desktop, its median
 * LCP ≤ 0.5 s; under the mobile profile (Lighthouse's: 4× CPU slowdown, 1.6 Mbit/s, 150 ms latency),
 * the median LCP of the home page, the expert search and an expert's page ≤ 1.5 s each. The back
 * office's initial JavaScript (demo admin signed in) is printed beside the home page's, without a target.
 *
 * How: five cold loads of `/` on a desktop (1280×900, empty cache); then five cold loads of each public
 * page under the mobile profile: `/`, `/our-experts` and `/our-experts/details/<id>` (the first expert
 * of the public search); then three of `/admin/` with the demo admin's session in localStorage (signed
 * in through `POST /api/admin-panel/auth/login`).
 */
import { measureHomePage, measurePage, PROFILES, SETTLE_LIMIT_MS } from './home-page.mjs';
import { API_KEY, OUR_HEADERS } from './ours.mjs';

export const TARGETS = { jsKiB: 150, lcpMs: 500, mobileLcpMs: 1500 };
/** Cold loads per page and profile (the median is reported). */
export const RUNS = 5;

const fmt = (value, digits = 0) => (value == null ? '—' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const runs = (values) => values.map((v) => (v == null ? '—' : fmt(v))).join(', ');

/** The address of an expert's public page: the first expert of the public search (as a visitor finds one). */
async function expertPagePath(base) {
  const response = await fetch(`${base}/api/client/consultants?page=1&pageSize=1`, { headers: OUR_HEADERS });
  if (!response.ok) throw new Error(`the expert search answered ${response.status}`);
  const card = (await response.json()).data?.[0];
  if (!card?.id) throw new Error('the expert search lists no expert');
  return `/our-experts/details/${encodeURIComponent(card.id)}`;
}

/** The public pages measured under the mobile profile: `[{ label, path, error? }]` (`error` when the page's address could not be found). */
async function mobilePages(base) {
  const pages = [
    { label: 'home', path: '/' },
    { label: 'expert search', path: '/our-experts' },
  ];
  try {
    pages.push({ label: "expert's page", path: await expertPagePath(base) });
  } catch (error) {
    pages.push({ label: "expert's page", path: '/our-experts/details/…', error: error.message });
  }
  return pages;
}

/**
 * @param base - our server on a seeded database
 * @param log - progress printer
 * @returns `{ home, mobile, office }`, figures of home-page.mjs's `measurePage`: `home` on the
 *   desktop; `mobile` `[{ label, path, result, error }]` per public page under the mobile profile
 *   (`result` null and `error` set when that page could not be measured); `office` null when the back
 *   office could not be measured
 * @throws Error when the browser cannot start or the home page does not answer 2xx on the desktop
 */
export async function measurePages(base, { log = console.log } = {}) {
  const home = await measureHomePage(base, { runs: RUNS, profile: 'desktop' });
  const { scripts, lcp, fcp } = home;
  log(
    `  home /: ${scripts.count} scripts, ${fmt(scripts.wireKiB, 1)} KiB as transferred (${scripts.encodings.join(', ')}), ${fmt(scripts.gzipKiB, 1)} KiB if gzip -9, ${fmt(scripts.rawKiB, 1)} KiB raw`,
  );
  for (const file of [...scripts.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    log(`    ${fmt(file.wire / 1024, 1).padStart(7)} KiB wire ${fmt(file.gzip / 1024, 1).padStart(7)} KiB gz ${fmt(file.raw / 1024, 1).padStart(8)} KiB raw  ${new URL(file.url).pathname}`);
  }
  log(`  desktop: LCP median ${fmt(lcp.median)} ms (runs: ${runs(lcp.runs)}), FCP median ${fmt(fcp.median)} ms (runs: ${runs(fcp.runs)}); LCP element ${home.lcpElements.join(' | ') || '—'}`);
  if (home.unsettled) log(`  ⚠ ${home.unsettled} load(s) still painting or fetching after ${SETTLE_LIMIT_MS / 1000} s: read as they were`);
  if (home.pageErrors.length) log(`  ⚠ page errors: ${home.pageErrors.join(' | ').slice(0, 500)}`);

  log(`  mobile profile (${RUNS} cold loads each; ${PROFILES.mobile.label}):`);
  const mobile = [];
  for (const { label, path, error: notFound } of await mobilePages(base)) {
    let result = null;
    let error = notFound ?? null;
    if (!error)
      try {
        result = await measurePage(base + path, { runs: RUNS, profile: 'mobile' });
        const verdict = result.lcp.median == null ? 'LCP not reported' : result.lcp.median <= TARGETS.mobileLcpMs ? 'met' : 'missed';
        log(
          `    ${label} ${path}: FCP median ${fmt(result.fcp.median)} ms (runs: ${runs(result.fcp.runs)}), LCP median ${fmt(result.lcp.median)} ms (runs: ${runs(result.lcp.runs)}) — target ≤ ${fmt(TARGETS.mobileLcpMs)} ms: ${verdict}`,
        );
        log(`      JavaScript ${fmt(result.scripts.wireKiB, 1)} KiB as transferred (${result.scripts.count} files); LCP element ${result.lcpElements.join(' | ') || '—'}`);
        for (const file of [...result.scripts.files].sort((a, b) => b.wire - a.wire).slice(0, 5)) log(`      ${fmt(file.wire / 1024, 1).padStart(7)} KiB wire  ${new URL(file.url).pathname}`);
        if (result.unsettled) log(`      ⚠ ${result.unsettled} load(s) still painting or fetching after ${SETTLE_LIMIT_MS / 1000} s: read as they were`);
        if (result.pageErrors.length) log(`      ⚠ page errors: ${result.pageErrors.join(' | ').slice(0, 500)}`);
      } catch (failure) {
        error = failure.message.split('\n')[0].slice(0, 300);
      }
    if (error) log(`    ${label} ${path} not measured: ${error}`);
    mobile.push({ label, path, result, error });
  }

  let office = null;
  try {
    const login = await fetch(`${base}/api/admin-panel/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ email: 'admin@demo.local', password: process.env.DEMO_PASSWORD || 'Demo-Wellness-2026' }),
    });
    const session = await login.json();
    if (!login.ok || !session.jwt) throw new Error(`admin sign-in answered ${login.status}`);
    const storage = { adminSession: JSON.stringify({ Token: session.jwt, status: true }) };
    office = await measurePage(`${base}/admin/`, { runs: 3, storage });
    log(
      `  back office /admin/: ${office.scripts.count} scripts, ${fmt(office.scripts.wireKiB, 1)} KiB as transferred, ${fmt(office.scripts.gzipKiB, 1)} KiB if gzip -9, ${fmt(office.scripts.rawKiB, 1)} KiB raw`,
    );
    for (const file of [...office.scripts.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) log(`    ${fmt(file.wire / 1024, 1).padStart(7)} KiB wire  ${new URL(file.url).pathname}`);
    if (office.pageErrors.length) log(`  ⚠ page errors: ${office.pageErrors.join(' | ').slice(0, 500)}`);
  } catch (error) {
    log(`  back office not measured: ${error.message.split('\n')[0].slice(0, 300)}`);
  }
  return { home, mobile, office };
}
