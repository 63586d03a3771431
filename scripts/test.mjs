/**
 * `npm test`: the static checks first, then builds everything (so the API and browser tests run the
 * current code; set SKIP_BUILD=1 to reuse existing builds), then runs every suite and reports each:
 *  1. lint (`npm run lint`: ESLint over the tree, zero warnings allowed)
 *  2. type checks (`npm run typecheck`: cms, web, admin-ui)
 *  3. API contract drift check (config/api/* match what the CMS's contracts generate; reads the
 *     compiled CMS of the build step, or compiles it with `tsc -p cms` under SKIP_BUILD)
 *  4. web unit tests (vitest + jsdom)
 *  5. admin-ui unit tests (vitest + jsdom)
 *  6. API tests against a real Strapi on a temporary SQLite file (or PostgreSQL when DATABASE_URL is set)
 *  7. browser tests (Playwright + Debian Chromium) against the seeded product
 * Every suite runs even when an earlier one failed. Exits non-zero when any suite fails.
 */
import { buildMissing, run } from './lib.mjs';
import { ensureCoturn } from './chromium.mjs';

const staticChecks = [
  { name: 'lint', command: ['npm', ['run', 'lint']] },
  { name: 'type checks', command: ['npm', ['run', 'typecheck']] },
];
const contractCheck = process.env.SKIP_BUILD
  ? [
      ['npx', ['tsc', '-p', 'cms']],
      ['node', ['scripts/api-contract.mjs', '--check']],
    ]
  : [['node', ['scripts/api-contract.mjs', '--check']]];
const suites = [
  { name: 'API contract drift check', commands: contractCheck },
  { name: 'web unit tests', command: ['npm', ['run', 'test', '-w', 'web']] },
  { name: 'admin-ui unit tests', command: ['npm', ['run', 'test', '-w', 'admin-ui']] },
  { name: 'API tests (real Strapi)', command: ['npm', ['run', 'test:api', '-w', 'cms']] },
  { name: 'browser tests (Chromium)', command: ['node', ['scripts/e2e/run.mjs']] },
];

const results = [];
/** Runs a suite's command(s) in turn, recording whether all succeeded. */
async function runSuite(suite) {
  console.log(`\n━━ ${suite.name} ━━`);
  try {
    for (const command of suite.commands ?? [suite.command]) await run(...command);
    results.push({ ...suite, ok: true });
  } catch (error) {
    console.error(error.message);
    results.push({ ...suite, ok: false });
  }
}

ensureCoturn();
for (const suite of staticChecks) await runSuite(suite);
await buildMissing({ force: !process.env.SKIP_BUILD });
for (const suite of suites) await runSuite(suite);

console.log('\n━━ summary ━━');
for (const result of results) console.log(`${result.ok ? '✔' : '✖'} ${result.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
