/**
 * `npm test`: builds everything (so the API and browser tests run the current code; set
 * SKIP_BUILD=1 to reuse existing builds), then runs every suite and reports each:
 *  1. web unit tests (vitest + jsdom)
 *  2. admin-ui unit tests (vitest + jsdom)
 *  3. API tests against a real Strapi on a temporary SQLite file (or PostgreSQL when DATABASE_URL is set)
 *  4. browser tests (Playwright + Debian Chromium) against the seeded product
 * Exits non-zero when any suite fails.
 */
import { buildMissing, run } from './lib.mjs';

const suites = [
  { name: 'web unit tests', command: ['npm', ['run', 'test', '-w', 'web']] },
  { name: 'admin-ui unit tests', command: ['npm', ['run', 'test', '-w', 'admin-ui']] },
  { name: 'API tests (real Strapi)', command: ['npm', ['run', 'test:api', '-w', 'cms']] },
  { name: 'browser tests (Chromium)', command: ['node', ['scripts/e2e/run.mjs']] },
];

await buildMissing({ force: !process.env.SKIP_BUILD });
const results = [];
for (const suite of suites) {
  console.log(`\n━━ ${suite.name} ━━`);
  try {
    await run(...suite.command);
    results.push({ ...suite, ok: true });
  } catch (error) {
    console.error(error.message);
    results.push({ ...suite, ok: false });
  }
}
console.log('\n━━ summary ━━');
for (const result of results) console.log(`${result.ok ? '✔' : '✖'} ${result.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
