/**
 * `npm start`: build what is missing, then serve the seeded product on one port (default 1337,
 * `PORT` overrides): web site `/`, back office `/admin`, Strapi admin panel `/cms`, REST API `/api`.
 * Without `DATABASE_URL` the embedded SQLite database `cms/.tmp/data.db` is created and, when empty,
 * seeded with the demonstration data.
 */
import { buildMissing, startServer } from './lib.mjs';

await buildMissing();
const port = process.env.PORT ?? '1337';
const database = process.env.DATABASE_URL || process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'embedded SQLite (cms/.tmp/data.db)';
console.log(`
Starting the platform on http://localhost:${port}
  web site        http://localhost:${port}/
  back office     http://localhost:${port}/admin
  CMS (Strapi)    http://localhost:${port}/cms   (first visit: create the first CMS administrator)
  REST API        http://localhost:${port}/api/client/…   (header x-api-key: ${process.env.PUBLIC_API_KEY ? '<PUBLIC_API_KEY>' : 'dev-public-api-key'})
  database        ${database}; seeded on first start
`);
const server = startServer({ SEED_IF_EMPTY: process.env.SEED_IF_EMPTY ?? 'true' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
