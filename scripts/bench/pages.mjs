/**
 * Measure 4 — page weight and paint timing in Chromium (home-page.mjs does the measuring).
 * Targets: the home page's JavaScript ≤ 150 KiB compressed (as transferred), its median LCP ≤ 1 s.
 * The back office's initial JavaScript (demo admin signed in) is printed beside the home page's,
 * without a target.
 *
 * How: three cold loads of `/` (1280×900, empty cache), then three of `/admin/` with the demo admin's
 * session in localStorage (signed in through `POST /api/admin-panel/auth/login`).
 */
import { measureHomePage, measurePage } from './home-page.mjs';
import { API_KEY } from './ours.mjs';

export const TARGETS = { jsKiB: 150, lcpMs: 1000 };

const fmt = (value, digits = 0) => (value == null ? '—' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));

/**
 * @param base - our server on a seeded database
 * @returns `{ home, office }`: home-page.mjs figures (`office` null when the back office could not be measured)
 */
export async function measurePages(base, { log = console.log } = {}) {
  const home = await measureHomePage(base, { runs: 3 });
  const { scripts, lcp, fcp } = home;
  log(
    `  home /: ${scripts.count} scripts, ${fmt(scripts.wireKiB, 1)} KiB as transferred (${scripts.encodings.join(', ')}), ${fmt(scripts.gzipKiB, 1)} KiB if gzip -9, ${fmt(scripts.rawKiB, 1)} KiB raw`,
  );
  for (const file of [...scripts.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    log(`    ${fmt(file.wire / 1024, 1).padStart(7)} KiB wire ${fmt(file.gzip / 1024, 1).padStart(7)} KiB gz ${fmt(file.raw / 1024, 1).padStart(8)} KiB raw  ${new URL(file.url).pathname}`);
  }
  const runs = (values) => values.map((v) => (v == null ? '—' : fmt(v))).join(', ');
  log(`  LCP median ${fmt(lcp.median)} ms (runs: ${runs(lcp.runs)}), FCP median ${fmt(fcp.median)} ms (runs: ${runs(fcp.runs)})`);
  if (home.pageErrors.length) log(`  ⚠ page errors: ${home.pageErrors.join(' | ').slice(0, 500)}`);

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
  return { home, office };
}
