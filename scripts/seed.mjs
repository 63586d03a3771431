/**
 * `npm run seed`: load the compiled CMS without serving it and run the idempotent seed
 * (cms/src/seed), printing its progress. Running it twice changes nothing.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildMissing, cmsDir } from './lib.mjs';

// Seeding needs the compiled server only; the /cms panel is built when it will be served.
await buildMissing({ panel: process.env.CMS_PANEL !== 'false' });
const require = createRequire(path.join(cmsDir, 'package.json'));
process.chdir(cmsDir);
const { createStrapi } = require('@strapi/strapi');
const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
try {
  const { runSeed } = require(path.join(cmsDir, 'dist', 'src', 'seed', 'index.js'));
  await runSeed(app, (message) => console.log(`[seed] ${message}`));
} finally {
  await app.destroy();
}
process.exit(0);
