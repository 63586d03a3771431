/**
 * `npm run dev`: hot reload for all three parts: Strapi in watch mode (`strapi develop`, port 1337,
 * seeded when empty), the web site with Vite on http://localhost:5173 and the back office on
 * http://localhost:5174/admin/ (both proxy /api to Strapi).
 */
import { run } from './lib.mjs';

await run(
  'npx',
  ['concurrently', '--kill-others-on-fail', '--names', 'cms,web,admin', '--prefix-colors', 'green,blue,magenta', 'npm run develop -w cms', 'npm run dev -w web', 'npm run dev -w admin-ui'],
  { env: { ...process.env, SEED_IF_EMPTY: process.env.SEED_IF_EMPTY ?? 'true' } },
);
