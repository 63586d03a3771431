/**
 * Prepares the test database before the worker boots Strapi, and removes it afterwards:
 * - SQLite (default): a fresh file in a temporary folder;
 * - PostgreSQL (`DATABASE_URL` set): a fresh schema `api_test_<pid>` in that database, dropped at the end.
 * It also starts the SMTP catcher the e-mail tests read. The chosen settings reach the worker through
 * environment variables.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { startMailCatcher } from '../../../scripts/mail-catcher.mjs';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { freePort } from '../../../scripts/free-port.mjs';
import { clock } from '../../src/contracts/clock';

export default async function setup() {
  process.env.PUBLIC_API_KEY = process.env.PUBLIC_API_KEY || 'test-public-api-key';
  process.env.STRAPI_STARTUP_LOG = 'false';
  process.env.SEED_IF_EMPTY = 'false';
  // The tests never open Strapi's own /cms panel: the server is compiled without its bundle (`tsc -p cms`).
  process.env.CMS_PANEL = 'false';
  // Real SMTP: a MailDev catcher whose REST inbox the tests read (MAIL_CATCHER_URL).
  const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  process.env.SMTP_HOST = '';
  process.env.SMTP_PORT = String(mail.smtpPort);
  process.env.MAIL_CATCHER_URL = mail.webUrl;
  // Tests stand for several clients by sending X-Forwarded-For, as a reverse proxy would.
  process.env.TRUST_PROXY = 'true';
  // Fresh rate-limit counters for this run, also when they live in a shared Redis (REDIS_URL).
  process.env.RATE_LIMIT_PREFIX = `test-${process.pid}-${clock.ms()}`;
  // Nor do the public read cache's invalidations of other runs on that Redis reach this one.
  process.env.PUBLIC_CACHE_CHANNEL = `test-${process.pid}-${clock.ms()}:public-cache`;
  process.env.PUBLIC_URL = 'http://web.test';
  // The suite signs up and signs in far more people per minute than a real site's budgets across all
  // addresses allow; the budget tests set their own small thresholds (tests/api/security.test.ts).
  for (const budget of ['LOGIN_FAILURES', 'CODES', 'CODE_CHECKS', 'PASSWORD_RESETS', 'REGISTRATIONS', 'CONTACT', 'WAITING_LIST', 'STARTER_KITS', 'NEWSLETTER']) {
    process.env[`BUDGET_${budget}_PER_MINUTE`] = '100000';
  }
  // Light proof-of-work challenges: the tests solve real ones, on a CPU shared with the server.
  process.env.CHALLENGE_COST = '2000';
  // The lowest bcrypt work factor (docs/api-auth.md "Passwords"): the same hashing and checking code, at a
  // millisecond per sign-up or sign-in instead of eighty.
  process.env.PASSWORD_HASH_ROUNDS = '4';
  // Booking reminders (docs/api-bookings.md "Notifications"): the tests run the reminder service with chosen instants; the
  // every-minute cron would e-mail the bookings of other tests at random moments.
  process.env.BOOKING_REMINDERS_CRON = 'false';
  // Starter-kit deliveries (docs/api-engagement.md): the tests run the retry job themselves.
  process.env.STARTER_KIT_CRON = 'false';
  // Uploads (docs/api-consultant.md): a low size limit so the 413 test sends ~1.5 MB, not 10 MB; private files in a
  // throw-away folder of this run.
  process.env.UPLOAD_MAX_FILE_SIZE_MB = '1';
  const privateFiles = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-private-files-'));
  process.env.PRIVATE_FILES_DIR = privateFiles;
  const removePrivateFiles = () => fs.rmSync(privateFiles, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const schema = `api_test_${process.pid}`;
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await client.end();
    process.env.DATABASE_SCHEMA = schema;
    return async () => {
      await mail.close();
      removePrivateFiles();
      const cleanup = new Client({ connectionString: process.env.DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cleanup.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-api-test-'));
  process.env.DATABASE_CLIENT = 'sqlite';
  process.env.DATABASE_FILENAME = path.join(dir, 'test.db');
  // A database the run's pipeline seeded once (`SQLITE_TEMPLATE`, scripts/test.mjs): copied with its private
  // files instead of seeding again (seedOnce then only boots).
  const template = process.env.SQLITE_TEMPLATE;
  if (template) {
    fs.copyFileSync(path.join(template, 'template.db'), process.env.DATABASE_FILENAME);
    fs.cpSync(path.join(template, 'private-files'), privateFiles, { recursive: true });
    process.env.API_TEST_DATABASE_SEEDED = 'true';
  }
  return async () => {
    await mail.close();
    removePrivateFiles();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
