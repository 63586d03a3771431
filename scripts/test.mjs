/**
 * `npm test`: every check and test suite of the repository, scheduled on the machine's cores by
 * scripts/pipeline.mjs (each phase starts once what it needs has finished; every phase runs even when
 * another failed; exits non-zero when any fails), then a table of the phases with their seconds and
 * test counts:
 *  - lint (Prettier, then ESLint over the tree, zero warnings allowed);
 *  - type checks, once per tree: the CMS (compiling it to cms/dist at the same time, which is the
 *    server the API and browser tests run), the CMS's tests, web, admin-ui; the web and back-office
 *    bundles are then built by Vite alone (no second type check), and Strapi's /cms panel from the
 *    compiled server (scripts/build-panel.mjs);
 *  - API contract drift check (config/api/* match what the compiled contracts generate);
 *  - web and admin-ui unit tests (vitest + jsdom);
 *  - API tests against a real Strapi on a temporary SQLite file;
 *  - browser tests (Playwright + Debian Chromium) against the seeded product;
 *  - when `TEST_DATABASE_URL` is set (`.ci/run` sets it to the local PostgreSQL, with `TEST_REDIS_URL`):
 *    the database-dependent API tests again on PostgreSQL + Redis, beside the browser tests.
 *
 * `SKIP_BUILD=1` reuses the existing builds (no compile, no bundles). `CI_EARLIER_PHASES` ("name=seconds;…")
 * adds phases measured before this command (`.ci/run`'s install) to the table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsDir, panelBundle, root, tsc, typeChecks } from './lib.mjs';
import { ensureChromium, ensureCoturn } from './chromium.mjs';
import { runPhases } from './pipeline.mjs';

ensureCoturn();
const chromium = ensureChromium();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
/** The JSON report of suite `name` (the table's test counts). */
const report = (name) => path.join(reports, `${name}.json`);
/** vitest arguments writing that report beside a compact console report. */
const vitestReport = (name) => ['--reporter=dot', '--reporter=json', `--outputFile.json=${report(name)}`];
const skipBuild = Boolean(process.env.SKIP_BUILD);
/** The SQLite database seeded once for the API tests and the browser tests' server (each copies it). */
const template = path.join(reports, 'sqlite-template');
const seeded = { SQLITE_TEMPLATE: template };
// One set of generated secrets (cms/config/secrets.ts) for every server of the run, never the checkout's.
process.env.SECRETS_FILE = path.join(reports, 'secrets.json');
const npx = (...args) => ['npx', args];

const compile = skipBuild ? [] : ['compile + type check: cms'];
const bundles = skipBuild ? [] : ['bundle: web', 'bundle: admin-ui', 'bundle: cms panel'];

/** @type {import('./pipeline.mjs').Phase[]} */
const phases = [
  { name: 'native addon: better-sqlite3', commands: [['node', ['scripts/install-scripts.mjs']]], priority: 11 },
  { name: 'lint', commands: [['npm', ['run', 'lint']]], priority: 4 },
  skipBuild
    ? { name: 'type check: cms', commands: [tsc(...typeChecks.cms)], priority: 9 }
    : // Type check and compile in one pass: the compiled server is what the API and browser tests run.
      { name: 'compile + type check: cms', commands: [tsc('-p', 'cms')], priority: 10 },
  { name: 'type check: cms tests', commands: [tsc(...typeChecks['cms tests'])], priority: 4 },
  { name: 'type check: web', commands: [tsc(...typeChecks.web)], priority: 4 },
  { name: 'type check: admin-ui', commands: [tsc(...typeChecks['admin-ui'])], priority: 4 },
  ...(skipBuild
    ? []
    : [
        {
          name: 'bundle: web',
          commands: [npx('vite', 'build', '--logLevel', 'warn'), npx('vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn')],
          cwd: path.join(root, 'web'),
          priority: 8,
        },
        { name: 'bundle: admin-ui', commands: [npx('vite', 'build', '--logLevel', 'warn')], cwd: path.join(root, 'admin-ui'), priority: 8 },
        // Strapi's own /cms panel, bundled from the compiled server's configuration (the browser tests open it).
        { name: 'bundle: cms panel', commands: [panelBundle.command], needs: compile, priority: 8 },
      ]),
  {
    name: 'seed: SQLite template',
    commands: [['node', ['scripts/seed.mjs']]],
    needs: [...compile, 'native addon: better-sqlite3'],
    env: {
      CMS_PANEL: 'false',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: path.join(template, 'template.db'),
      PRIVATE_FILES_DIR: path.join(template, 'private-files'),
      STRAPI_STARTUP_LOG: 'false',
      // The demo accounts' passwords hashed at the lowest bcrypt work factor, as the tests' servers hash
      // theirs (docs/api-auth.md "Passwords").
      PASSWORD_HASH_ROUNDS: '4',
    },
    // The browser tests and the SQLite API tests wait for it.
    priority: 10,
  },
  { name: 'API contract drift check', commands: [['node', ['scripts/api-contract.mjs', '--check']]], needs: compile, priority: 6 },
  // One worker each: the two suites run side by side with the other phases.
  // Of the phases that only fill the cores, the longest start first (the back office's unit tests, then
  // the web's), so that no long one is left alone at the end.
  { name: 'unit tests: web', commands: [npx('vitest', 'run', '--maxWorkers=1', ...vitestReport('web'))], cwd: path.join(root, 'web'), report: report('web'), priority: 5 },
  { name: 'unit tests: admin-ui', commands: [npx('vitest', 'run', '--maxWorkers=1', ...vitestReport('admin-ui'))], cwd: path.join(root, 'admin-ui'), report: report('admin-ui'), priority: 6 },
  {
    name: 'API tests: SQLite',
    commands: [npx('vitest', 'run', '--config', 'vitest.config.mts', ...vitestReport('api-sqlite'))],
    cwd: cmsDir,
    // The web pages' tests read the web build (its page list, and its server part, which renders the public pages).
    needs: ['seed: SQLite template', ...(skipBuild ? [] : ['bundle: web'])],
    report: report('api-sqlite'),
    env: { DATABASE_URL: '', REDIS_URL: '', ...seeded },
    // Half of its time waits (for e-mails, other app processes, the TURN server): it counts as half a core
    // and starts beside the browser tests.
    cpu: 0.5,
    priority: 8,
  },
  {
    name: 'browser tests',
    commands: [['node', ['scripts/e2e/run.mjs']]],
    needs: [...bundles, 'seed: SQLite template'],
    report: [path.join(reports, 'e2e-accessibility.json'), path.join(reports, 'e2e-journeys.json')],
    env: { CHROMIUM_PATH: chromium, E2E_REPORT_DIR: reports, ...seeded },
    // Chromium, the server and two test files keep one core and a half busy (measured: 560 CPU seconds in
    // 320 s alone).
    cpu: 1.5,
    priority: 9,
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'API tests: PostgreSQL + Redis',
          commands: [npx('vitest', 'run', '--config', 'vitest.config.mts', ...vitestReport('api-postgres'))],
          cwd: cmsDir,
          needs: [...compile, 'native addon: better-sqlite3', ...(skipBuild ? [] : ['bundle: web'])],
          report: report('api-postgres'),
          env: { DATABASE_URL: process.env.TEST_DATABASE_URL, REDIS_URL: process.env.TEST_REDIS_URL ?? '', API_TESTS: 'database' },
          // As the SQLite pass: half a core (its database server's work is not counted in the table).
          cpu: 0.5,
          priority: 7,
        },
      ]
    : []),
];

const earlier = (process.env.CI_EARLIER_PHASES ?? '')
  .split(';')
  .filter(Boolean)
  .map((entry) => {
    const [name, seconds] = entry.split('=');
    return { name, seconds: Number(seconds) };
  });
// A core and a half more than the machine has: the phases' weights are what they use alone, and beside
// each other each waits at times (for pages, the database server, e-mails), which the extra weight fills;
// the browser tests, both API passes and one filler then run together from the seed's end.
const ok = await runPhases(phases, { earlier, cores: os.availableParallelism() + 1.5, title: 'npm test: phases' });
process.exit(ok ? 0 : 1);
