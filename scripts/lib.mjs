/**
 * Shared helpers of the root scripts (start, dev, seed, test, e2e, bench): paths, builds, child
 * processes, waiting for the server. Node built-ins only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cmsDir = path.join(root, 'cms');

/**
 * The TypeScript compiler as a `[command, args]` pair: TypeScript 7 (the native compiler, package alias
 * `typescript-native`), several times faster than the JavaScript one, which stays installed as
 * `typescript` for the tools that use its API (typescript-eslint, Strapi's own build). Both read the
 * same tsconfig files. No build info (`incremental`): a full check is quick.
 */
export const tsc = (...args) => ['node', [path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'), ...args]];

/** The four type-checked trees, as `tsc` arguments: the CMS (which `-p cms` alone also compiles to cms/dist), its tests, web, admin-ui. */
export const typeChecks = {
  cms: ['-p', 'cms', '--noEmit'],
  'cms tests': ['-p', 'cms/tests'],
  web: ['-p', 'web', '--noEmit'],
  'admin-ui': ['-p', 'admin-ui', '--noEmit'],
};

/** Default public application key (not a secret: it identifies our own front ends). */
export const DEV_API_KEY = 'dev-public-api-key';

/**
 * Build outputs. `panel` marks Strapi's own `/cms` panel bundle (`strapi build`, which also compiles the
 * server): the test runs compile the server alone ({@link tsc} `-p cms`) and bundle the panel, which only
 * the browser tests serve, with {@link panelBundle}; the API tests serve without it (`CMS_PANEL=false`).
 */
export const builds = [
  { workspace: 'web', marker: path.join(root, 'web', 'dist-server', 'entry-server.js'), command: ['npm', ['run', 'build', '-w', 'web']] },
  { workspace: 'admin-ui', marker: path.join(root, 'admin-ui', 'dist', 'index.html'), command: ['npm', ['run', 'build', '-w', 'admin-ui']] },
  { workspace: 'cms', marker: path.join(cmsDir, 'dist', 'src', 'index.js'), command: tsc('-p', 'cms'), server: true },
  { workspace: 'cms', marker: path.join(cmsDir, 'dist', 'build', 'index.html'), command: ['npm', ['run', 'build', '-w', 'cms']], panel: true },
];

/** Strapi's `/cms` panel bundled alone from the compiled server (scripts/build-panel.mjs), as the test runs do. */
export const panelBundle = { marker: path.join(cmsDir, 'dist', 'build', 'index.html'), command: ['node', [path.join(root, 'scripts', 'build-panel.mjs')]] };

/**
 * Run a command, inheriting stdio.
 * @returns resolves on exit code 0
 * @throws Error with the command and exit code otherwise
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

/**
 * Build the workspaces whose output is missing (`force` rebuilds all).
 * @param panel - also Strapi's `/cms` panel (default true, as `npm start` serves it); the panel's build
 *   compiles the server too
 */
export async function buildMissing({ force = false, panel = true } = {}) {
  const wanted = builds.filter((build) => (panel ? !build.server : !build.panel));
  for (const build of wanted) {
    if (force || !fs.existsSync(build.marker) || (build.panel && !fs.existsSync(builds.find((b) => b.server).marker))) {
      console.log(`\n▶ building ${build.workspace}${build.panel ? ' (with the /cms panel)' : ''}${force ? '' : ' (no build found)'}…`);
      await run(...build.command);
    }
  }
}

/**
 * Start the compiled CMS (`strapi start`, no watch) serving everything on one port.
 * @param env - extra environment (PORT, DATABASE_FILENAME, SEED_IF_EMPTY, …)
 * @param nodeArgs - options of Node itself, before the script (e.g. `--cpu-prof`, which NODE_OPTIONS refuses)
 * @returns the child process
 */
export function startServer(env = {}, stdio = 'inherit', nodeArgs = []) {
  return spawn(process.execPath, [...nodeArgs, path.join(root, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
    cwd: cmsDir,
    stdio,
    env: { ...process.env, ...env },
  });
}

/**
 * Poll `url` until it answers 2xx.
 * @param timeoutMs - give up after this many milliseconds
 * @throws Error on time-out or when `child` exits first
 */
export async function waitForHttp(url, { timeoutMs = 300_000, child, headers = {} } = {}) {
  const started = Date.now();
  let exited = null;
  child?.once('exit', (code) => (exited = code ?? 'signal'));
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`server exited (${exited}) before answering ${url}`);
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url} after ${timeoutMs / 1000} s`);
}

/** Stop a child process and wait for it. */
export function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000).unref();
  });
}
