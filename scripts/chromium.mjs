/**
 * Finds Debian's Chromium for the browser tests and benchmarks (Playwright must not download its own
 * browser). Order: env `CHROMIUM_PATH`, Debian's headless shell `/usr/bin/chromium-headless-shell` (the
 * same engine without the desktop browser's compositing: the browser tests take a sixth less CPU in it),
 * `/usr/bin/chromium`; when none is there and running as root with apt-get available, installs the
 * `chromium-headless-shell` package. Also the same for the other Debian programs the
 * tests run (coturn's `turnserver` for the TURN check of the consultation room).
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Launch arguments that work headless in a sandbox without network (see the env notes). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's package `chromium-headless-shell`: Chromium's headless-only shell. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * @returns the Chromium executable path
 * @throws Error with install instructions when none can be found or installed
 */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  if (installDebianPackage('chromium-headless-shell', 'the browser tests') && fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  throw new Error('Chromium not found: install it (Debian: `apt-get install -y chromium-headless-shell`) or set CHROMIUM_PATH.');
}

/**
 * Installs Debian's package `name` when running as root with apt-get available.
 * @param name - the Debian package
 * @param purpose - what needs it, for the log line
 * @returns whether it was installed (false: not root or no apt-get)
 */
function installDebianPackage(name, purpose) {
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log(`▶ installing Debian ${name} for ${purpose}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return true;
}

/**
 * Makes sure Debian's coturn is there for the API tests' TURN check (`cms/tests/api/turn.test.ts` runs
 * its `turnserver` and `turnutils_uclient`), installing it when it can; when it cannot, that test says
 * how to install it.
 */
export function ensureCoturn() {
  if (!fs.existsSync('/usr/bin/turnserver')) installDebianPackage('coturn', 'the TURN check of the API tests');
}
