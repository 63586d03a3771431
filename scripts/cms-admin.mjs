/**
 * `npm run cms:admin -- --email ops@example.org [--password …] [--firstname …] [--lastname …]`:
 * create a super-administrator of Strapi's own admin panel (/cms) with Strapi's own command
 * (`strapi admin:create-user`), on the configured database. The password may also come from
 * `CMS_ADMIN_PASSWORD` (so it stays out of the shell history). Registration through the web
 * (`POST /admin/register-admin`) is closed; this and `CMS_ADMIN_EMAIL` at start are the two ways.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cmsDir, root, run } from './lib.mjs';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    firstname: { type: 'string', default: 'CMS' },
    lastname: { type: 'string', default: 'Administrator' },
  },
});
const password = values.password ?? process.env.CMS_ADMIN_PASSWORD;
if (!values.email || !password) {
  console.error('Usage: npm run cms:admin -- --email <address> --password <password>  (or CMS_ADMIN_PASSWORD in the environment)');
  process.exit(2);
}
const strapiBin = path.join(root, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
await run(process.execPath, [strapiBin, 'admin:create-user', '--email', values.email, '--password', password, '--firstname', values.firstname, '--lastname', values.lastname], {
  cwd: cmsDir,
});
