/**
 * The install scripts that an `npm ci --ignore-scripts` (`.ci/run`'s install, so that the native
 * compile runs beside the static checks instead of before them) left out: better-sqlite3's native addon
 * (compiled with node-gyp: the registry mirror has no prebuilt binary for it), and the esbuild and swc
 * binaries' checks. Does nothing when the addon is already built (a plain `npm install` builds it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const addon = path.join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
if (fs.existsSync(addon)) {
  console.log('better-sqlite3 is built; nothing to do');
} else {
  // JOBS: node-gyp compiles SQLite and the binding side by side.
  await run('npm', ['rebuild', 'better-sqlite3', 'esbuild', '@swc/core', '--foreground-scripts'], { env: { ...process.env, JOBS: '2' } });
}
