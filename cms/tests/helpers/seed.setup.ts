/**
 * On PostgreSQL (`DATABASE_URL` set), boots Strapi and seeds the schema before the first test file, outside
 * any hook's time limit: the seed's many writes take minutes there on a busy machine, which would otherwise
 * count against whichever file's `beforeAll` first calls `seedOnce()`. Later files find it done. On SQLite
 * the database is usually copied from a seeded template (helpers/global-setup.ts) and files seed on demand.
 */
import { seedOnce } from './strapi';

if (process.env.DATABASE_URL) await seedOnce();
