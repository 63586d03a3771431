/**
 * `npm run keys:rotate`: rotate the key that encrypts personal and health data at rest, while the app runs
 * (docs/privacy.md "Encryption at rest"; cms/src/lib/encryption/rotation.ts). Loads the compiled CMS
 * without serving it, on the configured database (as `npm run seed` does), and:
 *
 * - with the key ring in the local secrets file (outside production): writes a new key first in the
 *   file, then encrypts every value again with it (running servers learn the key from the file);
 * - with `DATA_ENCRYPTION_KEYS` in the environment: encrypts every value again with the ring's first
 *   key (put the new key there first: `--new-key` prints one).
 *
 * Options:
 *   --drop-old  finish a rotation: re-encrypt what is left, then remove the old keys from the secrets file
 *               (or print the environment value without them); refused while a value still uses one
 *   --new-key   print a fresh `<key id>:<base64 key>` entry for the environment case, and exit
 *
 * The last line printed is a JSON summary (current key id, values per key id, unreadable values). Exit
 * status 1 when a value could not be read or the old keys could not be dropped.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildMissing, cmsDir } from './lib.mjs';

const { values } = parseArgs({ options: { 'drop-old': { type: 'boolean', default: false }, 'new-key': { type: 'boolean', default: false } } });

await buildMissing({ panel: false });
const require = createRequire(path.join(cmsDir, 'package.json'));

if (values['new-key']) {
  const { generatedDataKey } = require(path.join(cmsDir, 'dist', 'config', 'secrets.js'));
  console.log(generatedDataKey());
  process.exit(0);
}

// A maintenance process: no seed, no e-mails sent from it, no scheduled jobs, and it joins no replica of the
// app through Redis (its consultation-room server, which serves nobody, would be counted among the replicas').
delete process.env.REDIS_URL;
process.env.SEED_IF_EMPTY = 'false';
process.env.OUTBOX_WORKER = 'false';
process.env.BOOKING_REMINDERS_CRON = 'false';
process.env.STRAPI_STARTUP_LOG = 'false';
process.chdir(cmsDir);
const { createStrapi } = require('@strapi/strapi');
const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
app.log.level = 'warn';
let status = 0;
try {
  const { rotateDataKeys } = require(path.join(cmsDir, 'dist', 'src', 'lib', 'encryption', 'rotation.js'));
  const report = await rotateDataKeys(app, { dropOld: values['drop-old'], log: (message) => console.log(`[keys:rotate] ${message}`) });
  if (report.environmentValue) console.log(`DATA_ENCRYPTION_KEYS=${report.environmentValue}`);
  if (report.last.unreadable.length) {
    console.error(`[keys:rotate] ${report.last.unreadable.length} value(s) could not be read with any key of the ring (listed above): they were left as they are`);
    status = 1;
  }
  console.log(
    JSON.stringify({
      source: report.source,
      current_key_id: report.currentKeyId,
      added_key_id: report.addedKeyId,
      dropped_key_ids: report.droppedKeyIds,
      written: report.written,
      values_by_key: report.last.byKey,
      unreadable: report.last.unreadable,
    }),
  );
} catch (error) {
  console.error(`[keys:rotate] ${error.message}`);
  status = 1;
} finally {
  await app.destroy();
}
process.exit(status);
