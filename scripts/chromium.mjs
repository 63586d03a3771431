/**
 * Finds Debian's Chromium for the browser tests and benchmarks (Playwright must not download its own
 * browser). Order: env `CHROMIUM_PATH`, `/usr/bin/chromium`; when missing and running as root with
 * apt-get available, installs the `chromium` package.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Launch arguments that work headless in a sandbox without network (see the env notes). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * @returns the Chromium executable path
 * @throws Error with install instructions when none can be found or installed
 */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('▶ installing Debian chromium for the browser tests…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('Chromium not found: install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.');
}
