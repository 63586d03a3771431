/**
 * `node scripts/build-panel.mjs`: Strapi's own panel (`/cms`) bundled alone into cms/dist/build, from the
 * server already compiled to cms/dist (`tsc -p cms`): what `strapi build` does after compiling the server,
 * without that second compile (the test pipeline compiles once, with TypeScript 7, and its API tests run
 * servers from cms/dist while the panel is bundled). Strapi's own build steps, called by file: the
 * package exports no build API.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir } from './lib.mjs';

const require = createRequire(path.join(cmsDir, 'package.json'));
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
/** A module of Strapi's command-line tools (`@strapi/strapi/dist/src/…`). */
const strapiModule = (file) => require(path.join(strapiDir, 'dist', 'src', file));

const { createLogger } = strapiModule('cli/utils/logger.js');
const { createBuildContext } = strapiModule('node/create-build-context.js');
const { writeStaticClientFiles } = strapiModule('node/staticFiles.js');
const { build } = strapiModule('node/vite/build.js');

const started = Date.now();
// Strapi's build context names the entry relative to the app's folder, where `strapi build` runs.
process.chdir(cmsDir);
const logger = createLogger({ timestamp: false });
// The compiled configuration (cms/dist/config) is what the build context reads, as after `strapi build`'s compile.
const tsconfig = { config: { options: { outDir: path.join(cmsDir, 'dist') } } };
const ctx = await createBuildContext({ cwd: cmsDir, logger, tsconfig, options: {} });
await writeStaticClientFiles(ctx);
await build(ctx);
console.log(`✔ /cms panel bundled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
