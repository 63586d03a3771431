/**
 * `npm start`: build what is missing, then serve the seeded product on one port (default 1337,
 * `PORT` overrides): web site `/`, back office `/admin`, Strapi admin panel `/cms`, REST API `/api`.
 * Without `DATABASE_URL` the embedded SQLite database `cms/.tmp/data.db` is created and, when empty,
 * seeded with the demonstration data. Without `SMTP_HOST` a local SMTP catcher (MailDev) receives
 * every e-mail: SMTP 127.0.0.1:1025, inbox http://localhost:1080 (`MAIL_CATCHER_SMTP_PORT`,
 * `MAIL_CATCHER_WEB_PORT` override).
 */
import { buildMissing, startServer } from './lib.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

await buildMissing();
const port = process.env.PORT ?? '1337';
const database = process.env.DATABASE_URL || process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'embedded SQLite (cms/.tmp/data.db)';
const production = process.env.NODE_ENV === 'production';

let mail = null;
const env = { SEED_IF_EMPTY: process.env.SEED_IF_EMPTY ?? 'true' };
if (!process.env.SMTP_HOST) {
  const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
  const webPort = Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080);
  try {
    mail = await startMailCatcher({ smtpPort, webPort });
  } catch (error) {
    console.error(`Could not start the local SMTP catcher on ports ${smtpPort}/${webPort} (${error.message}). Free them, set MAIL_CATCHER_SMTP_PORT/MAIL_CATCHER_WEB_PORT, or configure SMTP_HOST.`);
    process.exit(1);
  }
  env.SMTP_PORT = String(smtpPort);
}

console.log(`
Starting the platform on http://localhost:${port}
  web site        http://localhost:${port}/
  back office     http://localhost:${port}/admin   (sign in at /public/admin/sign-in)
  CMS (Strapi)    http://localhost:${port}/cms   (${production || process.env.CMS_ADMIN_EMAIL ? 'CMS_ADMIN_EMAIL, or npm run cms:admin' : `cms-admin@demo.local, password ${process.env.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : 'Demo-Wellness-2026'}`})
  REST API        http://localhost:${port}/api/client/…   (header x-api-key: ${process.env.PUBLIC_API_KEY ? '<PUBLIC_API_KEY>' : 'dev-public-api-key'})
  e-mail          ${mail ? `every e-mail is caught: inbox http://localhost:${process.env.MAIL_CATCHER_WEB_PORT ?? 1080}` : `SMTP ${process.env.SMTP_HOST}`}
  database        ${database}; seeded on first start
${production ? '' : `  demo accounts   admin@demo.local, client@demo.local, consultant@demo.local — password ${process.env.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : 'Demo-Wellness-2026'}\n`}`);
const server = startServer(env);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await mail?.close();
  process.exit(code ?? 0);
});
