/**
 * Browser tests: serves the built product the way `npm start` does — compiled
 * Strapi on one port, a fresh temporary SQLite database seeded with the demonstration data, an SMTP
 * catcher whose inbox the tests read (`E2E_MAIL_URL`) — then runs the
 * Playwright tests of web/e2e (vitest, Debian Chromium) against it, and cleans up. Without file filters it
 * runs the accessibility pass (both languages side by side), then the journeys (see below);
 * `node scripts/e2e/run.mjs e2e/experts.e2e.test.ts …` runs the named files only.
 *
 * `E2E_FIXTURES=true` adds the browser tests' own data at start-up (cms/src/seed/e2e-fixtures.ts): a
 * session of the demo client with the demo consultant under way, whose consultation room is open.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_API_KEY, buildMissing, panelBundle, root, run, startServer, stop, waitForHttp } from '../lib.mjs';
import { ensureChromium } from '../chromium.mjs';
import { freePort } from '../free-port.mjs';
import { startMailCatcher } from '../mail-catcher.mjs';

const chromium = ensureChromium();
// The server compiled alone, and Strapi's own /cms panel bundled from it (e2e/cms-panel opens the panel).
await buildMissing({ panel: false });
if (!fs.existsSync(panelBundle.marker)) {
  console.log('\n▶ bundling the /cms panel (no build found)…');
  await run(...panelBundle.command);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
// A database the run's pipeline seeded once (`SQLITE_TEMPLATE`, scripts/test.mjs) is copied with its
// private files; the server then only adds the demo accounts' check and its fixtures.
if (process.env.SQLITE_TEMPLATE) {
  fs.copyFileSync(path.join(process.env.SQLITE_TEMPLATE, 'template.db'), path.join(dir, 'e2e.db'));
  fs.cpSync(path.join(process.env.SQLITE_TEMPLATE, 'private-files'), path.join(dir, 'private-files'), { recursive: true });
}
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
const serverLog = path.join(dir, 'server.log');
const server = startServer(
  {
    SMTP_HOST: '',
    SMTP_PORT: String(mail.smtpPort),
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_URL: '',
    DATABASE_FILENAME: path.join(dir, 'e2e.db'),
    PRIVATE_FILES_DIR: path.join(dir, 'private-files'),
    // The run's own secrets (cms/config/secrets.ts), generated at the server's first start.
    SECRETS_FILE: process.env.SECRETS_FILE || path.join(dir, 'secrets.json'),
    SEED_IF_EMPTY: 'true',
    E2E_FIXTURES: 'true',
    CMS_PANEL: 'true',
    PUBLIC_API_KEY: DEV_API_KEY,
    STRAPI_STARTUP_LOG: 'false',
    // The lowest bcrypt work factor (docs/api-auth.md "Passwords"), as the seeded template's accounts have.
    PASSWORD_HASH_ROUNDS: '4',
    // One trusted proxy hop: a test can stand for other client addresses with X-Forwarded-For (the
    // budget test floods from many); the browser sends none, so its own address is the socket's.
    TRUST_PROXY: 'true',
    TRUST_PROXY_HOPS: '1',
    // A campaign goes to every confirmed subscriber of the run, one a second by default: the journeys confirm
    // enough of them that the last one's e-mail would be due after the tests' 30 s wait (the throttle itself
    // is covered by the API tests).
    NEWSLETTER_RATE_PER_MINUTE: '6000',
  },
  // The server's log goes to a file, whose warnings and errors are printed when a test fails.
  ['ignore', fs.openSync(serverLog, 'a'), 'inherit'],
);
let failed = false;
try {
  console.log(`▶ e2e: seeding and starting the product on ${baseUrl}…`);
  await waitForHttp(`${baseUrl}/api/client/web-setting/get-record`, { child: server, headers: { 'x-api-key': DEV_API_KEY } });
  const env = { ...process.env, E2E_BASE_URL: baseUrl, E2E_MAIL_URL: mail.webUrl, CHROMIUM_PATH: chromium };
  const cwd = path.join(root, 'web');
  const vitest = (args, extraEnv = {}) => run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...args], { cwd, env: { ...env, ...extraEnv } });
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const reportDir = process.env.E2E_REPORT_DIR;
  /** vitest's compact report, plus a JSON report per group when `E2E_REPORT_DIR` is set (the pipeline's test counts). */
  const reporters = (group) => (reportDir ? ['--reporter=dot', '--reporter=json', `--outputFile.json=${path.join(reportDir, `e2e-${group}.json`)}`] : []);
  if (filters.length) {
    await vitest([...process.argv.slice(2), ...reporters('selected')]);
  } else {
    // The accessibility pass over every page first, one file per language, both at once (they exchange
    // the titles they saw through E2E_SHARED_DIR); then the journeys, two files at a time (they change
    // the demo data and sessions, which the pass's pages show; each journey works on its own accounts and records).
    const shared = fs.mkdtempSync(path.join(dir, 'shared-'));
    let failures = 0;
    await vitest(['accessibility-', '--fileParallelism', '--maxWorkers=2', ...reporters('accessibility'), ...process.argv.slice(2)], { E2E_SHARED_DIR: shared }).catch(() => (failures += 1));
    await vitest(['--exclude', 'e2e/accessibility-*', '--fileParallelism', '--maxWorkers=2', ...reporters('journeys'), ...process.argv.slice(2)]).catch(() => (failures += 1));
    if (failures) throw new Error(`${failures} group(s) of browser tests failed`);
  }
} catch (error) {
  failed = true;
  console.error(`✖ e2e: ${error.message}`);
  const problems = fs
    .readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((line) => /\b(warn|error)\b/i.test(line));
  if (problems.length) console.error(`▶ the server's last warnings and errors:\n${problems.slice(-40).join('\n')}`);
} finally {
  await stop(server);
  await mail.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
